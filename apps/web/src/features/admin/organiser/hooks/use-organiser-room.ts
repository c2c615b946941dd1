/**
 * The live room as the organiser's desk needs it: the engine state of the auction, kept
 * by watching the room socket with the admin's token (admins watch read-only) and the room's feed
 * rules over `roomEvents` (room-feed.ts: batches in seq order, a batch ahead of a gap waits while the
 * missing events are asked for with `getEventsSince`, and an event the state cannot follow, or a
 * refused ask, brings a new `roomState`). Null until the first snapshot.
 */
import type { AuctionState } from '@bidxi/engine';
import { PROTOCOL_VERSION, type RoomEventsMessage } from '@bidxi/protocol';
import { useEffect, useState } from 'react';
import { drain } from '@/features/room/model/room-feed';
import { roomSocketOf } from '@/features/room/socket/room-socket';
import { loadSocketClient, type SocketClient } from '@/lib/socket-client';
import { useAdminSession } from '@/stores/session';

export interface OrganiserRoom {
  state: AuctionState;
  /** The server's clock minus this device's, measured from the last message (ms). */
  offsetMs: number;
}

/** The desk's view of the room: the state once it came, or why the room did not open. */
export interface OrganiserRoomWatch {
  room: OrganiserRoom | null;
  /** The room's refusal (its error or handshake refusal), shown instead of a loading box. */
  refusal: { code?: string; message?: string } | null;
}

/**
 * Applies what fits of `batches` to `room` (the room's feed rules, room-feed.ts): the room reached
 * and the batches still waiting behind a gap; null when an event cannot follow the state (only a
 * new snapshot repairs that).
 */
export function applyBatches(
  room: OrganiserRoom,
  batches: readonly RoomEventsMessage[],
): { room: OrganiserRoom; waiting: RoomEventsMessage[] } | null {
  const d = drain(room.state.version, room.state, batches);
  if (d.isBroken) return null;
  return { room: d.steps.length > 0 ? { ...room, state: d.state } : room, waiting: d.waiting };
}

/**
 * Watches the room of `auctionId` while `isLive`: its state as the room's events evolve it, or the
 * room's refusal (a handshake refused, a session ended) so the desk can say why it is empty.
 */
export function useOrganiserRoom(auctionId: string, isLive: boolean): OrganiserRoomWatch {
  const token = useAdminSession((s) => s.adminToken);
  const [room, setRoom] = useState<OrganiserRoom | null>(null);
  const [refusal, setRefusal] = useState<OrganiserRoomWatch['refusal']>(null);

  useEffect(() => {
    if (!isLive || !token) return;
    /** Opens the socket and follows the room; returns the teardown. */
    const watch = (io: SocketClient['io']) => {
      const socket = roomSocketOf(
        io({
          path: '/socket.io',
          transports: ['websocket'],
          auth: {
            token,
            'x-room-lobby': auctionId,
            protocolVersion: PROTOCOL_VERSION,
            feed: 'engine',
          },
        }),
      );
      const offsetOf = (serverTime: string) => Date.parse(serverTime) - Date.now();
      let current: OrganiserRoom | null = null;
      let waiting: RoomEventsMessage[] = [];
      let isAsking = false;
      const show = (next: OrganiserRoom) => {
        current = next;
        setRoom(next);
        setRefusal(null);
      };
      const askRoom = () => {
        waiting = [];
        socket.emit('getRoomState', {});
      };
      /** Applies `message` with what waits; a gap asks the log for the missing events once. */
      const receive = (message: RoomEventsMessage) => {
        if (!current) return;
        const fed = applyBatches(current, [...waiting, message]);
        if (fed === null) return askRoom();
        waiting = fed.waiting;
        if (fed.room !== current) show({ ...fed.room, offsetMs: offsetOf(message.serverTime) });
        if (waiting.length === 0 || isAsking) return;
        isAsking = true;
        const seq = fed.room.state.version;
        socket.emit('getEventsSince', { seq }, (ack) => {
          isAsking = false;
          // Too far behind, refused, or nothing new: the whole room.
          if (ack.success && ack.data && ack.data.seq > seq) receive(ack.data);
          else askRoom();
        });
      };
      socket.on('error', (e) => setRefusal(e));
      socket.on('connect_error', (e) => setRefusal(e.data ?? { message: e.message }));
      socket.on('roomState', (snapshot) => {
        waiting = [];
        show({ state: snapshot.state, offsetMs: offsetOf(snapshot.serverTime) });
      });
      socket.on('roomEvents', receive);
      return () => {
        socket.disconnect();
        setRoom(null);
        setRefusal(null);
      };
    };
    let stop: (() => void) | null = null;
    let isClosed = false;
    void loadSocketClient().then(
      ({ io }) => {
        if (!isClosed) stop = watch(io);
      },
      () => undefined, // Offline: the desk shows no live lot until it is opened again.
    );
    return () => {
      isClosed = true;
      stop?.();
    };
  }, [auctionId, isLive, token]);

  return { room, refusal };
}
