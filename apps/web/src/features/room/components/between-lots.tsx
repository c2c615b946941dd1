import { clsx } from 'clsx';
import { BadgeCheck, Ban, Timer } from 'lucide-react';
import { memo } from 'react';
import { formatCrores } from '@/lib/format';
import { formatLotClock, useServerCountdown } from '../hooks/use-server-countdown';
import { bidderLabel, lakhsOf, playerOf } from '../model/room-selectors';
import { useClockStopMs, useFrozenAtMs, useRoomContext, useRoomSelector } from '../room-context';

/**
 * Between two lots: how the last one ended, and when the next player comes up (the engine's
 * `nextLotOpensAt`). Dimmed with the clock stopped while the connection is down.
 */
export const BetweenLots = memo(function BetweenLots() {
  const { myUserId } = useRoomContext();
  const result = useRoomSelector((s) => s.room?.lastResult ?? null);
  const nextLotAt = useRoomSelector((s) => s.room?.nextLotAt ?? null);
  const frozenAtMs = useFrozenAtMs();
  const ms = useServerCountdown(nextLotAt, useClockStopMs());
  const nextName = useRoomSelector((s) => playerOf(s.room, s.room?.queue[0])?.name ?? null);
  const isSold = result?.status === 'SOLD';
  return (
    <section
      data-testid="between-lots"
      aria-label="Last lot"
      data-frozen={frozenAtMs !== null || undefined}
      className={clsx(
        'flex flex-col items-center gap-2 rounded-3xl border border-night-700 bg-night-900/80 px-4 py-6 text-center',
        frozenAtMs !== null && 'opacity-50 grayscale',
      )}
    >
      {result ? (
        <>
          {isSold ? (
            <BadgeCheck aria-hidden className="size-10 text-success-600" />
          ) : (
            <Ban aria-hidden className="size-10 text-night-200" />
          )}
          <h2 className="text-lg font-extrabold text-white">{result.playerName}</h2>
          <p className="num text-sm text-night-200">
            {isSold ? (
              <>
                <strong className="text-white">SOLD</strong> to{' '}
                <strong className="text-white">
                  {bidderLabel(result.userId, result.username, myUserId)}
                </strong>{' '}
                for{' '}
                <strong className="text-gold-300">
                  {formatCrores(lakhsOf(result.amount ?? 0))}
                </strong>
              </>
            ) : (
              <strong className="text-white">UNSOLD</strong>
            )}
          </p>
        </>
      ) : (
        <h2 className="text-lg font-extrabold text-white">Next player coming up</h2>
      )}
      <p className="num mt-2 flex items-center gap-1.5 text-sm text-night-200">
        <Timer aria-hidden className="size-4 text-gold-300" />
        {ms !== null && ms > 0 ? (
          <>Next player in {formatLotClock(ms)}</>
        ) : (
          'Next player in a moment…'
        )}
      </p>
      {nextName ? (
        <p className="text-sm text-night-200">
          Up next: <strong className="text-white">{nextName}</strong>
        </p>
      ) : null}
    </section>
  );
});
