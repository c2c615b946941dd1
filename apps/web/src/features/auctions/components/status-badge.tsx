import { useTranslation } from 'react-i18next';
import type { AuctionStatus } from '@bidxi/protocol';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<AuctionStatus, BadgeTone> = {
  LIVE: 'success',
  SCHEDULED: 'gold',
  COMPLETED: 'neutral',
  CANCELLED: 'danger',
};

/** LIVE / SCHEDULED / COMPLETED (spec 001 §3), LIVE with a pulsing dot. */
export function AuctionStatusBadge({
  status,
  className,
}: {
  status: AuctionStatus;
  className?: string;
}) {
  const { t } = useTranslation('auctions');
  return (
    <Badge tone={TONES[status]} className={className}>
      {status === 'LIVE' ? (
        <span aria-hidden className="relative flex size-2">
          <span className="absolute inline-flex size-full rounded-full bg-success-600 opacity-60 motion-safe:animate-ping" />
          <span className="relative inline-flex size-2 rounded-full bg-success-600" />
        </span>
      ) : null}
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Marks the practice auction BidXI schedules for newcomers. */
export function DemoBadge({ className }: { className?: string }) {
  const { t } = useTranslation('auctions');
  return (
    <Badge tone="night" className={className}>
      {t('demo')}
    </Badge>
  );
}

/** Marks a player's own practice auction vs bots. */
export function PracticeBadge({ className }: { className?: string }) {
  const { t } = useTranslation('auctions');
  return (
    <Badge tone="night" className={className}>
      {t('practice')}
    </Badge>
  );
}
