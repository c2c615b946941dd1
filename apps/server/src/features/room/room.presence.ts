/**
 * Who is in a room: the typed socket.io server and sockets of the room, the per-user room names, the
 * cross-node lookups (through the socket.io adapter) that the lot clock's two-team rule and the
 * one-device check use, and the throttled `auctionRoomSize` broadcast.
 */
import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@bidxi/protocol';
import { roomName } from './room.publish';

/** What a room socket carries from its handshake. */
export interface SocketData {
  userId: string;
  username: string;
  auctionId: string;
  token: string;
  /** The server-side session the token proves (a logout or expiry of it ends the socket). */
  sessionId: string;
  /**
   * A watcher with no team: an ADMIN session of an ADMIN user, or the league's organiser who does not
   * play (room.socket.ts). Places no bid, is not counted in the room size, may open several screens.
   */
  isAdmin: boolean;
  /**
   * Came in through the spectator link (room.spectators.ts): `userId` is `spectator:{socket id}`,
   * there is no token or session, it is not present and sends no command.
   */
  spectator: boolean;
  deviceId: string | null;
  takeover: boolean;
  /** Which events the client gets: the engine's (`roomEvents`) or the spec's named events. */
  feed: 'spec' | 'engine';
  /** Sent `lean: true` in the handshake: its `roomState` leaves the static pool out (room.pool.ts). */
  lean?: boolean;
}

/** Messages between nodes (through the adapter). */
export interface InterServerEvents {
  /** A node committed an auction's log up to `seq` (the others catch their runners up). */
  roomCommitted: (auctionId: string, seq: number) => void;
  /** An auction's row, schedule or pool changed (its rooms reload and push a fresh `roomState`). */
  auctionChanged: (auctionId: string) => void;
  /** A draining node released its leases: the others take its lot clocks over now (room.drain.ts). */
  leasesReleased: () => void;
}

export type RoomServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RoomSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/** How long other nodes get to say who is in a room. */
export const PRESENCE_TIMEOUT_MS = 1_000;

/**
 * The sockets of an auction's room on every node, or on this node only when another node does not
 * answer in time (one paused or dead, not yet dropped by the adapter): the adapter's default wait is
 * 5 s, during which joins hung and a clock taking over did not start.
 */
export async function roomSockets(io: RoomServer, auctionId: string) {
  const room = roomName(auctionId);
  try {
    return await io.in(room).timeout(PRESENCE_TIMEOUT_MS).fetchSockets();
  } catch {
    return io.local.in(room).fetchSockets();
  }
}

/** Every room socket of one user on this node, whatever the auction (session ends close them). */
export const userSocketsRoomName = (userId: string) => `user:${userId}`;

/** The room of one user's sockets in one auction (one device per user: the takeover check). */
export const userRoomName = (auctionId: string, userId: string) =>
  `${roomName(auctionId)}:user:${userId}`;

/**
 * A user's sockets in an auction on every node (this node only if another does not answer in
 * time). Looking them up in the whole room made each join O(room size): a 1,000-client join storm
 * walked a million sockets.
 */
export async function userSockets(io: RoomServer, auctionId: string, userId: string) {
  const room = userRoomName(auctionId, userId);
  try {
    return await io.in(room).timeout(PRESENCE_TIMEOUT_MS).fetchSockets();
  } catch {
    return io.local.in(room).fetchSockets();
  }
}

/** Distinct user ids in an auction's room, on every node (through the adapter). */
export async function fetchPresence(io: RoomServer, auctionId: string): Promise<Set<string>> {
  const sockets = await roomSockets(io, auctionId);
  return new Set(sockets.filter((s) => !s.data.spectator).map((s) => s.data.userId));
}

/**
 * `newUserConnected` / `userDisconnected` go to the whole room for each user only while it holds at
 * most this many users; above it the throttled `auctionRoomSize` (which lists every connected id, and
 * which the web app reads the same way) is the only presence update. Announced one by one, a
 * 1,000-client join storm is a million frames and the first bids waited for them.
 */
export const PER_USER_ANNOUNCE_MAX = 200;

/** Shortest gap between two `auctionRoomSize` broadcasts of a room, plus 1 ms per connected user. */
export const ROOM_SIZE_EVERY_MS = 250;

/**
 * Refreshes a room's cross-node presence and broadcasts `auctionRoomSize` (the full list of
 * connected user ids) at most once per interval per room, with the list as it is when sent. Done on
 * every join and leave, the lookup walked the whole room (O(n²) for a join storm) and the broadcast
 * cost O(n³) bytes: n joins × n receivers × a list of n ids. `newUserConnected` / `userDisconnected` go out at once (see PER_USER_ANNOUNCE_MAX).
 */
export class RoomSizeNotifier {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly lastSent = new Map<string, number>();
  private readonly stoppers: (() => void)[] = [];

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

  /** Runs `fn` when the notifier stops (with the server). */
  onStop(fn: () => void): void {
    this.stoppers.push(fn);
  }

  stop(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    for (const fn of this.stoppers.splice(0)) fn();
  }
}
