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
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
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
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6" aria-label="Key figures">
      <Kpi
        icon={Gavel}
        label="Auctions"
        slice={totalAuctions}
        value={totalAuctions.data ? String(totalAuctions.data.total) : ''}
        note={
          byStatus
            ? `${byStatus.LIVE ?? 0} live · ${byStatus.SCHEDULED ?? 0} scheduled · ${byStatus.COMPLETED ?? 0} completed`
            : ''
        }
      />
      <Kpi
        icon={UserPlus}
        label="Registrations"
        slice={registrations}
        value={registrations.data ? String(registrations.data.total) : ''}
        note={
          registrations.data
            ? `${formatRupeeAmount(registrations.data.feesCollected)} net fees`
            : ''
        }
      />
      <Kpi
        icon={CircleCheckBig}
        label="Completion rate"
        slice={completion}
        value={c ? (c.ratePercent === null ? '—' : `${c.ratePercent}%`) : ''}
        note={
          c ? `${c.completed} completed · ${c.cancelled} cancelled · ${c.liveOverdue} overdue` : ''
        }
      />
      <Kpi
        icon={BadgeIndianRupee}
        label="Platform margin"
        slice={financial}
        value={f ? formatRupeeAmount(f.platformMargin) : ''}
        note="Fees kept, less refunds and prizes"
      />
      <Kpi
        icon={Trophy}
        label="Prizes paid"
        slice={financial}
        value={f ? formatRupeeAmount(f.prizes.approved.amount) : ''}
        note={
          f
            ? `${f.prizes.approved.count} ${f.prizes.approved.count === 1 ? 'prize' : 'prizes'}`
            : ''
        }
        tone="success"
      />
      <Kpi
        icon={Wallet}
        label="Recharges approved"
        slice={financial}
        value={f ? formatRupeeAmount(f.recharges.approved.amount) : ''}
        note={
          f
            ? `${f.recharges.pending.count} pending · ${f.withdrawals.pending.count} withdrawals pending`
            : ''
        }
      />
    </ul>
  );
}

function Kpi<T>({
  icon: Icon,
  label,
  value,
  note,
  slice,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  note: ReactNode;
  slice: Slice<T>;
  tone?: 'success';
}) {
  return (
    <li>
      <Card
        className="flex h-full flex-col gap-1 p-4"
        data-testid={`kpi-${label.toLowerCase().replace(/\s+/g, '-')}`}
      >
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
          <p className="text-sm text-danger-700">Could not load</p>
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
