/**
 * A league's organiser runs it from the room screen they already use: the admin desk's controls
 * (pause, resume, add time, skip, undo the last sale, end, spectator link), sent with the player's
 * token to `/api/auctions/{id}/organiser/…` and fed by this screen's own room state (one
 * connection). Shown only to the auction's organiser; folded away until opened.
 */
import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import { useAuction } from '@/features/auctions/api/get-auction';
import { OrganiserControls } from '@/features/admin/organiser/components/organiser-controls';
import { serverClock } from '@/features/room/clock/server-clock';
import { useRoomContext, useRoomSelector } from '@/features/room/room-context';

export function OrganiserDesk() {
  const { t } = useTranslation('leagues');
  const { auctionId, myUserId, isReadOnly = false } = useRoomContext();
  const auction = useAuction(auctionId, { enabled: !isReadOnly && myUserId !== null }).data;
  const state = useRoomSelector((s) => s.snapshot?.state ?? null);
  const offsetMs = useStore(serverClock, (s) => s.offsetMs);
  if (isReadOnly || !auction?.organiserId || auction.organiserId !== myUserId) return null;
  return (
    <details className="border-b border-night-800 px-3 py-2" data-testid="organiser-desk">
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-bold text-gold-300">
        {t('desk.open')}
      </summary>
      <div className="pb-2">
        <OrganiserControls
          auctionId={auctionId}
          isLive={auction.status === 'LIVE' || state !== null}
          scope="organiser"
          room={state ? { state, offsetMs } : null}
        />
      </div>
    </details>
  );
}
