import { useTranslation } from 'react-i18next';
import { roomMessages } from '@/lib/messages/room';
import { clsx } from 'clsx';
import { memo, useEffect, useRef } from 'react';
import { displaySeconds, formatLotClock, useServerCountdown } from '../hooks/use-server-countdown';
import { useClockStopMs, useRoomContext, useRoomSelector } from '../room-context';

/** Seconds at which the remaining time is announced. */
const ANNOUNCE_AT = new Set([10, 5, 3]);

/**
 * The lot's 00:SS countdown from the server's `closesAt` and the measured clock offset (stopped while
 * the room is frozen, since the lot goes on elsewhere and this phone cannot tell how). The visible
 * clock is hidden from screen readers; they hear 10, 5 and 3 seconds through the live region.
 */
export const LotCountdown = memo(function LotCountdown({
  closesAt,
  frozenAtMs = null,
  compact = false,
}: {
  closesAt: string;
  /** Stands still at what was left at this server instant (the connection dropped). */
  frozenAtMs?: number | null;
  /** The lot strip above an open panel: smaller, same clock. */
  compact?: boolean;
}) {
  // Paused by the organiser, or a replay's clock: the countdown stands at that instant.
  const stopAtMs = useClockStopMs();
  const isPaused = useRoomSelector((s) => s.snapshot?.state.pausedAt != null);
  const ms = useServerCountdown(closesAt, frozenAtMs ?? stopAtMs) ?? 0;
  const seconds = displaySeconds(ms);
  const { store } = useRoomContext();
  const { t } = useTranslation('room');
  const announced = useRef<number | null>(null);

  useEffect(() => {
    if (
      frozenAtMs !== null ||
      isPaused ||
      !ANNOUNCE_AT.has(seconds) ||
      announced.current === seconds
    )
      return;
    announced.current = seconds;
    store.getState().announce(roomMessages.room.secondsLeft(seconds));
  }, [seconds, store, frozenAtMs, isPaused]);

  const isUrgent = seconds <= 5;
  return (
    <div
      className={clsx(
        'flex flex-col items-center justify-center rounded-2xl border',
        compact ? 'min-w-20 px-2 py-1' : 'min-w-24 px-3 py-2',
        isUrgent ? 'border-danger-600 bg-danger-600/15' : 'border-night-600 bg-night-800',
      )}
    >
      <span className="text-xs font-semibold text-night-200">{t('timeLeft')}</span>
      <span
        data-testid="lot-countdown"
        data-remaining-ms={Math.round(ms)}
        data-closes-at={closesAt}
        data-frozen={frozenAtMs !== null || undefined}
        data-paused={isPaused || undefined}
        aria-hidden
        className={clsx(
          'num font-extrabold',
          compact ? 'text-xl' : 'text-2xl',
          isUrgent ? 'text-white' : 'text-gold-300',
        )}
      >
        {formatLotClock(ms)}
      </span>
      <span className="sr-only">{roomMessages.room.secondsLeft(seconds)}</span>
    </div>
  );
});
