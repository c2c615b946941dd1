import { memo } from 'react';
import { currentPlayerOf, lakhsOf, myTeamOf, playerStatusLabel } from '../model/room-selectors';
import { useRoomContext, useRoomSelector } from '../room-context';
import { BetweenLots } from './between-lots';
import { BidControls } from './bid-controls';
import { BidStatus } from './bid-status';
import { LastBids } from './last-bids';
import { PlayerCard } from './player-card';
import { PurseBar } from './purse-bar';
import { SheetTabBar } from './sheet-tab-bar';

/** The bidding screen: the lot (or the last result between lots) above, the controls in thumb reach. */
export const LiveView = memo(function LiveView() {
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
        <BidControls />
        <SheetTabBar />
      </div>
    </div>
  );
});

const LotDetails = memo(function LotDetails() {
  const { myUserId } = useRoomContext();
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
  return (
    <>
      <PlayerCard player={player} statusLabel={statusLabel} />
      <BidStatus
        lot={lot}
        basePriceLakhs={player.basePriceLakhs}
        myUserId={myUserId}
        isOutbid={isOutbid}
      />
      <LastBids bids={lastBids} myUserId={myUserId} />
    </>
  );
});

const EMPTY: never[] = [];

const MyPurse = memo(function MyPurse() {
  const remaining = useRoomSelector((s) => myTeamOf(s.room)?.purseRemainingLakhs ?? null);
  const total = useRoomSelector((s) => {
    const t = myTeamOf(s.room);
    return t ? lakhsOf(t.purseTotal) : null;
  });
  const count = useRoomSelector((s) => myTeamOf(s.room)?.squad.length ?? 0);
  if (remaining === null || total === null) return null;
  return <PurseBar remainingLakhs={remaining} totalLakhs={total} playerCount={count} />;
});
