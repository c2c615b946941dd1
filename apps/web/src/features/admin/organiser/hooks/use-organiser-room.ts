/**
 * The live room as the organiser's desk needs it: the engine state of the auction, kept
 * by watching the room socket with the admin's token (admins watch read-only) and the engine's own
 * `evolve` over `roomEvents`; a gap asks for a new `roomState`. Null until the first snapshot.
 */
import { evolve, type AuctionState } from '@bidxi/engine';
import { PROTOCOL_VERSION, type RoomEventsMessage, type RoomSnapshot } from '@bidxi/protocol';
import { useEffect, useState } from 'react';
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

/** Applies a batch to `room` when it follows on; null: a gap (ask for the room again). */
export function applyBatch(room: OrganiserRoom, message: RoomEventsMessage): OrganiserRoom | null {
  const from = message.seq - message.events.length;
  if (message.seq <= room.state.version) return room;
  if (from !== room.state.version) return null;
  return { ...room, state: message.events.reduce(evolve, room.state) };
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
      const socket = io({
        path: '/socket.io',
        transports: ['websocket'],
        auth: {
          token,
          'x-room-lobby': auctionId,
          protocolVersion: PROTOCOL_VERSION,
          feed: 'engine',
        },
      });
      const offsetOf = (serverTime: string) => Date.parse(serverTime) - Date.now();
      let current: OrganiserRoom | null = null;
      const show = (next: OrganiserRoom) => {
        current = next;
        setRoom(next);
        setRefusal(null);
      };
      socket.on('error', (e: { code?: string; message?: string }) => setRefusal(e));
      socket.on('connect_error', (e: Error & { data?: { code?: string; message?: string } }) =>
        setRefusal(e.data ?? { message: e.message }),
      );
      socket.on('roomState', (snapshot: RoomSnapshot) =>
        show({ state: snapshot.state, offsetMs: offsetOf(snapshot.serverTime) }),
      );
      socket.on('roomEvents', (message: RoomEventsMessage) => {
        if (!current) return;
        const next = applyBatch(current, message);
        if (next === null) socket.emit('getRoomState', {});
        else if (next !== current) show({ ...next, offsetMs: offsetOf(message.serverTime) });
      });
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
