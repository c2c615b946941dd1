import { playerTypeLabel } from '@/lib/player-type-label';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { Crown, Timer } from 'lucide-react';
import { memo } from 'react';
import { formatCrores } from '@/lib/format';
import { formatLotClock, useServerCountdown } from '../hooks/use-server-countdown';
import { bidderLabel, currentPlayerOf, playerOf } from '../model/room-selectors';
import { useFrozenAtMs, useRoomContext, useRoomSelector } from '../room-context';
import { EndingEarlyNotice } from './ending-early-notice';
import { LotCountdown } from './lot-countdown';

/**
 * The lot in one strip, shown above an open panel: the player, the price and its
 * leader, and the clock, so a panel never hides the auction. Between lots: when the next one opens.
 * A dialog over the room (Jump, Set max bid, the Bid log) shows it too, with `inDialog` (its test
 * ids prefixed `dialog-`, so they never clash with the room's own strip or card below the dialog).
 * A dialog bound to a lot passes `boundLotId`: once that lot has moved on the strip says so instead
 * of showing the next lot's price as if the dialog were about it.
 */
export const LotStrip = memo(function LotStrip({
  inDialog = false,
  boundLotId = null,
}: {
  inDialog?: boolean;
  boundLotId?: number | null;
}) {
  const { myUserId } = useRoomContext();
  const frozenAtMs = useFrozenAtMs();
  const lot = useRoomSelector((s) => s.room?.currentLot ?? null);
  const player = useRoomSelector((s) => currentPlayerOf(s.room));
  const { t } = useTranslation('room');
  const id = (name: string) => (inDialog ? `dialog-${name}` : name);
  if (boundLotId !== null && lot?.lotId !== boundLotId) {
    return (
      <p
        role="status"
        data-testid={id('lot-moved-on')}
        className="flex flex-none items-center gap-2 border-b border-night-800 bg-night-950/95 px-4 py-3 text-sm font-semibold text-gold-300"
      >
        <Timer aria-hidden className="size-4" />
        {t('strip.movedOn', { lotId: boundLotId })}
      </p>
    );
  }
  if (!lot || !player) return <BetweenStrip inDialog={inDialog} />;
  const hasBid = lot.currentBidLakhs !== null;
  const isMine = hasBid && lot.highestBidderId === myUserId;
  return (
    <section
      // In a dialog it is part of the dialog, not a second landmark of the same name.
      aria-label={inDialog ? undefined : t('bid.current')}
      data-testid={id('lot-strip')}
      data-lot-id={lot.lotId}
      data-frozen={frozenAtMs !== null || undefined}
      className={clsx(
        'flex flex-none flex-col gap-1.5 border-b border-night-800 bg-night-950/95 px-3 py-2',
        frozenAtMs !== null && 'opacity-60 grayscale',
      )}
    >
      <div className="flex items-stretch gap-2">
        <div
          className={clsx(
            'flex min-w-0 flex-1 flex-col justify-center rounded-2xl border px-3 py-1',
            isMine ? 'border-gold-400 bg-gold-400/10' : 'border-night-700 bg-night-900/80',
          )}
        >
          <span className="truncate text-xs font-semibold text-night-200">
            <span className="text-gold-300">{playerTypeLabel(player.type)}</span> ·{' '}
            <span className="text-white" data-testid={id('lot-player-name')}>
              {player.name}
            </span>
          </span>
          <span className="flex min-w-0 items-baseline gap-2">
            <span
              key={lot.bidCount}
              data-testid={id('current-bid')}
              className="num rounded-lg text-xl font-extrabold text-gold-400 motion-safe:animate-price-flash"
            >
              {formatCrores(lot.currentBidLakhs ?? player.basePriceLakhs)}
            </span>
            <span className="flex min-w-0 items-center gap-1 text-xs text-night-200">
              {hasBid ? (
                <>
                  <Crown aria-hidden className="size-3.5 shrink-0" />
                  <strong className="truncate text-white" data-testid={id('highest-bidder')}>
                    {bidderLabel(lot.highestBidderId, lot.highestBidderName, myUserId)}
                  </strong>
                </>
              ) : (
                <span data-testid={id('highest-bidder')}>{t('bid.noBids')}</span>
              )}
            </span>
          </span>
        </div>
        <LotCountdown closesAt={lot.closesAt} frozenAtMs={frozenAtMs} compact />
      </div>
      <EndingEarlyNotice compact />
    </section>
  );
});

/** Between lots, in one line: when the next player comes up, and who. */
const BetweenStrip = memo(function BetweenStrip({ inDialog }: { inDialog: boolean }) {
  const nextLotAt = useRoomSelector((s) => s.room?.nextLotAt ?? null);
  const nextName = useRoomSelector((s) => playerOf(s.room, s.room?.nextPlayerId)?.name ?? null);
  const ms = useServerCountdown(nextLotAt, useFrozenAtMs());
  const { t } = useTranslation('room');
  return (
    <section
      aria-label={inDialog ? undefined : t('between.nextLot')}
      data-testid={inDialog ? 'dialog-lot-strip' : 'lot-strip'}
      className="num flex flex-none items-center gap-2 border-b border-night-800 bg-night-950/95 px-4 py-3 text-sm text-night-200"
    >
      <Timer aria-hidden className="size-4 text-gold-300" />
      {ms !== null && ms > 0
        ? t('between.nextIn', { clock: formatLotClock(ms) })
        : t('between.nextMoment')}
      {nextName ? (
        <span className="min-w-0 truncate">
          · <strong className="text-white">{nextName}</strong>
        </span>
      ) : null}
    </section>
  );
});
