import { memo } from 'react';
import { useRoomSelector } from '../room-context';

/** The polite live region: price, leader, 'You have been outbid', results and 10/5/3 seconds left. */
export const LiveAnnouncer = memo(function LiveAnnouncer() {
  const announcement = useRoomSelector((s) => s.announcement);
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      role="status"
      className="sr-only"
      data-testid="room-announcer"
    >
      <span key={announcement.id}>{announcement.text}</span>
    </div>
  );
});
