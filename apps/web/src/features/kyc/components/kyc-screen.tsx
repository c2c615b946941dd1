import { useTranslation } from 'react-i18next';
import { BadgeCheck, ShieldCheck, UserRound, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMobile } from '@/lib/format';
import { PhoneVerification } from '@/features/kyc/components/phone-verification';

/** /kyc: verify a mobile number by OTP; a verified number unlocks withdrawals. */
export function KycScreen({
  currentMobile,
  initialPhone,
}: {
  /** undefined while the profile loads; null when no number is verified yet. */
  currentMobile: string | null | undefined;
  initialPhone?: string;
}) {
  const [verified, setVerified] = useState<string | null>(null);
  const { t } = useTranslation('kyc');

  return (
    <div className="flex flex-1 flex-col gap-4 px-4 py-5">
      <section className="theme-dark bg-hero rounded-3xl px-5 py-6 text-white shadow-card">
        <ShieldCheck aria-hidden className="size-8 text-gold-400" />
        <h1 className="mt-2 text-xl font-extrabold">{t('title')}</h1>
        <p className="mt-1 text-sm text-night-200">{t('intro')}</p>
      </section>

      {verified ? (
        <Card className="flex flex-col items-center gap-3 px-5 py-8 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-success-50 text-success-700">
            <BadgeCheck aria-hidden className="size-9" />
          </span>
          <h2 className="text-lg font-bold text-ink">{t('verified')}</h2>
          <p className="num text-base font-semibold text-ink">{formatMobile(verified)}</p>
          <div className="mt-3 grid w-full grid-cols-2 gap-3">
            <ButtonLink
              to="/profile"
              variant="secondary"
              icon={<UserRound aria-hidden className="size-5" />}
            >
              {t('profile')}
            </ButtonLink>
            <ButtonLink to="/myWallet" icon={<Wallet aria-hidden className="size-5" />}>
              {t('wallet')}
            </ButtonLink>
          </div>
        </Card>
      ) : (
        <Card className="flex flex-col gap-4 p-5">
          <div className="flex min-h-6 items-center justify-between gap-2 text-sm">
            <span className="text-ink-muted">{t('current')}</span>
            {currentMobile === undefined ? (
              <Skeleton className="h-5 w-32" />
            ) : currentMobile ? (
              <Badge tone="success">
                <BadgeCheck aria-hidden className="size-3.5" />
                <span className="num">{formatMobile(currentMobile)}</span>
              </Badge>
            ) : (
              <Badge>{t('notVerified')}</Badge>
            )}
          </div>
          <PhoneVerification initialPhone={initialPhone ?? ''} onVerified={setVerified} />
        </Card>
      )}
    </div>
  );
}
