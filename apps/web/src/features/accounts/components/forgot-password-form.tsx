import { Trans, useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, Mail } from 'lucide-react';
import { RESET_RESEND_SECONDS, RESET_TOKEN_TTL_MINUTES } from '@bidxi/protocol';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { useCountdown } from '@/hooks/use-countdown';
import { resetLinkErrorMessage, accountMessages } from '@/lib/messages/accounts';
import { notify } from '@/lib/notify';
import { useRequestResetLink } from '@/features/accounts/api/request-reset-link';
import {
  ForgotPasswordFormSchema,
  type ForgotPasswordFormValues,
} from '@/features/accounts/schemas';

/**
 * A valid e-mail and a click disable the button for 120 s ('Resend in {n}s'), whatever the answer
 * (spec 000 §4); the answer only decides the toast.
 */
export function ForgotPasswordForm() {
  const countdown = useCountdown();
  const resetLink = useRequestResetLink();
  const { t } = useTranslation('accounts');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    countdown.start(RESET_RESEND_SECONDS);
    try {
      await resetLink.mutateAsync(email);
      setSentTo(email);
      notify.success(accountMessages.forgotPassword.sent);
    } catch (error) {
      notify.error(resetLinkErrorMessage(error));
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={t('forgot.title')}
    >
      <TextField
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        placeholder={t('emailPlaceholder')}
        leading={<Mail aria-hidden className="size-5" />}
        error={errors.email?.message}
        hint={t('forgot.hint')}
        {...register('email')}
      />
      {sentTo ? (
        <div
          role="status"
          className="flex gap-3 rounded-xl bg-success-50 px-3 py-3 text-sm text-success-700"
        >
          <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p>
            <Trans
              t={t}
              i18nKey="forgot.sent"
              values={{ email: sentTo, minutes: RESET_TOKEN_TTL_MINUTES }}
              components={[
                <span key="0" className="font-semibold" />,
                <span key="1" className="font-semibold break-all" />,
              ]}
            />
          </p>
        </div>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={countdown.isRunning} className="num">
        {countdown.isRunning
          ? t('forgot.resend', { seconds: countdown.remaining })
          : t('forgot.submit')}
      </Button>
    </form>
  );
}
