/**
 * The room's command handlers: for each client event of the protocol's table (`ROOM_COMMANDS`: its
 * payload schema, ack data and refusal codes), the receipt time (a bid is judged by the server clock
 * at arrival), the budget it draws on, and what it does —
 * most turn into an engine command the auction's Room executes — then the ack
 * `{ success, data | error }` (a refusal is also sent as an `error` event, which the spec's clients
 * listen to). Amounts are converted at this edge (Cr on the wire, integer lakhs in the engine;
 * ARCHITECTURE.md §3); the engine's intents (intents.ts) turn a request into a command on the state
 * at its turn in the auction's queue, with the caller's team from that state, never the payload.
 */
import { z } from 'zod';
import {
  OFF_STEP_MESSAGE,
  croresToLakhs,
  redactEvent,
  teamOfOwner,
  type RoomRequest,
} from '@bidxi/engine';
import {
  ErrorCode,
  MAX_EVENTS_SINCE,
  ROOM_COMMANDS,
  type Ack,
  type BidAck,
  type PullBackPayload,
  type RoomCommandAcks,
  type RoomCommandName,
  type RoomCommandPayloads,
  type RoomSnapshot,
} from '@bidxi/protocol';
import type { BudgetKind } from './room.budget';
import { roomSnapshot, type RoomContext } from './room.context';
import { roomName } from './room.publish';
import type { RoomSocket } from './room.presence';
import { registerReads } from './room.reads';
import { RoomRefusal } from './room.refusal';
import { SPECTATOR_EVENTS, readOnly } from './room.spectators';
import { loadEntriesAfter } from './room.repo';
import { wireSnapshotOf } from './room.views';

const ENDS_SESSION = new Set<string>([
  ErrorCode.SESSION_EXPIRED,
  ErrorCode.USER_BANNED,
  ErrorCode.UNAUTHENTICATED,
]);
const TOO_MANY = { code: ErrorCode.TOO_MANY_EVENTS, message: 'Too many requests. Slow down.' };
const CLOSED_FOR_ABUSE = {
  code: ErrorCode.TOO_MANY_EVENTS,
  message: 'This connection sent too many requests and was closed.',
};

/** What an event runs: its parsed payload in, its ack data out (both from the protocol's table). */
type Run<E extends RoomCommandName> = (
  payload: RoomCommandPayloads[E],
  receivedAtMs: number,
) => Promise<RoomCommandAcks[E]>;

/**
 * Registers one event of the protocol's table: its name, its budget, what it runs. The payload is
 * parsed with the table's schema; a handler answering another ack shape does not compile.
 */
export type On = <E extends RoomCommandName>(event: E, budget: BudgetKind, run: Run<E>) => void;

/** A client's ack callback: the last argument of an event, when it is a function. */
const isAckFn = (x: unknown): x is (a: Ack) => void => typeof x === 'function';

/** Registers every room event of `socket`; each waits for `admitted` (the one-device check). */
export function registerHandlers(
  socket: RoomSocket,
  ctx: RoomContext,
  admitted: Promise<boolean>,
): void {
  const caller = socket.data;
  // Every event of the socket goes through one listener, to its handler or to UNKNOWN_EVENT.
  const handlers = new Map<string, (args: unknown[]) => void>();
  const on: On = (event, budget, run) => {
    handlers.set(event, handle(socket, ctx, admitted, { event, budget, run }));
  };
  // The socket holds its auction's Room (a bid runs no registry code); it asks the registry again
  // only after that room was evicted for idleness.
  let held = ctx.registry.room(caller.auctionId);
  const room = () => (held.isEvicted ? (held = ctx.registry.room(caller.auctionId)) : held);

  const execute = async (command: RoomRequest, receivedAtMs: number) => {
    const result = await room().execute(command, receivedAtMs, { userId: caller.userId });
    if (!result.ok) throw new RoomRefusal(result.error.code, result.error.message);
    return result;
  };
  const lakhsOf = (crores: number) => {
    const lakhs = croresToLakhs(crores);
    if (lakhs === null) throw new RoomRefusal(ErrorCode.INVALID_AMOUNT, OFF_STEP_MESSAGE);
    return lakhs;
  };
  const ownerId = caller.userId;

  on('bid', 'bid', async (p, receivedAtMs) => {
    // An amount off the step is refused by the room like any rule, so it is logged like one.
    const amountLakhs = croresToLakhs(p.biddingAmount);
    const bid = { ownerId, playerId: p.auctionPlayerId, lotId: p.lotId, amountLakhs };
    const key = p.key === undefined ? {} : { key: p.key };
    const result = await execute({ type: 'bidRequest', ...bid, ...key }, receivedAtMs);
    const lot = result.state.currentLot;
    const ack: BidAck = {
      amount: p.biddingAmount,
      amountLakhs: lot?.currentBidLakhs ?? amountLakhs ?? 0,
      closesAt: new Date(lot?.closesAt ?? receivedAtMs).toISOString(),
      seq: result.seq,
    };
    return ack;
  });
  const pullBack = async (p: PullBackPayload, receivedAtMs: number) => {
    const command = { type: 'pullBackRequest', ownerId, playerId: p.auctionPlayerId } as const;
    return { seq: (await execute(command, receivedAtMs)).seq };
  };
  on('pullBackPlayer', 'command', pullBack);
  on('reAddPlayer', 'command', pullBack);
  on('setMaxBid', 'command', async (p, receivedAtMs) => {
    const max = { playerId: p.auctionPlayerId, maxLakhs: lakhsOf(p.maxAmount) };
    return {
      seq: (await execute({ type: 'setMaxBidRequest', ownerId, ...max }, receivedAtMs)).seq,
    };
  });
  on('cancelMaxBid', 'command', async (p, receivedAtMs) => {
    const command = { type: 'cancelMaxBidRequest', ownerId, playerId: p.auctionPlayerId } as const;
    return { seq: (await execute(command, receivedAtMs)).seq };
  });
  on('setAutopilot', 'command', async (p, receivedAtMs) => {
    const cap = p.maxAmount === undefined ? {} : { capLakhs: lakhsOf(p.maxAmount) };
    const command = { type: 'setAutopilotRequest', ownerId, enabled: p.enabled, ...cap } as const;
    return { seq: (await execute(command, receivedAtMs)).seq };
  });
  on('pass', 'bid', async (p, receivedAtMs) => {
    const lot = p.lotId === undefined ? {} : { lotId: p.lotId };
    const command = { type: 'passRequest', ownerId, playerId: p.auctionPlayerId, ...lot } as const;
    return { seq: (await execute(command, receivedAtMs)).seq };
  });
  on('sendChatMessage', 'chat', async (p, receivedAtMs) => {
    const m = await ctx.chat.send(caller, p.message, receivedAtMs);
    ctx.io.to(roomName(caller.auctionId)).emit('receiveChatMessage', m);
    return m;
  });
  // Concurrent asks of one socket share one snapshot (and one frame): a flood builds nothing more.
  let pendingSnapshot: Promise<RoomSnapshot> | null = null;
  on('getRoomState', 'snapshot', async () => {
    if (pendingSnapshot) return { seq: (await pendingSnapshot).seq };
    pendingSnapshot = roomSnapshot(ctx, caller);
    try {
      const snapshot = await pendingSnapshot;
      socket.emit('roomState', wireSnapshotOf(snapshot, caller));
      return { seq: snapshot.seq };
    } finally {
      pendingSnapshot = null;
    }
  });
  on('getEventsSince', 'read', async (p) => {
    const view = await room().snapshot();
    if (!view) throw new RoomRefusal(ErrorCode.NOT_FOUND, 'Auction not found');
    if (view.state.version - p.seq > MAX_EVENTS_SINCE) {
      throw new RoomRefusal(ErrorCode.GAP_TOO_LARGE, 'Too far behind: ask for the whole room.');
    }
    const db = ctx.deps.database.db;
    const entries = await loadEntriesAfter(db, caller.auctionId, p.seq, MAX_EVENTS_SINCE);
    const serverTime = new Date(ctx.deps.clock.now()).toISOString();
    const myTeamId = teamOfOwner(view.state, caller.userId)?.teamId ?? null;
    const events = entries.map((e) => redactEvent(e.event, myTeamId));
    // The room has hashed every entry up to its state (snapshot() above) before they are read.
    const headHash = entries.at(-1)?.hash ?? view.headHash;
    return { seq: p.seq + events.length, serverTime, events, headHash };
  });
  registerReads(on, socket, ctx);

  socket.onAny((event: string, ...args: unknown[]) => {
    const handler = handlers.get(event);
    if (handler) return handler(args);
    const ack = args.at(-1);
    const error = {
      code: ErrorCode.UNKNOWN_EVENT,
      message: `Unknown event '${event.slice(0, 40)}'`,
    };
    if (isAckFn(ack)) ack({ success: false, error });
    socket.emit('error', error);
  });
}

/**
 * Wraps one event (returns its listener, given the event's arguments): receipt time, budget (before any parse, queue or query), admission, session,
 * payload schema, run, ack. Over budget: refused in the ack only (nothing else is sent or written; a
 * refused bid is counted for the bid log); a socket that keeps going over is closed. A refusal of the
 * session itself (logged out, banned, expired) disconnects the socket after telling it why.
 */
function handle<E extends RoomCommandName>(
  socket: RoomSocket,
  ctx: RoomContext,
  admitted: Promise<boolean>,
  h: { event: E; budget: BudgetKind; run: Run<E> },
): (args: unknown[]) => void {
  const schema = ROOM_COMMANDS[h.event].payload;
  return (args) => {
    // The client may send the ack without a payload: it is whichever argument comes last.
    const receivedAtMs = ctx.deps.clock.now();
    const last = args.at(-1);
    if (isAckFn(last)) args.pop();
    const ack = ctx.deps.metrics.timeAck(h.event, isAckFn(last) ? last : undefined);
    const fail = (error: { code: ErrorCode; message: string }) => {
      ack?.({ success: false, error });
      socket.emit('error', error);
      if (ENDS_SESSION.has(error.code)) socket.disconnect(true);
    };
    void (async () => {
      const { auctionId, userId } = socket.data;
      const verdict = await ctx.budgets.check(h.budget, {
        auctionId,
        userId,
        socketId: socket.id,
      });
      if (verdict !== 'ok') {
        if (h.event === 'bid' && !socket.data.spectator) countRefusedBid(ctx, socket, receivedAtMs);
        ack?.({ success: false, error: verdict === 'abuse' ? CLOSED_FOR_ABUSE : TOO_MANY });
        if (verdict === 'abuse' && socket.connected) {
          socket.emit('error', CLOSED_FOR_ABUSE);
          socket.disconnect(true);
        }
        return;
      }
      const parsed = z.safeParse(schema, args[0]);
      if (!parsed.success) {
        const message = parsed.error.issues
          .map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`)
          .join('; ');
        return fail({ code: ErrorCode.VALIDATION, message });
      }
      try {
        if (socket.data.spectator && !SPECTATOR_EVENTS.has(h.event)) throw readOnly();
        if (!(await admitted)) {
          throw new RoomRefusal(ErrorCode.PREVIOUS_SESSION, 'Previous session not terminated!');
        }
        ack?.({ success: true, data: await h.run(parsed.data, receivedAtMs) });
      } catch (err) {
        if (err instanceof RoomRefusal) return fail({ code: err.code, message: err.message });
        ctx.log.error({ err, event: h.event }, 'room command failed');
        fail({ code: ErrorCode.INTERNAL, message: internalMessage(h.event) });
      }
    })();
  };
}

const internalMessage = (event: string) =>
  event === 'bid' ? 'Bid placement failed' : 'Something went wrong. Please try again.';

/** A bid refused for the budget, counted against the lot it was sent on (the bid log's roll-up). */
function countRefusedBid(ctx: RoomContext, socket: RoomSocket, atMs: number) {
  const lot = ctx.registry.room(socket.data.auctionId).peek()?.state.currentLot ?? null;
  ctx.budgets.countRefusedBid({
    auctionId: socket.data.auctionId,
    userId: socket.data.userId,
    lotId: lot?.lotId ?? null,
    auctionPlayerId: lot?.playerId ?? null,
    at: new Date(atMs),
  });
}
