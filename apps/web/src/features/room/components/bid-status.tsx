import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { Crown, TrendingDown } from 'lucide-react';
import { memo } from 'react';
import type { RoomLotView } from '@bidxi/protocol';
import { formatCrores } from '@/lib/format';
import { roomMessages } from '@/lib/messages/room';
import { bidderLabel } from '../model/room-selectors';
import { LotCountdown } from './lot-countdown';

/**
 * The price and who holds it: the current bid in gold (flashing on a change), 'You' or the leader's
 * name, an outbid notice, and the countdown. State is in words and icons, not colour alone.
 */
export const BidStatus = memo(function BidStatus({
  lot,
  basePriceLakhs,
  myUserId,
  isOutbid,
  frozenAtMs = null,
}: {
  lot: RoomLotView;
  basePriceLakhs: number;
  myUserId: string | null;
  isOutbid: boolean;
  /** The server instant the room froze at (connection lost), or null. */
  frozenAtMs?: number | null;
}) {
  const hasBid = lot.currentBidLakhs !== null;
  const { t } = useTranslation('room');
  const isMine = hasBid && lot.highestBidderId === myUserId;
  return (
    <section
      aria-label={t('bid.current')}
      data-testid="bid-status"
      data-bid-count={lot.bidCount}
      className="flex items-stretch gap-3"
    >
      <div
        className={clsx(
          'flex min-w-0 flex-1 flex-col justify-center rounded-2xl border px-4 py-2',
          isMine ? 'border-gold-400 bg-gold-400/10' : 'border-night-700 bg-night-900/80',
        )}
      >
        <span className="text-xs font-semibold text-night-200">
          {hasBid ? t('bid.current') : t('bid.opening')}
        </span>
        <span
          key={lot.bidCount}
          data-testid="current-bid"
          className="num -mx-1 self-start rounded-lg px-1 text-2xl font-extrabold text-gold-400 motion-safe:animate-price-flash"
        >
          {formatCrores(lot.currentBidLakhs ?? basePriceLakhs)}
        </span>
        <span className="flex min-w-0 items-center gap-1.5 text-sm">
          {hasBid ? (
            <>
              <Crown
                aria-hidden
                className={clsx('size-4 shrink-0', isMine ? 'text-gold-400' : 'text-night-200')}
              />
              <span className="text-night-200">{t('bid.highest')}</span>
              <strong className="truncate text-white" data-testid="highest-bidder">
                {bidderLabel(lot.highestBidderId, lot.highestBidderName, myUserId)}
              </strong>
            </>
          ) : (
            <span className="text-night-200" data-testid="highest-bidder">
              {t('bid.noBids')}
            </span>
          )}
        </span>
        {isOutbid ? (
          <span
            data-testid="outbid"
            className="mt-1 inline-flex items-center gap-1 self-start rounded-full bg-danger-600 px-2 py-0.5 text-xs font-bold text-white"
          >
            <TrendingDown aria-hidden className="size-3.5" />
            {roomMessages.room.outbid}
          </span>
        ) : null}
      </div>
      <LotCountdown closesAt={lot.closesAt} frozenAtMs={frozenAtMs} />
    </section>
  );
});
