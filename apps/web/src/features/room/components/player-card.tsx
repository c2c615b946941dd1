import { memo } from 'react';
import type { RoomPlayerView } from '@bidxi/protocol';
import { formatCrores } from '@/lib/format';
import { maxPointsOf } from '../model/room-selectors';
import { PlayerAvatar } from './player-avatar';

/** The player on the block: picture, name, type, points and base price (spec 001 §2 "Live view"). */
export const PlayerCard = memo(function PlayerCard({
  player,
  statusLabel,
}: {
  player: RoomPlayerView;
  statusLabel: string;
}) {
  return (
    <section
      aria-label="Player on the block"
      className="flex items-center gap-3 rounded-3xl border border-night-700 bg-night-900/80 p-3"
    >
      <PlayerAvatar name={player.name} imageUrl={player.imageUrl} className="size-16 text-xl" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-gold-300 uppercase">
          {player.type}
          <span className="text-night-200"> · {statusLabel}</span>
        </p>
        <h2 className="truncate text-xl font-extrabold text-white" data-testid="lot-player-name">
          {player.name}
        </h2>
        <dl className="num mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-night-200">
          <div className="flex gap-1">
            <dt>Base</dt>
            <dd className="font-semibold text-white">{formatCrores(player.basePriceLakhs)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Points</dt>
            <dd className="font-semibold text-white">{maxPointsOf(player)}</dd>
          </div>
          {player.bonus > 0 ? (
            <div className="flex gap-1">
              <dt>Bonus</dt>
              <dd className="font-semibold text-white">{player.bonus}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </section>
  );
});
