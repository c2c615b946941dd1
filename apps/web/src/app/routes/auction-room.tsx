/**
 * `/auctionRoom/{auctionId}` and `/auction-room?auctionId=` (spec 001 §2): the live room, a lazy chunk.
 * Everything comes from the URL and the room socket, so a reload or a pasted link lands in the same room.
 * The room is outside the signed-in frame, so it opens the live wallet channel itself: a prize
 * credited as the auction ends shows its toast here ("You won ₹120.00 in …").
 */
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { SideMenu } from '@/app/layout/side-menu';
import { useSessionWatcher } from '@/features/accounts/hooks/use-session-watcher';
import { RoomAuditBar, RoomAuditBarPlaceholder } from '@/features/audit/components/room-audit-bar';
import { RoomScreen } from '@/features/room/components/room-screen';
import { OrganiserDesk } from '@/features/room/components/organiser-desk';
import { WalletLive } from '@/features/wallet/components/wallet-live';

export function AuctionRoomRoute() {
  useSessionWatcher();
  const params = useParams();
  const [search] = useSearchParams();
  const auctionId = (params.auctionId ?? search.get('auctionId') ?? '').trim();
  const [isMenuOpen, setMenuOpen] = useState(false);
  return (
    <>
      {/* A new auction id is a new room: remount so nothing of the old one carries over. */}
      <RoomScreen
        key={auctionId}
        auctionId={auctionId}
        onOpenMenu={() => setMenuOpen(true)}
        renderAuditBar={(info) => (info ? <RoomAuditBar {...info} /> : <RoomAuditBarPlaceholder />)}
        desk={<OrganiserDesk />}
      />
      <SideMenu isOpen={isMenuOpen} onClose={() => setMenuOpen(false)} />
      <WalletLive />
    </>
  );
}
