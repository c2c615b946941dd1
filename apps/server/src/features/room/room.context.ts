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
import { snapshotOf } from './room.views';

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
