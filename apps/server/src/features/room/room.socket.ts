/**
 * The room's socket.io connections (ARCHITECTURE.md §5): authenticates the handshake, admits
 * registered participants (admins, and a league's organiser without a team, watch), keeps one device
 * per user and auction, joins the rooms of the client's feed, keeps presence, and hands every event
 * to the command table (room.handlers.ts). No rules and no SQL here.
 */
import type { FastifyBaseLogger } from 'fastify';
import { PROTOCOL_VERSION, RoomHandshake, ErrorCode } from '@bidxi/protocol';
import { teamOfOwner, type AuctionState } from '@bidxi/engine';
import type { AppDeps } from '../../platform/deps';
import { authenticate, hasAdminPowers } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { isOrganiserOf } from '../auctions/auctions.service';
import { assertNotSelfExcluded } from '../gaming/gaming.port';
import type { RoomBudgets } from './room.budget';
import { RoomChat } from './room.chat';
import { pushSnapshots, roomSnapshot, type RoomContext } from './room.context';
import { registerHandlers } from './room.handlers';
import { wireSnapshotOf } from './room.views';
import {
  PER_USER_ANNOUNCE_MAX,
  RoomSizeNotifier,
  fetchPresence,
  userRoomName,
  userSocketsRoomName,
  userSockets,
  type RoomServer,
  type RoomSocket,
  type SocketData,
} from './room.presence';
import { engineUserRoomName, feedRoomName, roomName } from './room.publish';
import { RoomRefusal } from './room.refusal';
import { admitSpectator, spectatorRoomName } from './room.spectators';
import type { RoomRegistry } from './room.registry';

const PREVIOUS_SESSION = 'Previous session not terminated!';

/** A spectator's socket data: no user, no session, not present (room.spectators.ts). */
const spectatorData = (
  socketId: string,
  auctionId: string,
  feed: SocketData['feed'] | undefined,
  lean: boolean | undefined,
): SocketData => ({
  userId: `spectator:${socketId}`,
  username: 'Spectator',
  auctionId,
  token: '',
  sessionId: '',
  isAdmin: false,
  spectator: true,
  deviceId: null,
  takeover: false,
  feed: feed ?? 'spec',
  lean: lean ?? false,
});

/** A refusal for the handshake: `connect_error` with `data: { code, message }`. */
function refusal(code: string, message: string): Error {
  return Object.assign(new Error(message), { data: { code, message } });
}

/** What the socket layer gives the room's wiring. */
export interface RoomSockets {
  /** The presence notifier (stopped with the server). */
  roomSize: RoomSizeNotifier;
  /** Sends this node's sockets of the auction a fresh `roomState` (the auction changed). */
  pushSnapshots(auctionId: string): Promise<void>;
}

/** Attaches the room to `io`. */
export function attachRoomSockets(
  io: RoomServer,
  deps: AppDeps,
  registry: RoomRegistry,
  budgets: RoomBudgets,
  log: FastifyBaseLogger,
): RoomSockets {
  const roomSize = new RoomSizeNotifier(
    async (auctionId) => {
      // A node that does not answer keeps the last known presence (see RoomRegistry.pollLeases).
      const present = await fetchPresence(io, auctionId).catch(() => null);
      if (present) registry.setPresence(auctionId, present);
      const ids = registry.presentPlayerIds(auctionId);
      io.to(roomName(auctionId)).emit('auctionRoomSize', {
        roomSize: ids.length,
        connectedUserIds: ids,
      });
    },
    (auctionId) => registry.presentUserIds(auctionId).size,
  );
  const chat = new RoomChat(deps.database.db);
  const ctx: RoomContext = { io, deps, registry, chat, budgets, log };
  const capacity = deps.config.spectatorsPerAuction;
  const announcesEachUser = (auctionId: string) =>
    registry.presentUserIds(auctionId).size <= PER_USER_ANNOUNCE_MAX;

  io.use((socket, next) => {
    void handshake(socket, next);
  });
  /** Admits a participant, an admin or a spectator; every failure goes to `next` as a refusal. */
  async function handshake(socket: RoomSocket, next: (err?: Error) => void): Promise<void> {
    const parsed = RoomHandshake.safeParse(socket.handshake.auth);
    if (!parsed.success) {
      return next(
        refusal(ErrorCode.VALIDATION, 'Invalid handshake: token and x-room-lobby are required'),
      );
    }
    const hs = parsed.data;
    if (hs.protocolVersion !== undefined && hs.protocolVersion !== PROTOCOL_VERSION) {
      return next(
        refusal(
          hs.protocolVersion < PROTOCOL_VERSION
            ? ErrorCode.CLIENT_TOO_OLD
            : ErrorCode.SERVER_TOO_OLD,
          'This version of the app is out of date. Please reload to update.',
        ),
      );
    }
    try {
      const auctionId = hs['x-room-lobby'];
      if (hs.token === undefined) {
        await admitSpectator(io, deps.database.db, auctionId, hs.spectatorToken ?? '', capacity);
        socket.data = spectatorData(socket.id, auctionId, hs.feed, hs.lean);
        return next();
      }
      const auth = await authenticate(deps, `Bearer ${hs.token}`);
      const view = await registry.room(auctionId).snapshot();
      if (!view) return next(refusal(ErrorCode.NOT_FOUND, 'Auction not found'));
      // Admin powers belong to a session made by the admin login.
      const hasAdmin = hasAdminPowers(auth);
      const owns = Boolean(teamOfOwner(view.state, auth.user.id));
      // A league's organiser without a team watches and runs it from the room, as an admin's desk does.
      const organises =
        !owns && !hasAdmin && (await isOrganiserOf(deps.database.db, auctionId, auth.user.id));
      if (!owns && !hasAdmin && !organises) {
        return next(refusal(ErrorCode.NOT_REGISTERED, 'You are not registered for this auction.'));
      }
      const isAdmin = hasAdmin || organises;
      // A self-excluded player does not enter a room as a bidder.
      if (!hasAdmin) assertNotSelfExcluded(auth.user, deps.clock.now());
      socket.data = {
        userId: auth.user.id,
        username: auth.user.username,
        auctionId,
        token: hs.token,
        sessionId: auth.sessionId,
        isAdmin,
        spectator: false,
        deviceId: hs.deviceId ?? null,
        takeover: hs.takeover ?? false,
        feed: hs.feed ?? 'spec',
        lean: hs.lean ?? false,
      };
      // Expiry has no request to hang on: this node publishes it when the session runs out.
      const stopWatching = deps.sessionEvents.watchExpiry({
        userId: auth.user.id,
        sessionId: auth.sessionId,
        expiresAt: auth.expiresAt,
      });
      socket.on('disconnect', stopWatching);
      next();
    } catch (err) {
      if (err instanceof AppError || err instanceof RoomRefusal) {
        return next(refusal(err.code, err.message));
      }
      log.error({ err }, 'room handshake failed');
      next(refusal(ErrorCode.INTERNAL, 'Some Erorr Occured! Please refresh.'));
    }
  }

  // A logout, password reset, ban or expiry anywhere closes that user's sockets here (every node
  // hears it: platform/session-events.ts).
  const stopListening = deps.sessionEvents.subscribe((e) => {
    void io.local
      .in(userSocketsRoomName(e.userId))
      .fetchSockets()
      .then((sockets) => {
        for (const s of sockets) {
          if (e.sessionId !== undefined && s.data.sessionId !== e.sessionId) continue;
          s.emit('error', { code: e.code, message: e.message });
          s.disconnect(true);
        }
      });
  });
  roomSize.onStop(stopListening);

  io.on('connection', (socket) => {
    onConnection(socket).catch((err: unknown) => {
      log.error({ err, auctionId: socket.data.auctionId }, 'room join failed');
      socket.disconnect(true);
    });
  });

  async function onConnection(socket: RoomSocket): Promise<void> {
    const caller = socket.data;
    const room = roomName(caller.auctionId);
    if (caller.spectator) {
      registerHandlers(socket, ctx, Promise.resolve(true));
      await socket.join([
        room,
        feedRoomName(caller.auctionId, caller.feed),
        spectatorRoomName(caller.auctionId),
      ]);
      socket.emit('roomState', wireSnapshotOf(await roomSnapshot(ctx, caller), caller));
      return;
    }
    // Handlers first: a client emits as soon as it is connected, and an event with no listener yet is
    // dropped without an ack. They wait for `admitted` (the one-device check below).
    let admit!: (ok: boolean) => void;
    const admitted = new Promise<boolean>((resolve) => (admit = resolve));
    registerHandlers(socket, ctx, admitted);
    // One device per team owner and auction: the same device (or an explicit takeover) replaces the
    // old socket; a second device without a deviceId is refused like any other device. An admin
    // watches read-only and sends no bid, so an organiser's desk may be open on several screens.
    const others = caller.isAdmin
      ? []
      : (await userSockets(io, caller.auctionId, caller.userId)).filter((s) => s.id !== socket.id);
    if (others.length > 0) {
      const sameDevice =
        caller.deviceId !== null && others.every((s) => s.data.deviceId === caller.deviceId);
      if (!sameDevice && !caller.takeover) {
        admit(false);
        socket.emit('error', { code: ErrorCode.PREVIOUS_SESSION, message: PREVIOUS_SESSION });
        socket.disconnect(true);
        return;
      }
      for (const s of others) {
        s.emit('error', {
          code: ErrorCode.SESSION_TAKEN_OVER,
          message: 'This auction was opened on another device.',
        });
        s.disconnect(true);
      }
    }
    await socket.join([
      room,
      feedRoomName(caller.auctionId, caller.feed),
      userRoomName(caller.auctionId, caller.userId),
      userSocketsRoomName(caller.userId),
      ...(caller.feed === 'engine' ? [engineUserRoomName(caller.auctionId, caller.userId)] : []),
    ]);
    registry.markPresent(caller.auctionId, caller.userId);
    admit(true);
    socket.on('disconnect', () => {
      if (announcesEachUser(caller.auctionId))
        io.to(room).emit('userDisconnected', { userId: caller.userId, username: caller.username });
      roomSize.notify(caller.auctionId);
    });
    try {
      const snapshot = await roomSnapshot(ctx, caller);
      socket.emit('roomState', wireSnapshotOf(snapshot, caller));
      tellOfAutopilot(socket, snapshot.state);
    } catch (err) {
      log.error({ err, auctionId: caller.auctionId }, 'room join failed');
      socket.emit('error', {
        code: ErrorCode.INTERNAL,
        message: 'Some Erorr Occured! Please refresh.',
      });
    }
    if (announcesEachUser(caller.auctionId))
      socket
        .to(room)
        .emit('newUserConnected', { userId: caller.userId, username: caller.username });
    roomSize.notify(caller.auctionId);
  }

  return { roomSize, pushSnapshots: (auctionId) => pushSnapshots(ctx, auctionId) };
}

/** Tells an owner who comes back that their team went on autopilot while they were away. */
function tellOfAutopilot(socket: RoomSocket, state: AuctionState): void {
  const team = teamOfOwner(state, socket.data.userId);
  const autopilot = team ? state.autopilot[team.teamId] : undefined;
  if (!team || autopilot?.reason !== 'AWAY') return;
  socket.emit('autopilotWhileAway', {
    seq: state.version,
    teamId: team.teamId,
    since: new Date(autopilot.since).toISOString(),
  });
}
