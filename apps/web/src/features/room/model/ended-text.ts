import type { AuctionState } from '@bidxi/engine';
import { roomMessages } from '@/lib/messages/room';

/**
 * What the room says when bidding is over: the spec's "All players have been sold" only when that
 * is true, else how many players went unsold (never sold, or left when bidding ended).
 */
export function endedText(state: Pick<AuctionState, 'players'> | null): string {
  if (!state) return roomMessages.room.ended;
  const unsold = Object.values(state.players).filter((p) => p.status !== 'SOLD').length;
  return unsold === 0 ? roomMessages.room.ended : roomMessages.room.endedUnsold(unsold);
}
