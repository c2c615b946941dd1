import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, Mail } from 'lucide-react';
import { RESET_RESEND_SECONDS, RESET_TOKEN_TTL_MINUTES } from '@bidxi/protocol';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { useCountdown } from '@/hooks/use-countdown';
import { Messages, resetLinkErrorMessage } from '@/lib/messages';
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
      notify.success(Messages.forgotPassword.sent);
    } catch (error) {
      notify.error(resetLinkErrorMessage(error));
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label="Forget Password"
    >
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        placeholder="you@example.com"
        leading={<Mail aria-hidden className="size-5" />}
        error={errors.email?.message}
        hint="We'll email you a link to choose a new password."
        {...register('email')}
      />
      {sentTo ? (
        <div
          role="status"
          className="flex gap-3 rounded-xl bg-success-50 px-3 py-3 text-sm text-success-700"
        >
          <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p>
            <span className="font-semibold">Check your inbox.</span> If an account exists for{' '}
            <span className="font-semibold break-all">{sentTo}</span>, a reset link is on its way.
            It works once, for {RESET_TOKEN_TTL_MINUTES} minutes.
          </p>
        </div>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={countdown.isRunning} className="num">
        {countdown.isRunning ? `Resend in ${countdown.remaining}s` : 'Send Email'}
      </Button>
    </form>
  );
}
