import { WifiOff } from 'lucide-react';
import { memo } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { roomMessages } from '@/lib/messages/room';
import { useRoomSelector } from '../room-context';

/**
 * While the socket is down: say so, and that the auction goes on without this phone (the lot below is
 * frozen as it was and bidding waits for the connection).
 */
export const ReconnectingBanner = memo(function ReconnectingBanner() {
  const connection = useRoomSelector((s) => s.connection);
  const hasRoom = useRoomSelector((s) => s.room !== null);
  const hasFatal = useRoomSelector((s) => s.fatal !== null);
  if (connection === 'connected' || !hasRoom || hasFatal) return null;
  return (
    <div
      role="status"
      data-testid="reconnecting-banner"
      className="flex items-center gap-2 bg-gold-400 px-4 py-2 text-sm font-semibold text-night-950"
    >
      {connection === 'offline' ? (
        <WifiOff aria-hidden className="size-4" />
      ) : (
        <Spinner className="size-4" />
      )}
      {connection === 'offline' ? roomMessages.room.offline : roomMessages.room.reconnecting}
    </div>
  );
});
