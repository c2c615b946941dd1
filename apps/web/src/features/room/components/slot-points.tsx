import { useTranslation } from 'react-i18next';
import type { RoomPlayerView } from '@bidxi/protocol';
import { clsx } from 'clsx';
import { memo } from 'react';
import { playerStatsOf, statsLineOf } from '../model/player-stats';

/**
 * The player's points for batting slots 1–11, before anyone buys them: one row of
 * slot numbers and one of points, the best slot in gold, non-scoring slots dimmed.
 */
export const SlotPointsTable = memo(function SlotPointsTable({
  player,
}: {
  player: Pick<RoomPlayerView, 'name' | 'slotPoints' | 'bonus'>;
}) {
  const { bestSlot } = playerStatsOf(player);
  const { t } = useTranslation('room');
  return (
    <table
      className="num w-full table-fixed border-separate border-spacing-x-0.5 border-spacing-y-0.5 text-center text-xs tracking-tight"
      data-testid="slot-points"
    >
      <caption className="sr-only">
        {t('slots.caption', { name: player.name })}
        {player.bonus > 0 ? t('slots.captionBonus', { bonus: player.bonus }) : ''}
      </caption>
      <thead>
        <tr className="text-night-400">
          {/* The row names fit a desktop; on a phone every pixel goes to the 11 numbers. */}
          <th scope="row" className="hidden text-left font-semibold lg:table-cell lg:w-10">
            {t('slots.slot')}
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
          <th
            scope="row"
            className="hidden text-left font-semibold text-night-400 lg:table-cell lg:w-10"
          >
            {t('slots.pts')}
          </th>
          {player.slotPoints.map((points, i) => (
            <td
              key={i}
              data-best={i + 1 === bestSlot || undefined}
              className={clsx(
                'rounded-md px-0 py-1 font-semibold',
                i + 1 === bestSlot
                  ? 'bg-gold-400 text-night-950'
                  : points > 0
                    ? 'bg-night-800 text-white'
                    : 'bg-night-900 text-night-400',
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
