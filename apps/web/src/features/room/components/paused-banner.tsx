import { CirclePause } from 'lucide-react';
import { memo } from 'react';
import { organiserMessages } from '@/lib/messages/organiser';
import { useRoomSelector } from '../room-context';

/**
 * 'Paused by the organiser' while the auction's `pausedAt` is set: the room's countdowns
 * stand still meanwhile (room-context `useClockStopMs`), and the lot's close moves on resume.
 */
export const PausedBanner = memo(function PausedBanner() {
  const isPaused = useRoomSelector((s) => s.snapshot?.state.pausedAt != null);
  if (!isPaused) return null;
  return (
    <p
      role="status"
      data-testid="paused-banner"
      className="flex items-center justify-center gap-2 border-b border-gold-400/60 bg-gold-400/15 px-4 py-2 text-sm font-semibold text-gold-300"
    >
      <CirclePause aria-hidden className="size-4 shrink-0" />
      {organiserMessages.organiser.paused}
    </p>
  );
});
