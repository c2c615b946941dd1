import { useTranslation } from 'react-i18next';
import type { PaymentInfo } from '@bidxi/protocol';
import { ChevronRight, CircleCheck, CircleDashed } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMobile } from '@/lib/format';
import { profileMessages } from '@/lib/messages/profile';

/** Where withdrawals go and what is on file, with the way to fix what is missing. */
export function PaymentInfoCard({ info }: { info: PaymentInfo | undefined }) {
  const { t } = useTranslation('wallet');
  return (
    <Card className="p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-bold text-ink">{t('info.title')}</h2>
        {info ? (
          <Badge tone={info.profileCompleted ? 'success' : 'neutral'}>
            {info.profileCompleted ? (
              <CircleCheck aria-hidden className="size-3.5" />
            ) : (
              <CircleDashed aria-hidden className="size-3.5" />
            )}
            {info.profileCompleted
              ? profileMessages.profile.completed
              : profileMessages.profile.notCompleted}
          </Badge>
        ) : (
          <Skeleton className="h-5 w-24" />
        )}
      </div>
      <dl className="mt-3 divide-y divide-line">
        <Row label={t('info.mobile')} to="/kyc" isSet={!!info?.mobileNumber} isLoading={!info}>
          {info?.mobileNumber ? formatMobile(info.mobileNumber) : t('info.notVerified')}
        </Row>
        <Row label={t('info.upi')} to="/profile" isSet={!!info?.upiId} isLoading={!info}>
          {info?.upiId ?? t('info.notSet')}
        </Row>
        <Row label={t('info.aadhaar')} to="/profile" isSet={!!info?.hasAadhaar} isLoading={!info}>
          {info?.hasAadhaar ? t('info.onFile') : t('info.notUploaded')}
        </Row>
        <Row label={t('info.pan')} to="/profile" isSet={!!info?.hasPan} isLoading={!info}>
          {info?.hasPan ? t('info.onFile') : t('info.notUploaded')}
        </Row>
      </dl>
    </Card>
  );
}

function Row({
  label,
  to,
  isSet,
  isLoading,
  children,
}: {
  label: string;
  to: string;
  isSet: boolean;
  isLoading: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-11 items-center gap-3 py-1.5">
      <dt className="w-20 shrink-0 text-sm text-ink-muted">{label}</dt>
      <dd className="min-w-0 flex-1">
        {isLoading ? (
          <Skeleton className="h-5 w-32" />
        ) : (
          <Link
            to={to}
            className="flex min-h-11 items-center gap-2 rounded-lg text-sm font-semibold text-ink"
          >
            {isSet ? (
              <CircleCheck aria-hidden className="size-4 shrink-0 text-success-600" />
            ) : (
              <CircleDashed aria-hidden className="size-4 shrink-0 text-ink-subtle" />
            )}
            <span className={isSet ? 'num truncate' : 'truncate text-ink-muted'}>{children}</span>
            <ChevronRight aria-hidden className="ml-auto size-4 shrink-0 text-ink-subtle" />
          </Link>
        )}
      </dd>
    </div>
  );
}
