import { StarButton } from './star-button';
import { useRoomWatchList } from './use-room-watch-list';

/** The star toggle on the lot card, for a viewer who may star (nothing for a spectator). */
export function LotStar({ auctionPlayerId, name }: { auctionPlayerId: string; name: string }) {
  const watch = useRoomWatchList();
  if (!watch.canStar) return null;
  return (
    <StarButton
      name={name}
      isStarred={watch.starred.has(auctionPlayerId)}
      onToggle={() => watch.toggle(auctionPlayerId)}
    />
  );
}
