import { useTranslation } from 'react-i18next';
import type { AuctionView } from '@bidxi/protocol';
import { CalendarClock, Timer, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { AuctionCardLink } from '@/features/auctions/components/auction-card-link';
import { AuctionImage } from '@/features/auctions/components/auction-image';
import { AuctionStatusBadge, DemoBadge } from '@/features/auctions/components/status-badge';
import { useNow } from '@/hooks/use-now';
import { formatIndiaDateTime } from '@/lib/india-time';
import { formatRupeeAmount } from '@/lib/money';
import { startsInText } from '@/lib/starts-in';
import { truncate } from '@/lib/text';

/** Spec 001 §9: names are cut at 20 characters in the list. */
export const LIST_NAME_MAX = 20;

export function AuctionList({
  auctions,
  isInteractive,
  label,
}: {
  auctions: readonly AuctionView[];
  isInteractive: boolean;
  label: string;
}) {
  const now = useNow();
  const { t } = useTranslation('auctions');
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {auctions.map((auction) => (
        <li key={auction.id}>
          <AuctionCardLink
            auction={auction}
            isInteractive={isInteractive}
            className="flex items-center gap-3 rounded-2xl border border-line bg-card p-3 shadow-card transition-colors hover:border-gold-400 aria-disabled:hover:border-line"
          >
            <AuctionImage
              src={auction.imageUrl}
              className="size-18 shrink-0 rounded-xl"
              iconClassName="size-7"
            />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-bold text-ink" title={auction.title}>
                  {truncate(auction.title, LIST_NAME_MAX)}
                </h3>
                <AuctionStatusBadge status={auction.status} className="shrink-0" />
              </div>
              <p className="mt-1 flex items-center gap-1.5 text-xs text-ink-muted">
                <CalendarClock aria-hidden className="size-3.5 shrink-0" />
                {formatIndiaDateTime(auction.startsAt)}
              </p>
              <StartsIn auction={auction} now={now} />
              <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
                <span className="num font-semibold text-ink">
                  {t('card.fee', { amount: formatRupeeAmount(auction.registrationFee) })}
                </span>
                <span className="flex items-center gap-1 text-ink-muted">
                  <Users aria-hidden className="size-3.5" />
                  {t('card.teams', { count: auction.teamCount })}
                </span>
                {auction.isDemo ? <DemoBadge /> : null}
              </div>
            </div>
          </AuctionCardLink>
        </li>
      ))}
    </ul>
  );
}

/** 'Starts in 4 min' under a scheduled auction that starts within a day. */
function StartsIn({ auction, now }: { auction: AuctionView; now: number }) {
  const text = auction.status === 'SCHEDULED' ? startsInText(auction.startsAt, now) : null;
  if (!text) return null;
  return (
    <p className="num mt-1 flex items-center gap-1.5 text-xs font-bold text-gold-700">
      <Timer aria-hidden className="size-3.5 shrink-0" />
      {text}
    </p>
  );
}

export function AuctionListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul aria-hidden className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i}>
          <Card className="flex items-center gap-3 p-3">
            <Skeleton className="size-18 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-3 w-32" />
              <Skeleton className="h-3 w-24" />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
