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

/** Distinct user ids in an auction's room, on every node (through the adapter). */
export async function fetchPresence(io: Server, auctionId: string): Promise<Set<string>> {
  const sockets = await io.in(roomName(auctionId)).fetchSockets();
  return new Set(sockets.map((s) => (s.data as SocketData).userId));
}
