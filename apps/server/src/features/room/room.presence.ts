/**
 * Who is in a room: the socket types of the room, a per-node count of connected users, and the
 * cross-node list (through the socket.io adapter) that the lot clock's two-team rule uses.
 */
import type { Server, Socket } from 'socket.io';
import { roomName } from './room.broadcast';
import type { RoomCaller } from './room.service';

export interface SocketData extends RoomCaller {
  deviceId: string | null;
}

// Payloads are parsed with the protocol's zod schemas at each handler, so the event maps stay open.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEvents = Record<string, (...args: any[]) => void>;
export type RoomSocket = Socket<AnyEvents, AnyEvents, AnyEvents, SocketData>;

/** Distinct connected users per auction on this node (the room size when there is one node). */
export class LocalPresence {
  private readonly users = new Map<string, Map<string, number>>();
  add(auctionId: string, userId: string): void {
    const m = this.users.get(auctionId) ?? new Map<string, number>();
    m.set(userId, (m.get(userId) ?? 0) + 1);
    this.users.set(auctionId, m);
  }
  remove(auctionId: string, userId: string): void {
    const m = this.users.get(auctionId);
    if (!m) return;
    const n = (m.get(userId) ?? 1) - 1;
    if (n <= 0) m.delete(userId);
    else m.set(userId, n);
  }
  ids(auctionId: string): Set<string> {
    return new Set(this.users.get(auctionId)?.keys() ?? []);
  }
}

/** How long other nodes get to say who is in a room. */
export const PRESENCE_TIMEOUT_MS = 1_000;

/**
 * The sockets of an auction's room on every node, or on this node only when another node does not
 * answer in time (one paused or dead, not yet dropped by the adapter): the adapter's default wait is
 * 5 s, during which joins hung and a clock taking over did not start (fault suite).
 */
export async function roomSockets(io: Server, auctionId: string) {
  const room = roomName(auctionId);
  try {
    return await io.in(room).timeout(PRESENCE_TIMEOUT_MS).fetchSockets();
  } catch {
    return io.local.in(room).fetchSockets();
  }
}

/** The room of one user's sockets in one auction (one device per user: the takeover check). */
export const userRoomName = (auctionId: string, userId: string) =>
  `${roomName(auctionId)}:user:${userId}`;

/**
 * A user's sockets in an auction on every node (this node only if another does not answer in
 * time). Looking them up in the whole room made each join O(room size): a 1,000-client join storm
 * walked a million sockets (docs/benchmarks.md).
 */
export async function userSockets(io: Server, auctionId: string, userId: string) {
  const room = userRoomName(auctionId, userId);
  try {
    return await io.in(room).timeout(PRESENCE_TIMEOUT_MS).fetchSockets();
  } catch {
    return io.local.in(room).fetchSockets();
  }
}

/** Distinct user ids in an auction's room, on every node (through the adapter). */
export async function fetchPresence(io: Server, auctionId: string): Promise<Set<string>> {
  const sockets = await roomSockets(io, auctionId);
  return new Set(sockets.map((s) => (s.data as SocketData).userId));
}

/**
 * `newUserConnected` / `userDisconnected` go to the whole room for each user only while it holds at
 * most this many users; above it the throttled `auctionRoomSize` (which lists every connected id, and
 * which the web app reads the same way) is the only presence update. Announced one by one, a
 * 1,000-client join storm is a million frames: the first bids waited 15–22 s (docs/benchmarks.md).
 */
export const PER_USER_ANNOUNCE_MAX = 200;

/** Shortest gap between two `auctionRoomSize` broadcasts of a room, plus 1 ms per connected user. */
export const ROOM_SIZE_EVERY_MS = 250;

/**
 * Refreshes a room's cross-node presence and broadcasts `auctionRoomSize` (the full list of
 * connected user ids) at most once per interval per room, with the list as it is when sent. Done on
 * every join and leave, the lookup walked the whole room (O(n²) for a join storm) and the broadcast
 * cost O(n³) bytes: n joins × n receivers × a list of n ids (benchmark RT-3/RT-6,
 * docs/benchmarks.md). `newUserConnected` / `userDisconnected` go out at once (see PER_USER_ANNOUNCE_MAX).
 */
export class RoomSizeNotifier {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly lastSent = new Map<string, number>();

  constructor(
    private readonly send: (auctionId: string) => unknown,
    private readonly roomSize: (auctionId: string) => number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Asks for a broadcast: now if the room has been quiet for an interval, else at its end. */
  notify(auctionId: string): void {
    if (this.timers.has(auctionId)) return;
    const every = ROOM_SIZE_EVERY_MS + this.roomSize(auctionId);
    const wait = Math.max(0, (this.lastSent.get(auctionId) ?? -Infinity) + every - this.now());
    const timer = setTimeout(() => {
      this.timers.delete(auctionId);
      this.lastSent.set(auctionId, this.now());
      void Promise.resolve(this.send(auctionId)).catch(() => undefined);
    }, wait);
    timer.unref?.();
    this.timers.set(auctionId, timer);
  }

  stop(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}
