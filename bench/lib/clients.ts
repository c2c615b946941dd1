/**
 * Many socket.io clients in one load-generator process: connect in waves (a bounded number of
 * handshakes in flight), emit with an ack and a timeout, and close them all.
 */
import { io, type Socket } from 'socket.io-client';

export interface Ack {
  success: boolean;
  data?: unknown;
  error?: { code: string; message: string };
}

export interface ConnectOptions {
  /** Handshakes in flight at once. */
  concurrency?: number;
  reconnection?: boolean;
  /** Called before connecting, to attach listeners that must see the first events (roomState). */
  setup?: (socket: Socket, index: number) => void;
  timeoutMs?: number;
}

export function connectOne(
  url: string,
  auth: Record<string, unknown>,
  o: ConnectOptions = {},
  index = 0,
): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: o.reconnection ?? false,
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
    timeout: o.timeoutMs ?? 20_000,
    auth,
  });
  o.setup?.(socket, index);
  return new Promise((resolve, reject) => {
    const onConnect = () => {
      socket.off('connect_error', onError);
      resolve(socket);
    };
    const onError = (err: Error) => {
      socket.off('connect', onConnect);
      socket.close();
      reject(err);
    };
    socket.once('connect', onConnect);
    socket.once('connect_error', onError);
  });
}

/** Connects one client per auth object, `concurrency` handshakes at a time. */
export async function connectMany(
  url: string,
  auths: Record<string, unknown>[],
  o: ConnectOptions = {},
): Promise<Socket[]> {
  const out: Socket[] = new Array(auths.length);
  let next = 0;
  const worker = async () => {
    while (next < auths.length) {
      const i = next++;
      out[i] = await connectOne(url, auths[i]!, o, i);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(o.concurrency ?? 50, auths.length) }, worker));
  } catch (err) {
    closeAll(out.filter(Boolean));
    throw err;
  }
  return out;
}

export function emitAck(socket: Socket, event: string, payload: unknown, timeoutMs = 15_000) {
  return new Promise<Ack>((resolve) => {
    socket
      .timeout(timeoutMs)
      .emit(event, payload, (err: Error | null, ack: Ack) =>
        resolve(err ? { success: false, error: { code: 'TIMEOUT', message: err.message } } : ack),
      );
  });
}

export function closeAll(sockets: readonly Socket[]): void {
  for (const s of sockets) s?.close();
}

/** Waits until `pred()` is true, polling every `everyMs`, or throws after `timeoutMs`. */
export async function waitUntil(
  pred: () => boolean,
  timeoutMs: number,
  what: string,
  everyMs = 10,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pred()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
