/**
 * `/watch/{id}?t={token}`: the live room for anyone with the organiser's spectator link,
 * signed in or not — read-only (no bid controls, no chat input) under a 'Spectating' badge. A link
 * that is off or replaced, or a full room, shows its own screen (room-connection hook).
 */
import { useParams, useSearchParams } from 'react-router';
import { RoomScreen } from '@/features/room/components/room-screen';
import { SpectatingBadge } from '@/features/spectate/components/spectating-badge';
import { WatchLinkError } from '@/features/spectate/components/watch-link-error';

export function WatchRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = (search.get('t') ?? '').trim();
  if (!id || !token) return <WatchLinkError />;
  return (
    <RoomScreen
      key={`${id}:${token}`}
      auctionId={id}
      mode={{ kind: 'spectator', spectatorToken: token }}
      badge={<SpectatingBadge />}
    />
  );
}
