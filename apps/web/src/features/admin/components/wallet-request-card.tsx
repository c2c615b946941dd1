import type { WalletRequestView } from '@bidxi/protocol';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EntryAmount } from '@/components/money/entry-amount';
import { ENTRY_TYPES } from '@/components/money/entry-type';
import { StatusBadge } from '@/components/money/status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatMobile, formatRupees } from '@/lib/format';
import { formatIndiaDateTime } from '@/lib/india-time';
import { KycSlot } from '@/features/admin/components/kyc-slot';

/** One recharge or withdrawal request, with what the admin needs to decide and the two actions. */
export function WalletRequestCard({
  request,
  onAction,
}: {
  request: WalletRequestView;
  onAction: (action: 'APPROVED' | 'DENIED') => void;
}) {
  const { t } = useTranslation('admin');
  const { label, icon: Icon } = ENTRY_TYPES[request.type];
  const isWithdrawal = request.type === 'WITHDRAWAL';
  const amount = formatRupees(request.amountPaise);
  const who = request.user.username;
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className={
            isWithdrawal
              ? 'flex size-10 shrink-0 items-center justify-center rounded-full bg-surface text-ink'
              : 'flex size-10 shrink-0 items-center justify-center rounded-full bg-success-50 text-success-700'
          }
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 className="font-bold text-ink">{label}</h3>
            <EntryAmount entry={request} className="text-lg" />
          </div>
          <StatusBadge status={request.status} />
        </div>
      </div>
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-ink">{who}</p>
        <p className="text-xs break-all text-ink-muted">{request.user.email}</p>
      </div>

      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('requests.requested')}</dt>
        <dd className="text-ink">{formatIndiaDateTime(request.createdAt)}</dd>
        {request.UTRNumber ? (
          <>
            <dt className="text-ink-muted">UTR</dt>
            <dd className="num font-semibold break-all text-ink">{request.UTRNumber}</dd>
          </>
        ) : null}
        {request.resolvedAt ? (
          <>
            <dt className="text-ink-muted">{t('requests.resolved')}</dt>
            <dd className="text-ink">{formatIndiaDateTime(request.resolvedAt)}</dd>
          </>
        ) : null}
        {request.note ? (
          <>
            <dt className="text-ink-muted">{t('common.note')}</dt>
            <dd className="text-ink">{request.note}</dd>
          </>
        ) : null}
      </dl>

      {isWithdrawal ? (
        <section
          aria-label={t('requests.payoutOf', { who })}
          className="flex flex-col gap-3 rounded-xl bg-surface p-3"
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-muted">{t('common.upiId')}</dt>
            <dd className="font-semibold break-all text-ink">
              {request.user.upiId ?? t('common.notSet')}
            </dd>
            <dt className="text-ink-muted">{t('common.mobile')}</dt>
            <dd className="num font-semibold text-ink">
              {request.user.mobileNumber
                ? formatMobile(request.user.mobileNumber)
                : t('common.notVerified')}
            </dd>
          </dl>
          <div className="grid grid-cols-2 gap-2">
            <KycSlot name={t('common.aadhaar')} url={request.user.aadharCardUrl} who={who} />
            <KycSlot name={t('common.pan')} url={request.user.panCardUrl} who={who} />
          </div>
        </section>
      ) : null}

      {request.status === 'PENDING' ? (
        <div className="mt-auto grid grid-cols-2 gap-2">
          <Button
            variant="secondary"
            onClick={() => onAction('DENIED')}
            icon={<X aria-hidden className="size-4" />}
            aria-label={t('requests.denyLabel', { kind: label.toLowerCase(), amount, who })}
          >
            {t('requests.deny')}
          </Button>
          <Button
            variant="success"
            onClick={() => onAction('APPROVED')}
            icon={<Check aria-hidden className="size-4" />}
            aria-label={t('requests.approveLabel', { kind: label.toLowerCase(), amount, who })}
          >
            {t('requests.approve')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
