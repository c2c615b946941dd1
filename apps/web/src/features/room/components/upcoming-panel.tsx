import { PLAYER_TYPES } from '@bidxi/engine';
import type { RoomPlayerView } from '@bidxi/protocol';
import { memo, useMemo } from 'react';
import { formatCrores } from '@/lib/format';
import { useRoomSelector } from '../room-context';
import { PlayerAvatar } from './player-avatar';

/** Upcoming players sorted by order, then Batter, Bowler, Wicket-Keeper, All-Rounder (spec 001 §2). */
export function sortUpcoming(players: readonly RoomPlayerView[], queue: readonly string[]) {
  const position = new Map(queue.map((id, i) => [id, i]));
  const typeRank = (p: RoomPlayerView) => PLAYER_TYPES.indexOf(p.type);
  return players
    .filter((p) => position.has(p.auctionPlayerId))
    .sort(
      (a, b) =>
        a.lotGroup - b.lotGroup ||
        typeRank(a) - typeRank(b) ||
        (position.get(a.auctionPlayerId) ?? 0) - (position.get(b.auctionPlayerId) ?? 0),
    );
}

export const UpcomingPanel = memo(function UpcomingPanel() {
  const players = useRoomSelector((s) => s.room?.players);
  const queue = useRoomSelector((s) => s.room?.queue);
  const upcoming = useMemo(() => sortUpcoming(players ?? [], queue ?? []), [players, queue]);
  if (upcoming.length === 0) {
    return <p className="p-4 text-sm text-night-200">No players are waiting to be auctioned.</p>;
  }
  return (
    <ol className="divide-y divide-night-800 px-4" data-testid="upcoming-panel">
      {upcoming.map((p) => (
        <li key={p.auctionPlayerId} className="flex items-center gap-3 py-2.5">
          <PlayerAvatar name={p.name} imageUrl={p.imageUrl} className="size-10 text-sm" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-white">{p.name}</span>
            <span className="block text-xs text-night-200">
              {p.type} · Order {p.lotGroup} · Available
            </span>
          </span>
          <span className="num text-sm font-semibold text-gold-300">
            <span className="sr-only">Base price </span>
            {formatCrores(p.basePriceLakhs)}
          </span>
        </li>
      ))}
    </ol>
  );
});
