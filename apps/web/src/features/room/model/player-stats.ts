/**
 * What the sheet says about a player, and nothing it does not:
 * the best batting-order slot and its points, the slots that score at all, and the bonus. Points
 * count only for the slot the owner puts the player in (ARCHITECTURE.md §4 "Scoring").
 */
import type { RoomPlayerView } from '@bidxi/protocol';
import { roomMessages } from '@/lib/messages/room';

export interface PlayerStats {
  /** The slot (1–11) with the most points; the first of equals. Null when no slot scores. */
  bestSlot: number | null;
  bestPoints: number;
  /** The first and last slot with points (e.g. 1–5), null when none. */
  scoringRange: readonly [number, number] | null;
  bonus: number;
}

/** The stats of one sheet row. */
export function playerStatsOf(player: Pick<RoomPlayerView, 'slotPoints' | 'bonus'>): PlayerStats {
  let bestSlot: number | null = null;
  let bestPoints = 0;
  let first = 0;
  let last = 0;
  player.slotPoints.forEach((points, i) => {
    if (points <= 0) return;
    if (first === 0) first = i + 1;
    last = i + 1;
    if (points > bestPoints) {
      bestPoints = points;
      bestSlot = i + 1;
    }
  });
  return {
    bestSlot,
    bestPoints,
    scoringRange: first === 0 ? null : [first, last],
    bonus: player.bonus,
  };
}

/** 'Best at #3: 875 pts · scores at #1–5 · bonus 50' (the bonus only when there is one). */
export function statsLineOf(stats: PlayerStats): string {
  const texts = roomMessages.room.stats;
  if (stats.bestSlot === null) {
    return stats.bonus > 0 ? `${texts.none} · ${texts.bonus(stats.bonus)}` : texts.none;
  }
  const [from, to] = stats.scoringRange!;
  const parts = [
    texts.bestAt(stats.bestSlot, stats.bestPoints),
    from === to ? texts.scoresOnly(from) : texts.scoresFrom(from, to),
  ];
  if (stats.bonus > 0) parts.push(texts.bonus(stats.bonus));
  return parts.join(' · ');
}
