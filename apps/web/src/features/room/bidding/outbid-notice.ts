/**
 * A bid that lost a race: the server refuses it `BID_TOO_LOW` because another bid
 * landed first. Say so with the lot's price now — 'Outbid while you tapped — now 4.75 Cr' — instead
 * of the jump field's 'Bid amount cannot be less than current bid!'. The winning bid's event may reach
 * this phone just after the refusal (another node), so the toast is updated once it does.
 */
import { ErrorCode } from '@bidxi/protocol';
import { formatCrores } from '@/lib/format';
import { roomErrorMessage, roomMessages } from '@/lib/messages/room';
import { notify } from '@/lib/notify';
import { BID_TOAST_ID, type BidTarget } from '../hooks/use-place-bid';
import type { RoomStore } from '../model/room-store';

/** How long the toast waits for the winning bid to arrive before it gives up on showing the price. */
export const OUTBID_PRICE_WAIT_MS = 2_000;

/** The winning price on the bid's lot once it is at least the refused amount, else null. */
function racedPriceLakhs(store: RoomStore, target: BidTarget): number | null {
  const lot = store.getState().room?.currentLot;
  if (!lot || lot.lotId !== target.lotId || lot.currentBidLakhs === null) return null;
  return lot.currentBidLakhs >= target.amountLakhs ? lot.currentBidLakhs : null;
}

/**
 * The text for a refused bid. For `BID_TOO_LOW` on a lot still open: the outbid notice with the
 * price if this phone has seen the winning bid, else without it, and the toast gains the price as
 * soon as the bid arrives (within {@link OUTBID_PRICE_WAIT_MS}). Any other refusal: the usual text.
 */
export function bidRefusalMessage(
  store: RoomStore,
  error: { code?: string; message?: string } | undefined,
  target: BidTarget,
): string {
  const lot = store.getState().room?.currentLot;
  if (error?.code !== ErrorCode.BID_TOO_LOW || lot?.lotId !== target.lotId) {
    return roomErrorMessage(error);
  }
  const price = racedPriceLakhs(store, target);
  if (price !== null) return roomMessages.room.outbidWhileTapping(formatCrores(price));
  const stop = store.subscribe(() => {
    const seen = racedPriceLakhs(store, target);
    if (seen === null) return;
    stop();
    window.clearTimeout(timer);
    notify.error(roomMessages.room.outbidWhileTapping(formatCrores(seen)), BID_TOAST_ID);
  });
  const timer = window.setTimeout(stop, OUTBID_PRICE_WAIT_MS);
  return roomMessages.room.outbidWhileTapping(null);
}
