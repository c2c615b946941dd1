/**
 * A max-bid form is bound to what the player saw when they opened it (ARCHITECTURE.md §5): set on the
 * player on the block, it lives as long as that lot; set from Upcoming, it lives while its player
 * waits in the queue (the figures follow the room) and closes once the player comes on the block,
 * where the floor and the proxies' bids change at once, or is no longer available.
 */
import type { AuctionState } from '@bidxi/engine';
import { smartBiddingMessages } from '@/lib/messages/smart-bidding';
import type { MaxBidForm } from '../model/room-store';

/**
 * Why `form` must close in `state`, in words for the player, or null while it still holds.
 *
 * @example
 * formClosedReason({ playerId: 'p1', lotId: 4 }, afterTheClose);
 * // 'Rohit Sharma was sold — your max bid was not saved.'
 */
export function formClosedReason(form: MaxBidForm, state: AuctionState): string | null {
  const player = state.players[form.playerId];
  const name = player?.name ?? '';
  const lot = state.currentLot;
  if (form.lotId !== null) {
    if (lot?.lotId === form.lotId) return null;
    const outcome =
      player?.status === 'SOLD' ? 'sold' : player?.status === 'UNSOLD' ? 'unsold' : 'closed';
    return smartBiddingMessages.bidding.formClosed(name, outcome);
  }
  if (lot?.playerId === form.playerId)
    return smartBiddingMessages.bidding.formClosed(name, 'on-block');
  if (player?.status !== 'AVAILABLE') return smartBiddingMessages.bidding.formClosed(name, 'gone');
  return null;
}
