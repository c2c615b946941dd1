import type { RoomPlayerView } from '@bidxi/protocol';
import { clsx } from 'clsx';
import { memo } from 'react';
import { playerStatsOf, statsLineOf } from '../model/player-stats';

/**
 * The player's points for batting slots 1–11, before anyone buys them (issue 18 §8): one row of
 * slot numbers and one of points, the best slot in gold, non-scoring slots dimmed.
 */
export const SlotPointsTable = memo(function SlotPointsTable({
  player,
}: {
  player: Pick<RoomPlayerView, 'name' | 'slotPoints' | 'bonus'>;
}) {
  const { bestSlot } = playerStatsOf(player);
  return (
    <table className="num w-full table-fixed text-center text-xs" data-testid="slot-points">
      <caption className="sr-only">
        {player.name}: points by batting slot
        {player.bonus > 0 ? `, plus a bonus of ${player.bonus}` : ''}
      </caption>
      <thead>
        <tr className="text-night-400">
          <th scope="row" className="w-11 pr-1 text-left font-semibold">
            Slot
          </th>
          {player.slotPoints.map((_, i) => (
            <th key={i} scope="col" className="py-0.5 font-semibold">
              {i + 1}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" className="pr-1 text-left font-semibold text-night-400">
            Pts
          </th>
          {player.slotPoints.map((points, i) => (
            <td
              key={i}
              data-best={i + 1 === bestSlot || undefined}
              className={clsx(
                'rounded-md py-1 font-semibold',
                i + 1 === bestSlot
                  ? 'bg-gold-400 text-night-950'
                  : points > 0
                    ? 'text-white'
                    : 'text-night-400',
              )}
            >
              {points}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
});

/** The one-line summary of the sheet row (model/player-stats.ts). */
export function PlayerStatsLine({
  player,
  className,
}: {
  player: Pick<RoomPlayerView, 'slotPoints' | 'bonus'>;
  className?: string;
}) {
  return (
    <p
      className={clsx('num truncate text-xs text-night-200', className)}
      data-testid="player-stats"
    >
      {statsLineOf(playerStatsOf(player))}
    </p>
  );
}
