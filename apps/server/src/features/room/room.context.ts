/**
 * What the room's socket layer shares (the server, the app's deps, the registry, chat, budgets) and
 * the `roomState` snapshot it sends on a join or a resync.
 */
import type { FastifyBaseLogger } from 'fastify';
import { presentPlayerIds, teamOfOwner } from '@bidxi/engine';
import { ErrorCode, type RoomSnapshot } from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import type { RoomBudgets } from './room.budget';
import type { RoomChat } from './room.chat';
import type { RoomServer, SocketData } from './room.presence';
import { RoomRefusal } from './room.refusal';
import type { RoomRegistry } from './room.registry';
import { snapshotOf, wireSnapshotOf } from './room.views';
import { roomName } from './room.publish';

export interface RoomContext {
  io: RoomServer;
  deps: AppDeps;
  registry: RoomRegistry;
  chat: RoomChat;
  budgets: RoomBudgets;
  log: FastifyBaseLogger;
}

/** The `roomState` snapshot for `caller`, fresh from the log. @throws RoomRefusal NOT_FOUND. */
export async function roomSnapshot(ctx: RoomContext, caller: SocketData): Promise<RoomSnapshot> {
  const view = await ctx.registry.room(caller.auctionId).snapshot();
  if (!view) throw new RoomRefusal(ErrorCode.NOT_FOUND, 'Auction not found');
  return snapshotOf(view, {
    nowMs: ctx.deps.clock.now(),
    chat: await ctx.chat.load(caller.auctionId),
    connectedUserIds: presentPlayerIds(view.state, ctx.registry.presentUserIds(caller.auctionId)),
    myTeamId: teamOfOwner(view.state, caller.userId)?.teamId ?? null,
  });
}

/**
 * Sends each socket of the auction's room on this node a fresh `roomState` (the auction changed:
 * its schedule, status or pool). The room and its chat are read once; each socket gets its own
 * view (its team's confidential facts, the lean or whole wire).
 */
export async function pushSnapshots(ctx: RoomContext, auctionId: string): Promise<void> {
  const sockets = await ctx.io.local.in(roomName(auctionId)).fetchSockets();
  if (sockets.length === 0) return;
  const view = await ctx.registry.room(auctionId).snapshot();
  if (!view) return;
  const chat = await ctx.chat.load(auctionId);
  const connectedUserIds = presentPlayerIds(view.state, ctx.registry.presentUserIds(auctionId));
  for (const s of sockets) {
    const snapshot = snapshotOf(view, {
      nowMs: ctx.deps.clock.now(),
      chat,
      connectedUserIds,
      myTeamId: teamOfOwner(view.state, s.data.userId)?.teamId ?? null,
    });
    s.emit('roomState', wireSnapshotOf(snapshot, s.data));
  }
}
