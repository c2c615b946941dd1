/**
 * How a commit of this node reaches the world: scoring first when the auction completes, engine
 * events to `feed: 'engine'` clients (a team's own max bids to its owner only), the spec's events to
 * the others, the cross-node notice, outbid and starred-next push notices, the commit's metrics, and
 * at completion the `auctionChanged` notice every writer of an auction's status sends.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BroadcastOperator } from 'socket.io';
import type { ServerToClientEvents } from '@bidxi/protocol';
import { presentPlayerIds } from '@bidxi/engine';
import type { AppDeps } from '../../platform/deps';
import { scoreAuction } from '../results/scoring.service';
import { exhaustedMaxBids } from './room.outbid';
import { notifyStarredNext } from './room.starred-next';
import {
  engineUserRoomName,
  feedRoomName,
  type RoomServer,
  type SocketData,
} from './room.presence';
import type { Committed } from './room';
import { confidentialTeams, eventsMessage, specMessages, type RoomMessage } from './room.views';

export interface PublishDeps {
  io: RoomServer;
  deps: AppDeps;
  log: FastifyBaseLogger;
  /** True when other nodes share the room through the Redis adapter. */
  isMultiNode: boolean;
  /** The users present in the auction's room (room.registry.ts). */
  presentUserIds(auctionId: string): ReadonlySet<string>;
}

/** The function the registry calls after each commit of this node (awaited in the room's queue). */
export function createPublisher(p: PublishDeps): (c: Committed) => Promise<void> {
  const { io, deps, log, isMultiNode } = p;

  return async function publish(c: Committed): Promise<void> {
    const auctionId = c.auction.id;
    const isCompleted = c.events.some((e) => e.type === 'auctionCompleted');
    if (isCompleted) {
      // Score and pay before telling the room, so the results are there when clients ask. A
      // failure is retried by the results job (results.job.ts); the room still hears of it.
      await scoreAuction(deps, auctionId).catch((err: unknown) =>
        log.error({ err, auctionId }, 'scoring at completion failed'),
      );
    }
    const nowMs = deps.clock.now();
    // Engine events: a team's own max bids reach only its owner; everyone else gets placeholders.
    const owners = confidentialTeams(c).flatMap((teamId) => {
      const ownerId = c.state.teams[teamId]?.ownerId;
      return ownerId ? [{ teamId, room: engineUserRoomName(auctionId, ownerId) }] : [];
    });
    io.to(feedRoomName(auctionId, 'engine'))
      .except(owners.map((o) => o.room))
      .emit('roomEvents', eventsMessage(c, nowMs, null));
    for (const o of owners) io.to(o.room).emit('roomEvents', eventsMessage(c, nowMs, o.teamId));
    const roomSize = presentPlayerIds(c.state, p.presentUserIds(auctionId)).length;
    // The spec's events are built and encoded only if someone may hear them: a client of that feed on
    // this node, or other nodes (their members are not known here).
    const specRoom = feedRoomName(auctionId, 'spec');
    if (isMultiNode || io.sockets.adapter.rooms.has(specRoom)) {
      for (const m of specMessages(c, { nowMs, roomSize })) emitMessage(io.to(specRoom), m);
    }
    if (isMultiNode) io.serverSideEmit('roomCommitted', auctionId, c.state.version);
    // Web push to owners whose max bid ran out: queued, never holding up the room (push.queue.ts).
    for (const o of exhaustedMaxBids(c)) {
      const { ownerId, playerName, amountLakhs } = o;
      deps.push.notify(ownerId, {
        kind: 'OUTBID',
        auctionId,
        auctionTitle: c.auction.title,
        playerName,
        amountLakhs,
      });
    }
    // …and to those who starred the player now up next (the look-up runs off the room's path).
    notifyStarredNext(deps, c, (err) =>
      log.warn({ err, auctionId }, 'starred-next push look-up failed'),
    );
    deps.metrics.committed(c, deps.clock.now());
    // The row is COMPLETED: every node hears it like any other writer's change (the scheduler keeps
    // a demo available). Not awaited: its snapshot push waits for this room's queue, which holds us.
    if (isCompleted) void deps.room.auctionChanged(auctionId);
  };
}

/**
 * Sends one spec message to `target`, typed by its event (socket.io's `emit` cannot take a union of
 * event and payload, so each event is named once here).
 */
export function emitMessage(
  target: BroadcastOperator<ServerToClientEvents, SocketData>,
  m: RoomMessage,
): boolean {
  switch (m.event) {
    case 'activePlayerDetail':
      return target.emit(m.event, m.payload);
    case 'currentPlayerBids':
      return target.emit(m.event, m.payload);
    case 'newBid':
      return target.emit(m.event, m.payload);
    case 'askNewPlayer':
      return target.emit(m.event, m.payload);
    case 'playerSold':
      return target.emit(m.event, m.payload);
    case 'budgetUpdate':
      return target.emit(m.event, m.payload);
    case 'playerStatusChanged':
      return target.emit(m.event, m.payload);
    case 'playerPulledBack':
      return target.emit(m.event, m.payload);
    case 'playerReAdded':
      return target.emit(m.event, m.payload);
    case 'roomPaused':
      return target.emit(m.event, m.payload);
    case 'biddingEnded':
      return target.emit(m.event, m.payload);
    case 'auctionCompleted':
      return target.emit(m.event, m.payload);
    case 'teamJoined':
      return target.emit(m.event, m.payload);
  }
}
