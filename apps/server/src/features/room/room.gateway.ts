/**
 * The room's socket.io gateway (ARCHITECTURE.md §5): authenticates the handshake, admits registered
 * participants (admins watch read-only), keeps one device per user and auction, and turns each client
 * event into `schema.safeParse → service → ack`. No rules and no SQL here.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { z } from 'zod';
import {
  PROTOCOL_VERSION,
  BidPayload,
  ChatPayload,
  PullBackPayload,
  RoomHandshake,
  type Ack,
} from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { authenticate } from '../../platform/auth';
import { roomName } from './room.broadcast';
import type { RoomHub } from './room.hub';
import { RoomRefusal, type RoomService } from './room.service';
import { createHandler } from './room.handler';
import {
  fetchPresence,
  PER_USER_ANNOUNCE_MAX,
  RoomSizeNotifier,
  userRoomName,
  userSockets,
  type LocalPresence,
  type RoomSocket,
  type SocketData,
} from './room.presence';
import { remainingPlayerCount, teamViews, lotView, playerView } from './room.views';

const KNOWN_EVENTS = new Set([
  'getAuctionRoomSize',
  'getActivePlayer',
  'playerCount',
  'bid',
  'reAddPlayer',
  'pullBackPlayer',
  'sendChatMessage',
  'getChatHistory',
  'getBudget',
  'getRoomState',
]);

const PREVIOUS_SESSION = 'Previous session not terminated!';

export function attachRoomGateway(
  io: Server,
  deps: AppDeps,
  hub: RoomHub,
  service: RoomService,
  presence: LocalPresence,
  log: FastifyBaseLogger,
): RoomSizeNotifier {
  const handleNow = createHandler(deps, log);
  const roomSize = new RoomSizeNotifier(
    async (auctionId) => {
      // A node that does not answer keeps the last known presence (see RoomHub.pollLeases).
      const present = await fetchPresence(io, auctionId).catch(() => null);
      if (present) hub.setPresence(auctionId, present);
      const ids = hub.presentUserIds(auctionId);
      io.to(roomName(auctionId)).emit('auctionRoomSize', {
        roomSize: ids.size,
        connectedUserIds: [...ids],
      });
    },
    (auctionId) => hub.presentUserIds(auctionId).size,
  );
  const announcesEachUser = (auctionId: string) =>
    hub.presentUserIds(auctionId).size <= PER_USER_ANNOUNCE_MAX;
  io.use(async (socket, next) => {
    const parsed = RoomHandshake.safeParse(socket.handshake.auth);
    if (!parsed.success)
      return next(
        withData(new Error('Invalid handshake: token and x-room-lobby are required'), 'VALIDATION'),
      );
    const clientVersion = parsed.data.protocolVersion;
    if (clientVersion !== undefined && clientVersion !== PROTOCOL_VERSION) {
      return next(
        withData(
          new Error('This version of the app is out of date. Please reload to update.'),
          clientVersion < PROTOCOL_VERSION ? 'CLIENT_TOO_OLD' : 'SERVER_TOO_OLD',
        ),
      );
    }
    try {
      const auth = await authenticate(deps, `Bearer ${parsed.data.token}`);
      const auctionId = parsed.data['x-room-lobby'];
      const runner = hub.runner(auctionId);
      // Re-read the teams only for a caller the room does not know yet (a team registered since):
      // every (re)join of a known participant reloading 1,000 teams made a reconnect storm O(n²).
      let setup = runner.setup;
      if (!setup?.teams.some((t) => t.ownerId === auth.user.id)) setup = await runner.reloadSetup();
      if (!setup) return next(withData(new Error('Auction not found'), 'NOT_FOUND'));
      const isAdmin = auth.user.role === 'ADMIN';
      const isParticipant = setup.teams.some((t) => t.ownerId === auth.user.id);
      if (!isParticipant && !isAdmin)
        return next(
          withData(new Error('You are not registered for this auction.'), 'NOT_REGISTERED'),
        );
      const data: SocketData = {
        userId: auth.user.id,
        username: auth.user.username,
        auctionId,
        token: parsed.data.token,
        isAdmin,
        deviceId: parsed.data.deviceId ?? null,
      };
      socket.data = data;
      (socket.data as SocketData & { takeover?: boolean }).takeover = parsed.data.takeover ?? false;
      next();
    } catch (err) {
      const e = err as { code?: string; message?: string };
      next(withData(new Error(e.message ?? 'Unauthorized'), e.code ?? 'UNAUTHENTICATED'));
    }
  });

  io.on('connection', (raw) => {
    const socket = raw as unknown as RoomSocket;
    onConnection(socket).catch((err: unknown) => {
      log.error({ err, auctionId: socket.data.auctionId }, 'room join failed');
      socket.disconnect(true);
    });
  });

  async function onConnection(socket: RoomSocket): Promise<void> {
    const caller = socket.data;
    const room = roomName(caller.auctionId);
    const takeover = (socket.data as SocketData & { takeover?: boolean }).takeover === true;
    // Handlers first: a client emits as soon as it is connected, and an event with no listener yet is
    // dropped without an ack (a bid lost for as long as the checks below take; seconds when a node of
    // the cluster is dead and fetchSockets waits for it: fault suite). They wait for `admitted`.
    let admit!: (ok: boolean) => void;
    const admitted = new Promise<boolean>((resolve) => (admit = resolve));
    registerHandlers(socket, admitted);
    // One device per user and auction: the same device (or an explicit takeover) replaces the old socket.
    const others = (await userSockets(io, caller.auctionId, caller.userId)).filter(
      (s) => s.id !== socket.id,
    );
    if (others.length > 0) {
      const sameDevice =
        caller.deviceId !== null &&
        others.every((s) => (s.data as SocketData).deviceId === caller.deviceId);
      if (!sameDevice && !takeover) {
        admit(false);
        socket.emit('error', { code: 'PREVIOUS_SESSION', message: PREVIOUS_SESSION });
        socket.disconnect(true);
        return;
      }
      for (const s of others) {
        s.emit('error', {
          code: 'SESSION_TAKEN_OVER',
          message: 'This auction was opened on another device.',
        });
        s.disconnect(true);
      }
    }
    await socket.join([room, userRoomName(caller.auctionId, caller.userId)]);
    presence.add(caller.auctionId, caller.userId);
    hub.markPresent(caller.auctionId, caller.userId);
    admit(true);
    socket.on('disconnect', () => {
      presence.remove(caller.auctionId, caller.userId);
      if (announcesEachUser(caller.auctionId))
        io.to(room).emit('userDisconnected', { userId: caller.userId, username: caller.username });
      roomSize.notify(caller.auctionId);
    });
    try {
      const runner = hub.runner(caller.auctionId);
      const teamId = service.teamIdOf(runner, caller.userId);
      if (teamId && !runner.state?.teams[teamId]) await service.syncTeams(runner, teamId);
      socket.emit('roomState', await service.roomState(caller));
    } catch (err) {
      log.error({ err, auctionId: caller.auctionId }, 'room join failed');
      socket.emit('error', { code: 'INTERNAL', message: 'Some Erorr Occured! Please refresh.' });
    }
    if (announcesEachUser(caller.auctionId))
      socket
        .to(room)
        .emit('newUserConnected', { userId: caller.userId, username: caller.username });
    roomSize.notify(caller.auctionId);
  }

  function registerHandlers(socket: RoomSocket, admitted: Promise<boolean>): void {
    const caller = socket.data;
    const room = roomName(caller.auctionId);
    const runner = () => hub.runner(caller.auctionId);
    const handle: typeof handleNow = (sock, event, schema, run) =>
      handleNow(sock, event, schema, async (payload, receivedAtMs) => {
        if (!(await admitted)) throw new RoomRefusal('PREVIOUS_SESSION', PREVIOUS_SESSION);
        return run(payload, receivedAtMs);
      });

    handle(socket, 'bid', BidPayload, (p, receivedAtMs) => service.bid(caller, p, receivedAtMs));
    handle(socket, 'pullBackPlayer', PullBackPayload, (p) =>
      service.pullBack(caller, p.auctionPlayerId),
    );
    handle(socket, 'reAddPlayer', PullBackPayload, (p) =>
      service.pullBack(caller, p.auctionPlayerId),
    );
    handle(socket, 'sendChatMessage', ChatPayload, async (p) => {
      const m = await service.chat(caller, p.message);
      io.to(room).emit('receiveChatMessage', m);
      return m;
    });
    handle(socket, 'getChatHistory', z.unknown(), async () => {
      const messages = await service.chatHistory(caller.auctionId);
      socket.emit('chatHistory', { messages });
      return { messages };
    });
    handle(socket, 'getRoomState', z.unknown(), async () => {
      const state = await service.roomState(caller);
      socket.emit('roomState', state);
      return { seq: state.seq };
    });
    handle(socket, 'getAuctionRoomSize', z.unknown(), async () => {
      const ids = hub.presentUserIds(caller.auctionId);
      socket.emit('auctionRoomSize', { roomSize: ids.size, connectedUserIds: [...ids] });
      return { roomSize: ids.size };
    });
    handle(socket, 'playerCount', z.unknown(), async () => {
      const state = await runner().refresh();
      const count = state ? remainingPlayerCount(state) : 0;
      socket.emit('playerCount', { count });
      return { count };
    });
    handle(socket, 'getActivePlayer', z.unknown(), async () => {
      const r = runner();
      const state = await r.refresh();
      if (!state?.currentLot || !r.setup) return { lot: null };
      const lot = lotView(state, state.currentLot, r.setup.teams);
      const player = playerView(state, r.setup, state.currentLot.playerId);
      const now = deps.clock.now();
      socket.emit('activePlayerDetail', {
        seq: state.version,
        serverTime: new Date(now).toISOString(),
        playerId: lot.auctionPlayerId,
        time: Math.max(0, state.currentLot.closesAt - now),
        delay: r.setup.auction.bidWindowMs / 1000,
        roomSize: hub.presentUserIds(caller.auctionId).size,
        closesAt: lot.closesAt,
        lot,
        player,
      });
      return { lot, player };
    });
    handle(socket, 'getBudget', z.unknown(), async () => {
      const r = runner();
      const state = await r.refresh();
      if (!state || !r.setup) return { teams: [] };
      const teams = teamViews(state, r.setup, hub.presentUserIds(caller.auctionId)).map((t) => ({
        teamId: t.teamId,
        purseRemaining: t.purseRemaining,
        purseRemainingLakhs: t.purseRemainingLakhs,
      }));
      socket.emit('budgetUpdate', { seq: state.version, teams });
      return { teams };
    });
    socket.onAny((event: string, ...args: unknown[]) => {
      if (KNOWN_EVENTS.has(event)) return;
      const ack = args.at(-1);
      const error = { code: 'UNKNOWN_EVENT', message: `Unknown event '${event.slice(0, 40)}'` };
      if (typeof ack === 'function') (ack as (a: Ack) => void)({ success: false, error });
      socket.emit('error', error);
    });
  }
  return roomSize;
}

function withData(err: Error, code: string): Error {
  (err as Error & { data: unknown }).data = { code, message: err.message };
  return err;
}
