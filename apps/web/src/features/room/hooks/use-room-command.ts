/**
 * Sends one of the smart-bidding commands (`setMaxBid`, `cancelMaxBid`, `pass`, `setAutopilot`; protocol
 * client-to-server.ts) and follows it to its own acknowledgement: one at a time, a toast with the
 * outcome (a refusal in the words of its code, `roomErrorMessage`), and after the bid time-out
 * without an ack the request is given up (a late ack is then ignored).
 */
import type { RoomCommandPayloads } from '@bidxi/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { roomErrorMessage, roomMessages } from '@/lib/messages/room';
import { notify } from '@/lib/notify';
import { useRoomContext } from '../room-context';
import { BID_TIMEOUT_MS } from './use-place-bid';

/** The payload of each command (the protocol's table). */
export type RoomCommands = Pick<
  RoomCommandPayloads,
  'setMaxBid' | 'cancelMaxBid' | 'pass' | 'setAutopilot'
>;

export type RoomCommandName = keyof RoomCommands;

/** The toast id the smart-bidding commands share: a new outcome replaces the last one. */
export const COMMAND_TOAST_ID = 'room-command';

export interface SendOptions {
  /** The success toast. */
  success: string;
  /** Runs when the server accepted the command. */
  onDone?: () => void;
  /** Runs with the refusal's text (the toast is shown too). */
  onRefused?: (message: string) => void;
}

/**
 * `send(name, payload, options)` returns false when nothing was sent (one is pending, or the socket
 * is down); `pending` names the command in flight.
 */
export function useRoomCommand(): {
  pending: RoomCommandName | null;
  send: <N extends RoomCommandName>(
    name: N,
    payload: RoomCommandPayloads[N],
    o: SendOptions,
  ) => boolean;
} {
  const { socket } = useRoomContext();
  const [pending, setPending] = useState<RoomCommandName | null>(null);
  const inFlight = useRef<{ id: number; timer: number } | null>(null);
  const nextId = useRef(0);

  useEffect(
    () => () => {
      if (inFlight.current) window.clearTimeout(inFlight.current.timer);
    },
    [],
  );

  const send = useCallback(
    <N extends RoomCommandName>(
      name: N,
      payload: RoomCommandPayloads[N],
      o: SendOptions,
    ): boolean => {
      if (inFlight.current || !socket?.connected) return false;
      const id = ++nextId.current;
      const settle = () => {
        if (inFlight.current?.id !== id) return false;
        window.clearTimeout(inFlight.current.timer);
        inFlight.current = null;
        setPending(null);
        return true;
      };
      const timer = window.setTimeout(() => {
        if (settle()) notify.error(roomMessages.room.bidTimedOut, COMMAND_TOAST_ID);
      }, BID_TIMEOUT_MS);
      inFlight.current = { id, timer };
      setPending(name);
      socket.emit(name, payload, (ack) => {
        if (!settle()) return;
        if (ack?.success) {
          notify.success(o.success, COMMAND_TOAST_ID);
          o.onDone?.();
          return;
        }
        const message = roomErrorMessage(ack?.error);
        notify.error(message, COMMAND_TOAST_ID);
        o.onRefused?.(message);
      });
      return true;
    },
    [socket],
  );

  return { pending, send };
}
