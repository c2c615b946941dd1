import { memo } from 'react';
import { useWideLayout } from '../hooks/use-wide-layout';
import { myTeamOf } from '../model/room-selectors';
import { useRoomContext, useRoomSelector } from '../room-context';
import { BetweenLots } from './between-lots';
import { BidControls } from './bid-controls';
import { ChatTicker } from './chat-ticker';
import { LiveViewWide } from './live-view-wide';
import { LotDetails } from './lot-details';
import { LotStrip } from './lot-strip';
import { MaxBidModal } from './max-bid-modal';
import { NextUpStrip } from './next-up-strip';
import { PurseBar } from './purse-bar';
import { RoomDrawer } from './room-drawer';
import { SheetTabBar } from './sheet-tab-bar';
import { RoomAlerts } from '../watch/room-alerts';

/**
 * The bidding screen (the auction always in view). Closed panels: the lot (or the last
 * result between lots), a "next 3" strip, a one-line chat ticker and the purse. An open panel takes
 * the lot's place and the lot shrinks to one strip above it, with the clock and the price; the bid
 * controls stay docked below either way, so nothing a panel shows ever hides them. From 1024 px the
 * panels are side columns instead ({@link LiveViewWide}).
 */
export const LiveView = memo(function LiveView() {
  const { isReadOnly = false } = useRoomContext();
  const hasLot = useRoomSelector((s) => s.room?.currentLot != null);
  const isPanelOpen = useRoomSelector((s) => s.sheetTab !== null);
  const isWide = useWideLayout();
  if (isWide) {
    return (
      <>
        <LiveViewWide purse={<MyPurse />} />
        {isReadOnly ? null : <MaxBidModal />}
      </>
    );
  }
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {isPanelOpen ? (
        <>
          <LotStrip />
          <RoomDrawer />
        </>
      ) : (
        <div className="relative flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto px-4 pt-3 pb-3">
          {hasLot ? <LotDetails /> : <BetweenLots />}
          <NextUpStrip />
          <ChatTicker />
          <div className="mt-auto">
            <MyPurse />
          </div>
        </div>
      )}
      <div className="z-20 flex flex-none flex-col gap-2 border-t border-night-800 bg-night-950/95 px-3 pt-3 pb-safe-4 backdrop-blur">
        <RoomAlerts />
        {isReadOnly ? null : <BidControls />}
        <SheetTabBar />
      </div>
      {isReadOnly ? null : <MaxBidModal />}
    </div>
  );
});

const MyPurse = memo(function MyPurse() {
  const remaining = useRoomSelector((s) => myTeamOf(s.room)?.purseRemainingLakhs ?? null);
  const total = useRoomSelector((s) => myTeamOf(s.room)?.purseTotalLakhs ?? null);
  const maxBid = useRoomSelector((s) => myTeamOf(s.room)?.maxBidLakhs ?? null);
  const count = useRoomSelector((s) => myTeamOf(s.room)?.squad.length ?? 0);
  if (remaining === null || total === null) return null;
  return (
    <PurseBar
      remainingLakhs={remaining}
      totalLakhs={total}
      maxBidLakhs={maxBid}
      playerCount={count}
    />
  );
});
