/** Real socket.io clients for room tests: connect, emit with ack, and wait for events. */
import { io as connectIo, type Socket } from 'socket.io-client';

export interface TestSocket {
  socket: Socket;
  /** Every event received, in order. */
  events: { name: string; payload: unknown }[];
  emitAck<T = unknown>(
    event: string,
    payload?: unknown,
  ): Promise<{ success: boolean; data?: T; error?: { code: string; message: string } }>;
  waitFor<T = unknown>(
    event: string,
    predicate?: (payload: T) => boolean,
    timeoutMs?: number,
  ): Promise<T>;
  close(): void;
}

export async function connectRoom(
  baseUrl: string,
  auth: {
    /** The bearer token; absent for a spectator, who sends `spectatorToken` instead. */
    token?: string;
    spectatorToken?: string;
    auctionId: string;
    deviceId?: string;
    takeover?: boolean;
    protocolVersion?: number;
    feed?: 'spec' | 'engine';
    /** Ask for the lean `roomState` (the pool left out, at its versioned URL). */
    lean?: boolean;
  },
  opts: { expectError?: boolean } = {},
): Promise<TestSocket> {
  const socket = connectIo(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: {
      token: auth.token,
      spectatorToken: auth.spectatorToken,
      'x-room-lobby': auth.auctionId,
      deviceId: auth.deviceId,
      takeover: auth.takeover,
      protocolVersion: auth.protocolVersion,
      feed: auth.feed,
      lean: auth.lean,
    },
  });
  const events: TestSocket['events'] = [];
  const waiters: { name: string; pred: (p: unknown) => boolean; resolve: (p: unknown) => void }[] =
    [];
  socket.onAny((name: string, payload: unknown) => {
    events.push({ name, payload });
    for (const w of [...waiters]) {
      if (w.name === name && w.pred(payload)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(payload);
      }
    }
  });
  const t: TestSocket = {
    socket,
    events,
    emitAck: (event, payload) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ack for ${event}`)), 10_000);
        socket.emit(event, payload ?? {}, (ack: never) => {
          clearTimeout(timer);
          resolve(ack);
        });
      }),
    waitFor: <T>(event: string, predicate?: (payload: T) => boolean, timeoutMs = 10_000) =>
      new Promise<T>((resolve, reject) => {
        const pred = (p: unknown) => (predicate ? predicate(p as T) : true);
        const seen = events.find((e) => e.name === event && pred(e.payload));
        if (seen) return resolve(seen.payload as T);
        const timer = setTimeout(
          () => reject(new Error(`timed out waiting for ${event}`)),
          timeoutMs,
        );
        waiters.push({ name: event, pred, resolve: (p) => (clearTimeout(timer), resolve(p as T)) });
      }),
    close: () => socket.close(),
  };
  if (!opts.expectError) {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (err) => reject(err));
    });
  }
  return t;
}
