/**
 * The room's one door for the rest of the server: `deps.room` (platform/room-port.ts), made from
 * the parts `setupRoom` builds. Other features and the operator's tools reach the room only here.
 */
import { ErrorCode } from '@bidxi/protocol';
import type { RoomPort } from '../../platform/room-port';
import type { RoomDrain } from './room.drain';
import { userSocketsRoomName, type RoomServer } from './room.presence';
import type { RoomRegistry } from './room.registry';
import { closeSpectators } from './room.spectators';

/**
 * The room's port over its socket server, registry, drain, how it tells its sockets of a change
 * (`changed`, also run for the other nodes' notices) and who else hears of one (`listen`).
 */
export function createRoomDoor(
  io: RoomServer,
  registry: RoomRegistry,
  drain: RoomDrain,
  change: {
    isMultiNode: boolean;
    changed(auctionId: string): Promise<void>;
    listen(listener: (auctionId: string) => void): () => void;
  },
): RoomPort {
  return {
    // Here, and on the other nodes through the adapter.
    auctionChanged: async (auctionId) => {
      if (change.isMultiNode) io.serverSideEmit('auctionChanged', auctionId);
      await change.changed(auctionId);
    },
    onAuctionChanged: (listener) => change.listen(listener),
    execute: (auctionId, command, receivedAtMs, meta) =>
      registry.room(auctionId).execute(command, receivedAtMs, meta),
    snapshot: (auctionId) => registry.room(auctionId).snapshot(),
    closeSpectators: (auctionId) => closeSpectators(io, auctionId),
    teamRegistered: (auctionId, teamId) => registry.teamRegistered(auctionId, teamId),
    // Through the adapter: the user's sockets on every node (a self-excluded user bids no more).
    userSelfExcluded: async (userId, message) => {
      io.in(userSocketsRoomName(userId)).emit('error', { code: ErrorCode.SELF_EXCLUDED, message });
      io.in(userSocketsRoomName(userId)).disconnectSockets(true);
    },
    drain: () => drain.drain(),
    stats: () => ({
      socketConnections: io.engine.clientsCount,
      auctionLeases: drain.draining ? 0 : registry.clockCount,
    }),
  };
}
