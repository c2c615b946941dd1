/**
 * 'Auction Registration' (spec 001 §2 "Registration"): team name, mobile number, optional icon, the
 * total fee. After success a LIVE auction offers 'Enter Auction', a SCHEDULED one 'Go Home' (two steps
 * back); errors offer 'Try Again'.
 */
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AuctionView } from '@bidxi/protocol';
import { ErrorCode, TEAM_NAME_MAX_LENGTH } from '@bidxi/protocol';
import { Phone, Shield } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/input';
import { ApiRequestError } from '@/lib/api-client';
import { registrationErrorMessage, auctionMessages } from '@/lib/messages/auctions';
import { formatRupeeAmount } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useRegisterTeam } from '@/features/registration/api/register-team';
import { mobileDigits } from '@/lib/mobile';
import {
  RegistrationFormSchema,
  type RegistrationFormValues,
} from '@/features/registration/schemas';
import { IconPicker } from './icon-picker';
import { RegistrationOutcome, type Outcome } from './registration-outcome';

/** The registration form of `auction`, then its outcome card. */
export function RegistrationForm({ auction }: { auction: AuctionView }) {
  const { t } = useTranslation('registration');
  const mutation = useRegisterTeam();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<RegistrationFormValues>({
    resolver: zodResolver(RegistrationFormSchema),
    defaultValues: { teamName: '', mobileNumber: '', icon: undefined },
  });
  const icon = useWatch({ control, name: 'icon' });

  const onSubmit = handleSubmit(async ({ teamName, mobileNumber, icon: file }) => {
    try {
      const res = await mutation.mutateAsync({
        auctionId: auction.id,
        teamName,
        mobileNumber,
        icon: file,
      });
      // The server's text is the spec's English; in Hindi the catalogue says it.
      const said = currentLanguage() === 'en' ? res.message : auctionMessages.registration.success;
      notify.success(said);
      setOutcome({ kind: 'success', auctionStatus: res.auctionStatus, message: said });
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === ErrorCode.VALIDATION && error.fields) {
        const { teamName: t, mobileNumber: mob } = error.fields;
        if (t) setError('teamName', { message: t });
        if (mob) setError('mobileNumber', { message: mob });
        if (t || mob) return;
      }
      const message = registrationErrorMessage(error);
      notify.error(message);
      setOutcome({
        kind: 'error',
        message,
        code: error instanceof ApiRequestError ? error.code : 'UNKNOWN',
      });
    }
  });

  const mobileField = register('mobileNumber');

  if (outcome) {
    return (
      <RegistrationOutcome
        outcome={outcome}
        auctionId={auction.id}
        onTryAgain={() => setOutcome(null)}
      />
    );
  }

  const message = errors.teamName?.message ?? errors.mobileNumber?.message ?? errors.icon?.message;
  const isPending = mutation.isPending;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('form')} className="flex flex-col gap-4">
      <TextField
        label={t('teamName')}
        autoComplete="off"
        placeholder={t('teamNamePlaceholder')}
        maxLength={TEAM_NAME_MAX_LENGTH}
        leading={<Shield aria-hidden className="size-5" />}
        isInvalid={!!errors.teamName}
        {...register('teamName')}
      />
      <TextField
        label={t('mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('mobilePlaceholder')}
        maxLength={16}
        leading={<Phone aria-hidden className="size-5" />}
        hint={t('mobileHint')}
        isInvalid={!!errors.mobileNumber}
        {...mobileField}
        onChange={(e) => {
          // Digits only, as typed or pasted ('+91 98765-43210' keeps its last 10 digits).
          e.target.value = mobileDigits(e.target.value);
          void mobileField.onChange(e);
        }}
      />
      <IconPicker
        file={icon}
        isInvalid={!!errors.icon}
        onPick={(file) => setValue('icon', file, { shouldValidate: true })}
      />

      <Card className="p-4" aria-label={t('fee')}>
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-ink-muted">{t('registrationFee')}</dt>
            <dd className="num font-semibold text-ink">
              {formatRupeeAmount(auction.registrationFee)}
            </dd>
          </div>
          <div className="flex justify-between border-t border-line pt-2">
            <dt className="font-bold text-ink">{t('totalFee')}</dt>
            <dd className="num text-lg font-extrabold text-ink">
              {formatRupeeAmount(auction.registrationFee)}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-ink-muted">{t('paidFrom')}</p>
      </Card>

      <FormAlert message={message} />
      <Button type="submit" size="lg" fullWidth isLoading={isPending}>
        {isPending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
