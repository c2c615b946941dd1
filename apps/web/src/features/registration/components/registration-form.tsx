/**
 * 'Auction Registration' (spec 001 §2 "Registration"): team name, mobile number, optional icon, the
 * total fee. After success a LIVE auction offers 'Enter Auction', a SCHEDULED one 'Go Home' (two steps
 * back); errors offer 'Try Again'.
 */
import { Trans, useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AuctionStatus, AuctionView } from '@bidxi/protocol';
import { ErrorCode, TEAM_NAME_MAX_LENGTH } from '@bidxi/protocol';
import { CircleCheck, CircleX, ImagePlus, Phone, Shield, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/input';
import { ApiRequestError } from '@/lib/api-client';
import { Messages, registrationErrorMessage } from '@/lib/messages';
import { formatRupeeAmount } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useRegisterTeam } from '@/features/registration/api/register-team';
import { mobileDigits } from '@/lib/mobile';
import {
  RegistrationFormSchema,
  type RegistrationFormValues,
} from '@/features/registration/schemas';

type Outcome =
  | { kind: 'success'; auctionStatus: AuctionStatus; message: string }
  | { kind: 'error'; message: string; code: string };

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
      const said = currentLanguage() === 'en' ? res.message : Messages.registration.success;
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

function IconPicker({
  file,
  isInvalid,
  onPick,
}: {
  file: File | undefined;
  isInvalid: boolean;
  onPick: (file: File | undefined) => void;
}) {
  const inputId = useId();
  const { t } = useTranslation('registration');
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useMemo(
    () => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-ink" id={`${inputId}-label`}>
        <Trans
          t={t}
          i18nKey="icon"
          components={{ 1: <span className="font-normal text-ink-muted" /> }}
        />
      </span>
      <div
        className={`flex items-center gap-3 rounded-xl border bg-card p-3 ${isInvalid ? 'border-danger-600' : 'border-line-strong'}`}
      >
        <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-surface text-ink-subtle ring-1 ring-line">
          {preview ? (
            <img src={preview} alt={t('iconPreview')} className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden className="size-6" />
          )}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-line-strong px-3 text-sm font-semibold text-ink hover:bg-surface focus-within:ring-4 focus-within:ring-night-600/15"
          >
            {file ? t('changeIcon') : t('chooseIcon')}
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="image/*"
              aria-describedby={`${inputId}-hint`}
              className="sr-only"
              onChange={(e) => onPick(e.target.files?.[0] ?? undefined)}
            />
          </label>
          <p id={`${inputId}-hint`} className="truncate text-xs text-ink-subtle">
            {file ? file.name : t('iconHint')}
          </p>
        </div>
        {file ? (
          <button
            type="button"
            aria-label={t('removeIcon')}
            onClick={() => {
              onPick(undefined);
              if (inputRef.current) inputRef.current.value = '';
            }}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface"
          >
            <Trash2 aria-hidden className="size-5" />
          </button>
        ) : null}
      </div>
    </div>
  );
}

function RegistrationOutcome({
  outcome,
  auctionId,
  onTryAgain,
}: {
  outcome: Outcome;
  auctionId: string;
  onTryAgain: () => void;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation('registration');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const goHomeTwoBack = () => {
    // Registration ← detail ← home: two steps back when the history has them, else straight home.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx >= 2) void navigate(-2);
    else void navigate('/home', { replace: true });
  };

  if (outcome.kind === 'success') {
    return (
      <Card className="flex flex-col items-center px-6 py-8 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-success-50 text-success-600">
          <CircleCheck aria-hidden className="size-9" />
        </span>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 text-xl font-extrabold text-ink focus:outline-none"
        >
          {Messages.registration.successTitle}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{outcome.message}</p>
        <div className="mt-6 w-full">
          {outcome.auctionStatus === 'LIVE' ? (
            <ButtonLink
              to={`/successregister?auctionId=${encodeURIComponent(auctionId)}`}
              replace
              size="lg"
              fullWidth
            >
              {t('enterAuction')}
            </ButtonLink>
          ) : (
            <Button size="lg" fullWidth onClick={goHomeTwoBack}>
              {t('goHome')}
            </Button>
          )}
        </div>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col items-center px-6 py-8 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-danger-50 text-danger-600">
        <CircleX aria-hidden className="size-9" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-xl font-extrabold text-ink focus:outline-none"
      >
        {outcome.message}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{Messages.registration.failedText}</p>
      <div className="mt-6 flex w-full flex-col gap-3">
        <Button size="lg" fullWidth onClick={onTryAgain}>
          {t('tryAgain')}
        </Button>
        {outcome.code === ErrorCode.INSUFFICIENT_BALANCE ? (
          <ButtonLink to="/myWallet" variant="secondary" fullWidth>
            {t('goToWallet')}
          </ButtonLink>
        ) : null}
      </div>
    </Card>
  );
}
