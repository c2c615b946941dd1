/**
 * Sends a bid and follows it to ITS acknowledgement (spec 001 §4 "Timers"): one bid in flight at a
 * time (a double tap sends one), 'Placing your bid...' while waiting, the outcome from the ack of
 * this very request (a `newBid` from anyone else does not settle it), and after 10 s without an ack
 * 'Bid request timed out. Please try again.' (a late ack is then ignored). Each bid carries a key
 * (idempotent bids): trying the same amount on the same lot again after a timeout sends
 * the same key, so a bid whose ack was lost is not placed twice.
 */
import { lakhsToCrores } from '@bidxi/engine';
import type { Ack } from '@bidxi/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { roomErrorMessage, roomMessages } from '@/lib/messages/room';
import { notify } from '@/lib/notify';
import type { RoomSocket } from '../socket/room-socket';

export const BID_TIMEOUT_MS = 10_000;
export const BID_TOAST_ID = 'room-bid';

export interface PendingBid {
  id: number;
  amountLakhs: number;
}

export interface BidTarget {
  auctionPlayerId: string;
  /** The lot on screen when the bidder decided: the server refuses the bid once it has closed. */
  lotId: number;
  amountLakhs: number;
}

function isAck(value: unknown): value is Ack<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Ack).success === 'boolean';
}

/** The text of a refused bid's toast; by default the code's message (`roomErrorMessage`). */
export type DescribeRefusal = (
  error: { code?: string; message?: string } | undefined,
  target: BidTarget,
) => string;

/**
 * Places bids on `socket` one at a time; `placeBid` returns false when it sent nothing (one is
 * pending, or the socket is down).
 */
export function usePlaceBid(
  socket: RoomSocket | null,
  describeRefusal: DescribeRefusal = roomErrorMessage,
  /** Told of each refusal's code and the bid it refused (e.g. to offer the new price). */
  onRefused?: (code: string | undefined, target: BidTarget) => void,
): {
  pending: PendingBid | null;
  placeBid: (target: BidTarget) => boolean;
} {
  const [pending, setPending] = useState<PendingBid | null>(null);
  const pendingRef = useRef<PendingBid | null>(null);
  const timerRef = useRef<number | null>(null);
  const nextId = useRef(0);
  /** The last bid that timed out: retrying it (same lot, same amount) reuses its key. */
  const unansweredRef = useRef<{ lotId: number; amountLakhs: number; key: string } | null>(null);

  const settle = useCallback((id: number) => {
    if (pendingRef.current?.id !== id) return false;
    pendingRef.current = null;
    if (timerRef.current !== null) window.clearTimeout(timerRef.current);
    timerRef.current = null;
    setPending(null);
    return true;
  }, []);

  useEffect(
    () => () => {
      if (timerRef.current !== null) window.clearTimeout(timerRef.current);
    },
    [],
  );

  const placeBid = useCallback(
    (target: BidTarget): boolean => {
      const { auctionPlayerId, lotId, amountLakhs } = target;
      if (pendingRef.current || !socket?.connected) return false;
      const id = ++nextId.current;
      const request: PendingBid = { id, amountLakhs };
      pendingRef.current = request; // synchronous guard: a second tap in the same frame is refused
      setPending(request);
      notify.loading(roomMessages.room.placingBid, BID_TOAST_ID);
      const retry = unansweredRef.current;
      const key =
        retry && retry.lotId === lotId && retry.amountLakhs === amountLakhs
          ? retry.key
          : crypto.randomUUID();
      unansweredRef.current = null;
      timerRef.current = window.setTimeout(() => {
        if (!settle(id)) return;
        unansweredRef.current = { lotId, amountLakhs, key };
        notify.error(roomMessages.room.bidTimedOut, BID_TOAST_ID);
      }, BID_TIMEOUT_MS);
      const amountCr = lakhsToCrores(amountLakhs);
      try {
        const payload = { auctionPlayerId, biddingAmount: amountCr, lotId, key };
        socket.emit('bid', payload, (ack: unknown) => {
          if (!settle(id)) return; // timed out already, or not this request
          if (!isAck(ack)) notify.error(roomMessages.room.invalidBidResponse, BID_TOAST_ID);
          else if (ack.success) notify.success(roomMessages.room.bidPlaced(amountCr), BID_TOAST_ID);
          else {
            notify.error(describeRefusal(ack.error, target), BID_TOAST_ID);
            onRefused?.(ack.error?.code, target);
          }
        });
      } catch {
        if (settle(id)) notify.error(roomMessages.room.bidFailed, BID_TOAST_ID);
      }
      return true;
    },
    [socket, settle, describeRefusal, onRefused],
  );

  return { pending, placeBid };
}
