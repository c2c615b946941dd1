/**
 * One write per connection per tick. engine.io hands each packet to the WebSocket as soon as it is
 * emitted, and ws writes each frame with a syscall of its own, so a commit that sends a socket two
 * events (the spec feed's `newBid` and `currentPlayerBids`; a bid's ack and the broadcast of that
 * bid) cost two `writev` calls on that socket. Writes were about half of the server's CPU under
 * load (`--cpu-prof` of RT-2 and RT-7, docs/benchmarks.md). Here a connection's flush waits for
 * the end of the current tick (`process.nextTick`: after the promise jobs of the commit, its ack
 * included), and the frames it sends then go out corked: the same frames in the same order, one
 * syscall. A close sends what is waiting first.
 */
import type { Server } from 'socket.io';

/** The parts of an engine.io socket this touches (engine.io 6: `flush`, the ws under `transport`). */
interface EngineConnection {
  flush(): void;
  close(...args: unknown[]): unknown;
  transport: { socket?: { _socket?: { cork?: () => void; uncork?: () => void } } };
}

/** Installs the coalescing flush on every connection `io` accepts from now on. */
export function coalesceWrites(io: Pick<Server, 'engine'>): void {
  io.engine.on('connection', (conn: EngineConnection) => {
    const flushNow = conn.flush.bind(conn);
    let scheduled = false;
    const flushCorked = () => {
      scheduled = false;
      const raw = conn.transport.socket?._socket;
      const corks = typeof raw?.cork === 'function' && typeof raw.uncork === 'function';
      if (corks) raw.cork!();
      try {
        flushNow();
      } finally {
        if (corks) raw.uncork!();
      }
    };
    conn.flush = () => {
      if (scheduled) return;
      scheduled = true;
      process.nextTick(flushCorked);
    };
    // A close (the drain's `io.engine.close()` discards the buffer) first sends what is waiting:
    // the last frames before a close, such as `serverRestarting`, still arrive.
    const close = conn.close.bind(conn);
    conn.close = (...args: unknown[]) => {
      if (scheduled) flushCorked();
      return close(...args);
    };
  });
}
