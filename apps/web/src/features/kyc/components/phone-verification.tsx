import { Trans, useTranslation } from 'react-i18next';
import { ErrorCode, OTP_RESEND_SECONDS } from '@bidxi/protocol';
import { Pencil, Smartphone } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiRequestError } from '@/lib/api-client';
import { otpErrorMessage, profileMessages } from '@/lib/messages/profile';
import { notify } from '@/lib/notify';
import { useResendOtp } from '@/features/kyc/api/resend-otp';
import { useSendOtp } from '@/features/kyc/api/send-otp';
import { useVerifyOtp } from '@/features/kyc/api/verify-otp';
import { OtpInput } from '@/features/kyc/components/otp-input';
import { mobileDigits } from '@/lib/mobile';

const PHONE_PATTERN = /^[6-9]\d{9}$/;
const CODE_PATTERN = /^\d{6}$/;

/** 59 → '0:59', 125 → '2:05'. */
function minutesSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Seconds to wait from a 429 answer, else the standard 60 s. */
function waitSecondsFrom(error: unknown): number | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code !== ErrorCode.OTP_RESEND_TOO_SOON && error.code !== ErrorCode.OTP_SEND_LIMIT) {
    return null;
  }
  return error.detailNumber('retryAfterSeconds') ?? OTP_RESEND_SECONDS;
}

/**
 * Phone verification (spec 001 §2 "/kyc"): 10 digits after +91 → send code → six boxes → verify;
 * resend after a 60 s countdown. Used on /kyc and inside the withdraw sheet.
 */
export function PhoneVerification({
  initialPhone = '',
  onVerified,
}: {
  initialPhone?: string;
  onVerified?: (mobileNumber: string) => void;
}) {
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState(initialPhone.replace(/\D/g, '').slice(-10));
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [isCodeRejected, setCodeRejected] = useState(false);
  const [attemptsLeft, setAttemptsLeft] = useState<number>();
  const countdown = useCountdown();
  const send = useSendOtp();
  const resend = useResendOtp();
  const verify = useVerifyOtp();
  const codeHintId = useId();
  const { t } = useTranslation('kyc');

  const onSend = async (e: FormEvent) => {
    e.preventDefault();
    if (!PHONE_PATTERN.test(phone)) {
      setPhoneError(profileMessages.otp.invalidPhone);
      return;
    }
    setPhoneError(undefined);
    try {
      await send.mutateAsync(phone);
      notify.success(profileMessages.otp.sent);
      setCode('');
      setCodeError(undefined);
      setCodeRejected(false);
      setStep('code');
      countdown.start(OTP_RESEND_SECONDS);
    } catch (error) {
      const wait = waitSecondsFrom(error);
      if (wait !== null) countdown.start(wait);
      notify.error(otpErrorMessage(error, 'send'));
    }
  };

  const onResend = async () => {
    try {
      await resend.mutateAsync(phone);
      notify.success(profileMessages.otp.resent);
      setCode('');
      setCodeError(undefined);
      setCodeRejected(false);
      countdown.start(OTP_RESEND_SECONDS);
    } catch (error) {
      const wait = waitSecondsFrom(error);
      if (wait !== null) countdown.start(wait);
      notify.error(otpErrorMessage(error, 'resend'));
    }
  };

  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    if (!CODE_PATTERN.test(code)) {
      setCodeError(profileMessages.otp.invalidFormat);
      return;
    }
    setCodeError(undefined);
    try {
      const res = await verify.mutateAsync(code);
      notify.successWithTitle(profileMessages.otp.verifiedTitle, profileMessages.otp.verified);
      onVerified?.(res.mobileNumber);
    } catch (error) {
      setCodeRejected(true);
      setCode('');
      setAttemptsLeft(
        error instanceof ApiRequestError && error.code === ErrorCode.OTP_INVALID
          ? error.detailNumber('attemptsLeft')
          : undefined,
      );
      notify.error(otpErrorMessage(error, 'verify'));
    }
  };

  if (step === 'phone') {
    return (
      <form
        noValidate
        onSubmit={(e) => void onSend(e)}
        className="flex flex-col gap-4"
        aria-label={t('send.form')}
      >
        <TextField
          label={t('send.mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('send.placeholder')}
          maxLength={16}
          value={phone}
          onChange={(e) => {
            setPhone(mobileDigits(e.target.value));
            setPhoneError(undefined);
          }}
          leading={<span className="num text-base font-semibold text-ink">+91</span>}
          error={phoneError}
          className="[&_input]:num [&_input]:tracking-wide"
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          isLoading={send.isPending}
          disabled={countdown.isRunning}
          icon={<Smartphone aria-hidden className="size-5" />}
        >
          {countdown.isRunning
            ? t('send.wait', { seconds: countdown.remaining })
            : t('send.submit')}
        </Button>
      </form>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void onVerify(e)}
      className="flex flex-col gap-4"
      aria-label={t('verify.form')}
    >
      <div className="flex items-center justify-between gap-2">
        <p id={codeHintId} className="text-sm text-ink-muted">
          <Trans
            t={t}
            i18nKey="verify.sentTo"
            values={{ phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` }}
            components={{ 1: <span className="num font-semibold whitespace-nowrap text-ink" /> }}
          />
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setStep('phone')}
          icon={<Pencil aria-hidden className="size-4" />}
          aria-label={t('verify.changeLabel')}
        >
          {t('verify.change')}
        </Button>
      </div>
      <OtpInput
        value={code}
        onChange={(v) => {
          setCode(v);
          setCodeError(undefined);
          setCodeRejected(false);
        }}
        isInvalid={!!codeError || isCodeRejected}
        describedBy={codeHintId}
      />
      {codeError ? (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {codeError}
        </p>
      ) : isCodeRejected && attemptsLeft !== undefined ? (
        <p className="text-sm text-ink-muted">{profileMessages.otp.attemptsLeft(attemptsLeft)}</p>
      ) : null}
      <Button type="submit" size="lg" fullWidth isLoading={verify.isPending}>
        {verify.isPending ? t('verify.submitting') : t('verify.submit')}
      </Button>
      <div className="flex items-center justify-center gap-1 text-sm">
        <span className="text-ink-muted">{t('verify.notGot')}</span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void onResend()}
          disabled={countdown.isRunning}
          isLoading={resend.isPending}
          className="num"
        >
          {countdown.isRunning
            ? t('verify.resendIn', { time: minutesSeconds(countdown.remaining) })
            : t('verify.resend')}
        </Button>
      </div>
    </form>
  );
}
