/**
 * The room's socket.io connection (ARCHITECTURE.md §5; reconnect timing from spec 001 §7): websocket
 * only at `/socket.io`, the token and auction in the handshake, reconnecting after 1 s growing to 5 s,
 * a 20 s connect time-out. It asks for the engine feed (`feed: 'engine'`: `roomEvents` instead of the
 * spec's named room events) and lean snapshots (`lean: true`: the pool comes once over HTTP).
 * `RoomSocket` is the slice of the client the room uses, typed by the protocol's event maps (tests
 * pass a fake). socket.io-client itself loads on demand (lib/socket-client), after the room has
 * rendered.
 */
import {
  PROTOCOL_VERSION,
  type Ack,
  type RoomCommandAck,
  type RoomCommandName,
  type RoomCommandPayloads,
  type RoomErrorEvent,
  type ServerToClientEvents,
} from '@bidxi/protocol';
import type { Socket } from 'socket.io-client';
import { loadSocketClient } from '@/lib/socket-client';

export type AckCallback = (ack: Ack<unknown>) => void;

/** socket.io-client's own events of a connection. */
export interface ConnectionEvents {
  connect: () => void;
  disconnect: (reason: string) => void;
  /** A refused handshake carries the server's `{ code, message }` in `data`. */
  connect_error: (err: Error & { data?: Partial<RoomErrorEvent> }) => void;
}

/** Everything a room socket hears: the protocol's server→client events and the connection's. */
export type RoomListenEvents = ServerToClientEvents & ConnectionEvents;

/**
 * What the room needs from a socket.io client: `on`/`off` keyed by the events it hears, `emit` by
 * the protocol's command table (payload and ack typed per event).
 */
export interface RoomSocket {
  readonly connected: boolean;
  /** False once the client gave up (server refused or disconnected it): it will not retry by itself. */
  readonly active: boolean;
  on<E extends keyof RoomListenEvents>(event: E, listener: RoomListenEvents[E]): unknown;
  off<E extends keyof RoomListenEvents>(event: E, listener?: RoomListenEvents[E]): unknown;
  emit<E extends RoomCommandName>(
    event: E,
    payload: RoomCommandPayloads[E],
    ack?: (ack: RoomCommandAck<E>) => void,
  ): unknown;
  connect(): unknown;
  disconnect(): unknown;
  /**
   * The device lost its network (the browser's `offline` event): close the transport now, so the room
   * freezes at once instead of after the ping time-out (up to 45 s, while nothing arrives); socket.io
   * keeps retrying and reconnects when the network is back.
   */
  dropConnection(): void;
}

export interface RoomSocketAuth {
  /** The signed-in user's token; absent for a spectator. */
  token?: string;
  /** A spectator link's secret (`/watch/{id}?t=`), sent instead of a user token. */
  spectatorToken?: string;
  auctionId: string;
  deviceId: string;
  /** Read at every (re)connect: true once, after 'Use this device'. */
  takeover: () => boolean;
}

/** Makes the room's socket, unconnected; the real one resolves once socket.io-client has loaded. */
export type CreateRoomSocket = (auth: RoomSocketAuth) => RoomSocket | Promise<RoomSocket>;

export const RECONNECT = { delayMs: 1_000, delayMaxMs: 5_000, timeoutMs: 20_000 } as const;

export const createRoomSocket: CreateRoomSocket = async (auth) => {
  const { io } = await loadSocketClient();
  const socket = io({
    path: '/socket.io',
    transports: ['websocket'],
    autoConnect: false,
    reconnection: true,
    reconnectionDelay: RECONNECT.delayMs,
    reconnectionDelayMax: RECONNECT.delayMaxMs,
    timeout: RECONNECT.timeoutMs,
    auth: (cb) =>
      cb({
        ...(auth.token !== undefined && { token: auth.token }),
        ...(auth.spectatorToken !== undefined && {
          spectatorToken: auth.spectatorToken,
          auctionId: auth.auctionId,
        }),
        'x-room-lobby': auth.auctionId,
        deviceId: auth.deviceId,
        takeover: auth.takeover(),
        protocolVersion: PROTOCOL_VERSION,
        feed: 'engine',
        // The pool comes once over HTTP at its versioned URL, not in every snapshot.
        lean: true,
      }),
  });
  return roomSocketOf(socket);
};

/**
 * The room's view of a socket.io client socket: the protocol's types are checked at this boundary.
 * socket.io's own listener types are conditional on the event and cannot be met by a listener
 * generic in it, so each call forwards by name to the untyped client.
 */
export function roomSocketOf(socket: Socket): RoomSocket {
  return {
    get connected() {
      return socket.connected;
    },
    get active() {
      return socket.active;
    },
    on: (event: string, listener) => socket.on(event, listener),
    off: (event: string, listener) => socket.off(event, listener),
    emit: (event: string, payload, ack) =>
      ack === undefined ? socket.emit(event, payload) : socket.emit(event, payload, ack),
    connect: () => socket.connect(),
    disconnect: () => socket.disconnect(),
    dropConnection: () => socket.io.engine?.close(),
  };
}
