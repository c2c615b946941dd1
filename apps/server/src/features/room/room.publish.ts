/**
 * How a commit of this node reaches the world: scoring first when the auction completes, engine
 * events to `feed: 'engine'` clients (a team's own max bids to its owner only), the spec's events to
 * the others, the cross-node notice, the web-push notices it causes (outbid: the engine's
 * `exhaustedMaxBids`; a starred player up next), the commit's metrics, and at completion the
 * `auctionChanged` notice every writer of an auction's status sends.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BroadcastOperator } from 'socket.io';
import type { ServerToClientEvents } from '@bidxi/protocol';
import { exhaustedMaxBids, nextQueuedPlayerId, presentPlayerIds } from '@bidxi/engine';
import type { AppDeps } from '../../platform/deps';
import { scoreAuction } from '../results/scoring.service';
import { starredBy } from '../watch-list/watch-list.service';
import type { RoomServer, SocketData } from './room.presence';
import type { Committed } from './room';
import { confidentialTeams, eventsMessage, specMessages, type RoomMessage } from './room.views';

// The channels a room publishes on (socket.io rooms; room.socket.ts joins sockets to them).

/** Everyone in an auction's room: presence, chat, and events every feed gets. */
export const roomName = (auctionId: string) => `auction:${auctionId}`;

/** The sockets of an auction that get one feed's room events. */
export const feedRoomName = (auctionId: string, feed: SocketData['feed']) =>
  `auction:${auctionId}:${feed}`;

/** One user's `feed: 'engine'` sockets in an auction (they get that team's confidential events). */
export const engineUserRoomName = (auctionId: string, userId: string) =>
  `auction:${auctionId}:engine:user:${userId}`;

export interface PublishDeps {
  io: RoomServer;
  deps: AppDeps;
  log: FastifyBaseLogger;
  /** True when other nodes share the room through the Redis adapter. */
  isMultiNode: boolean;
}

/** The room's publish port: each commit of this node, awaited in its room's queue. */
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
    // The spec's events are built and encoded only if someone may hear them: a client of that feed on
    // this node, or other nodes (their members are not known here).
    const specRoom = feedRoomName(auctionId, 'spec');
    if (isMultiNode || io.sockets.adapter.rooms.has(specRoom)) {
      const roomSize = presentPlayerIds(c.state, c.presentUserIds).length;
      for (const m of specMessages(c, { nowMs, roomSize })) emitMessage(io.to(specRoom), m);
    }
    if (isMultiNode) io.serverSideEmit('roomCommitted', auctionId, c.state.version);
    // Web push (queued, never holding up the room: push.queue.ts) to owners whose max bid ran out…
    for (const o of exhaustedMaxBids(c.before, c.events)) {
      deps.push.notify(o.ownerId, {
        kind: 'OUTBID',
        auctionId,
        auctionTitle: c.auction.title,
        playerName: c.before.players[o.playerId]?.name ?? 'a player',
        amountLakhs: o.amountLakhs,
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
 * "Your target is up next": when `c` opened a lot, every user who starred the player now up next
 * (the engine's {@link nextQueuedPlayerId}, the rule the room's in-app notice reads too) is told
 * through the push port, as OUTBID is, whether or not they have the room open (the push feature
 * honours their toggle). Returns at once; the look-up runs in the background, a failure goes to
 * `onError`.
 */
export function notifyStarredNext(
  deps: Pick<AppDeps, 'database' | 'push'>,
  c: Pick<Committed, 'events' | 'state' | 'auction'>,
  onError: (err: unknown) => void,
): void {
  if (!c.events.some((e) => e.type === 'lotOpened')) return;
  const playerId = nextQueuedPlayerId(c.state);
  if (playerId === null) return;
  const { id: auctionId, title: auctionTitle } = c.auction;
  const playerName = c.state.players[playerId]?.name ?? 'a player';
  starredBy(deps, auctionId, playerId)
    .then((userIds) => {
      for (const userId of userIds) {
        deps.push.notify(userId, { kind: 'STARRED_NEXT', auctionId, auctionTitle, playerName });
      }
    })
    .catch(onError);
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
