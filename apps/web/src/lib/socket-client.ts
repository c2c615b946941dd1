/**
 * socket.io-client, loaded on demand: the live room, the spectator view, the
 * organiser's desk and the account channel open a socket after their screen has rendered, so the
 * library (~12 KB gzip) is a chunk of its own, shared and cached, never in a screen's chunk. A route
 * that will connect calls {@link loadSocketClient} when it starts loading, so both download together.
 */
import type * as SocketIoClient from 'socket.io-client';

/** The socket.io-client module. */
export type SocketClient = typeof SocketIoClient;

let loading: Promise<SocketClient> | null = null;

/** socket.io-client's module; the download starts on the first call, later calls share it. */
export function loadSocketClient(): Promise<SocketClient> {
  loading ??= import('socket.io-client').catch((error: unknown) => {
    // A failed download (offline) may be retried by the next caller.
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts the download early (a route that will connect, as it loads); a failure is left to the user. */
export function preloadSocketClient(): void {
  loadSocketClient().catch(() => undefined);
}
