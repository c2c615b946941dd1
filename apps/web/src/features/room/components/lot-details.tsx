import { clsx } from 'clsx';
import { CloudOff } from 'lucide-react';
import { memo } from 'react';
import { roomMessages } from '@/lib/messages/room';
import { currentPlayerOf, playerStatusLabel } from '../model/room-selectors';
import { useFrozenAtMs, useRoomContext, useRoomSelector } from '../room-context';
import { BidStatus } from './bid-status';
import { EndingEarlyNotice } from './ending-early-notice';
import { LastBids } from './last-bids';
import { LotActions } from './lot-actions';
import { PlayerCard } from './player-card';
import { XiNeedsStrip } from './xi-needs-strip';

const EMPTY: never[] = [];

/**
 * The player on the block, the price, the early close, the smart-bidding actions and the last bids.
 * While the connection is down it is frozen as it was (dimmed, clock stopped) under a notice that the
 * lot goes on without this phone.
 */
export const LotDetails = memo(function LotDetails() {
  const { myUserId } = useRoomContext();
  const frozenAtMs = useFrozenAtMs();
  const lot = useRoomSelector((s) => s.room?.currentLot ?? null);
  const player = useRoomSelector((s) => currentPlayerOf(s.room));
  const statusLabel = useRoomSelector((s) => {
    const p = currentPlayerOf(s.room);
    return p && s.room ? playerStatusLabel(p, s.room, s.room.myTeamId) : '';
  });
  const lastBids = useRoomSelector((s) => s.room?.lastBids ?? EMPTY);
  const isOutbid = useRoomSelector((s) => {
    const l = s.room?.currentLot;
    if (!l || myUserId === null || l.highestBidderId === myUserId) return false;
    return (s.room?.lastBids ?? []).some((b) => b.userId === myUserId);
  });
  if (!lot || !player) return null;
  const isFrozen = frozenAtMs !== null;
  return (
    <div
      className="relative flex flex-col gap-2"
      data-testid="lot"
      data-frozen={isFrozen || undefined}
    >
      {isFrozen ? (
        <p
          data-testid="frozen-lot"
          className="flex items-center gap-2 rounded-2xl border border-gold-400/60 bg-night-900 px-3 py-2 text-sm font-semibold text-gold-300"
        >
          <CloudOff aria-hidden className="size-4 shrink-0" />
          {roomMessages.room.frozenLot}
        </p>
      ) : null}
      <div
        aria-disabled={isFrozen || undefined}
        className={clsx(
          'flex flex-col gap-2 transition-[opacity,filter] motion-reduce:transition-none',
          isFrozen && 'opacity-50 grayscale',
        )}
      >
        <PlayerCard player={player} statusLabel={statusLabel} />
        <XiNeedsStrip />
        <BidStatus
          lot={lot}
          basePriceLakhs={player.basePriceLakhs}
          myUserId={myUserId}
          isOutbid={isOutbid}
          frozenAtMs={frozenAtMs}
        />
        <EndingEarlyNotice />
        <LotActions />
        <LastBids bids={lastBids} myUserId={myUserId} />
      </div>
    </div>
  );
});
