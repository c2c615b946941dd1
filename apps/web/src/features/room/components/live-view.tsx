import { clsx } from 'clsx';
import { CloudOff } from 'lucide-react';
import { memo } from 'react';
import { Messages } from '@/lib/messages';
import { currentPlayerOf, myTeamOf, playerStatusLabel } from '../model/room-selectors';
import { useFrozenAtMs, useRoomContext, useRoomSelector } from '../room-context';
import { BetweenLots } from './between-lots';
import { BidControls } from './bid-controls';
import { BidStatus } from './bid-status';
import { LastBids } from './last-bids';
import { PlayerCard } from './player-card';
import { PurseBar } from './purse-bar';
import { SheetTabBar } from './sheet-tab-bar';

/** The bidding screen: the lot (or the last result between lots) above, the controls in thumb reach. */
export const LiveView = memo(function LiveView() {
  const { isReadOnly = false } = useRoomContext();
  const hasLot = useRoomSelector((s) => s.room?.currentLot != null);
  return (
    <div className="flex flex-1 flex-col">
      <div className="flex flex-1 flex-col gap-3 px-4 pt-3 pb-4">
        {hasLot ? <LotDetails /> : <BetweenLots />}
        <div className="mt-auto">
          <MyPurse />
        </div>
      </div>
      <div className="sticky bottom-0 z-20 flex flex-col gap-2 border-t border-night-800 bg-night-950/95 px-3 pt-3 pb-safe-4 backdrop-blur">
        {isReadOnly ? null : <BidControls />}
        <SheetTabBar />
      </div>
    </div>
  );
});

/**
 * The player on the block, the price and the last bids. While the connection is down it is frozen as
 * it was (dimmed, clock stopped) under a notice that the lot goes on without this phone (issue 22 §2).
 */
const LotDetails = memo(function LotDetails() {
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
      className="relative flex flex-col gap-3"
      data-testid="lot"
      data-frozen={isFrozen || undefined}
    >
      {isFrozen ? (
        <p
          data-testid="frozen-lot"
          className="flex items-center gap-2 rounded-2xl border border-gold-400/60 bg-night-900 px-3 py-2 text-sm font-semibold text-gold-300"
        >
          <CloudOff aria-hidden className="size-4 shrink-0" />
          {Messages.room.frozenLot}
        </p>
      ) : null}
      <div
        aria-disabled={isFrozen || undefined}
        className={clsx(
          'flex flex-col gap-3 transition-[opacity,filter] motion-reduce:transition-none',
          isFrozen && 'opacity-50 grayscale',
        )}
      >
        <PlayerCard player={player} statusLabel={statusLabel} />
        <BidStatus
          lot={lot}
          basePriceLakhs={player.basePriceLakhs}
          myUserId={myUserId}
          isOutbid={isOutbid}
          frozenAtMs={frozenAtMs}
        />
        <LastBids bids={lastBids} myUserId={myUserId} />
      </div>
    </div>
  );
});

const EMPTY: never[] = [];

const MyPurse = memo(function MyPurse() {
  const remaining = useRoomSelector((s) => myTeamOf(s.room)?.purseRemainingLakhs ?? null);
  const total = useRoomSelector((s) => myTeamOf(s.room)?.purseTotalLakhs ?? null);
  const count = useRoomSelector((s) => myTeamOf(s.room)?.squad.length ?? 0);
  if (remaining === null || total === null) return null;
  return <PurseBar remainingLakhs={remaining} totalLakhs={total} playerCount={count} />;
});
