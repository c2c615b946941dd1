import type {
  EventCompletionRateResponse,
  FinancialSummaryResponse,
  SuccessfulRegistrationsResponse,
  TotalAuctionsResponse,
} from '@bidxi/protocol';
import {
  BadgeIndianRupee,
  CircleCheckBig,
  Gavel,
  Trophy,
  UserPlus,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { formatRupeeAmount } from '@/lib/money';

interface Slice<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

/** The headline numbers of the range: auctions, registrations, completion, margin, prizes, money in. */
export function KpiCards({
  totalAuctions,
  registrations,
  completion,
  financial,
}: {
  totalAuctions: Slice<TotalAuctionsResponse>;
  registrations: Slice<SuccessfulRegistrationsResponse>;
  completion: Slice<EventCompletionRateResponse>;
  financial: Slice<FinancialSummaryResponse>;
}) {
  const byStatus = totalAuctions.data?.byStatus;
  const c = completion.data;
  const f = financial.data;
  const { t } = useTranslation('analytics');
  return (
    <ul
      className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6"
      aria-label={t('kpi.label')}
    >
      <Kpi
        id="auctions"
        icon={Gavel}
        label={t('kpi.auctions')}
        slice={totalAuctions}
        value={totalAuctions.data ? formatCount(totalAuctions.data.total) : ''}
        note={
          byStatus
            ? t('kpi.auctionsNote', {
                live: byStatus.LIVE ?? 0,
                scheduled: byStatus.SCHEDULED ?? 0,
                completed: byStatus.COMPLETED ?? 0,
              })
            : ''
        }
      />
      <Kpi
        id="registrations"
        icon={UserPlus}
        label={t('kpi.registrations')}
        slice={registrations}
        value={registrations.data ? formatCount(registrations.data.total) : ''}
        note={
          registrations.data
            ? t('kpi.netFees', { amount: formatRupeeAmount(registrations.data.feesCollected) })
            : ''
        }
      />
      <Kpi
        id="completion-rate"
        icon={CircleCheckBig}
        label={t('kpi.completion')}
        slice={completion}
        value={c ? (c.ratePercent === null ? '—' : `${c.ratePercent}%`) : ''}
        note={
          c
            ? t('kpi.completionNote', {
                completed: c.completed,
                cancelled: c.cancelled,
                overdue: c.liveOverdue,
              })
            : ''
        }
      />
      <Kpi
        id="platform-margin"
        icon={BadgeIndianRupee}
        label={t('kpi.margin')}
        slice={financial}
        value={f ? formatRupeeAmount(f.platformMargin) : ''}
        note={t('kpi.marginNote')}
      />
      <Kpi
        id="prizes-paid"
        icon={Trophy}
        label={t('kpi.prizes')}
        slice={financial}
        value={f ? formatRupeeAmount(f.prizes.approved.amount) : ''}
        note={f ? t('kpi.prizeCount', { count: f.prizes.approved.count }) : ''}
        tone="success"
      />
      <Kpi
        id="recharges-approved"
        icon={Wallet}
        label={t('kpi.recharges')}
        slice={financial}
        value={f ? formatRupeeAmount(f.recharges.approved.amount) : ''}
        note={
          f
            ? t('kpi.pendingNote', {
                recharges: f.recharges.pending.count,
                withdrawals: f.withdrawals.pending.count,
              })
            : ''
        }
      />
    </ul>
  );
}

function Kpi<T>({
  id,
  icon: Icon,
  label,
  value,
  note,
  slice,
  tone,
}: {
  /** The card's test id: `kpi-<id>` (the English label, whatever the language). */
  id: string;
  icon: LucideIcon;
  label: string;
  value: string;
  note: ReactNode;
  slice: Slice<T>;
  tone?: 'success';
}) {
  const { t } = useTranslation('analytics');
  return (
    <li>
      <Card className="flex h-full flex-col gap-1 p-4" data-testid={`kpi-${id}`}>
        <p className="flex items-center gap-2 text-xs font-semibold text-ink-muted">
          <Icon aria-hidden className="size-4 text-gold-700" />
          {label}
        </p>
        {slice.isPending ? (
          <>
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-4 w-28" />
          </>
        ) : slice.isError ? (
          <p className="text-sm text-danger-700">{t('kpi.failed')}</p>
        ) : (
          <>
            <p
              className={
                tone === 'success'
                  ? 'num text-xl font-extrabold text-success-700'
                  : 'num text-xl font-extrabold text-ink'
              }
            >
              {value}
            </p>
            <p className="text-xs text-ink-muted">{note}</p>
          </>
        )}
      </Card>
    </li>
  );
}
