/**
 * The room's commands, one table: for each client event, the receipt time (a bid is judged by the
 * server clock at arrival), the budget it draws on, the payload's protocol schema, and what it does —
 * most turn into an engine command the auction's runner executes — then the ack
 * `{ success, data | error }` (a refusal is also sent as an `error` event, which the spec's clients
 * listen to). Amounts are converted at this edge (Cr on the wire, integer lakhs in the engine;
 * ARCHITECTURE.md §3); the engine's intents (intents.ts) turn a request into a command on the state
 * at its turn in the auction's queue, with the caller's team from that state, never the payload.
 */
import { z } from 'zod';
import { croresToLakhs, redactEvent, teamOfOwner } from '@bidxi/engine';
import {
  BidPayload,
  CancelMaxBidPayload,
  ChatPayload,
  ErrorCode,
  EventsSincePayload,
  MAX_EVENTS_SINCE,
  PassPayload,
  PullBackPayload,
  SetAutopilotPayload,
  SetMaxBidPayload,
  type Ack,
  type BidAck,
  type RoomSnapshot,
} from '@bidxi/protocol';
import type { BudgetKind } from './room.budget';
import { STEP_MESSAGE, type RoomCommand } from './room.commands';
import { roomSnapshot, type RoomContext } from './room.context';
import { roomName, type RoomSocket } from './room.presence';
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

type Run<S extends z.core.$ZodType | null> = (
  payload: S extends z.core.$ZodType ? z.infer<S> : unknown,
  receivedAtMs: number,
) => unknown;

/** Registers one event: its name, its payload schema (null: any), its budget, what it runs. */
export type On = <S extends z.core.$ZodType | null>(
  event: string,
  schema: S,
  budget: BudgetKind,
  run: Run<S>,
) => void;

/** Registers every room event of `socket`; each waits for `admitted` (the one-device check). */
export function registerHandlers(
  socket: RoomSocket,
  ctx: RoomContext,
  admitted: Promise<boolean>,
): void {
  const caller = socket.data;
  const known = new Set<string>();
  const on: On = (event, schema, budget, run) => {
    known.add(event);
    handle(socket, ctx, admitted, { event, schema, budget, run: run as Run<z.core.$ZodType> });
  };
  const runner = () => ctx.registry.room(caller.auctionId);

  const execute = async (command: RoomCommand, receivedAtMs: number) => {
    const result = await runner().execute(command, receivedAtMs, { userId: caller.userId });
    if (!result.ok) throw new RoomRefusal(result.error.code, result.error.message);
    return result;
  };
  const lakhsOf = (crores: number) => {
    const lakhs = croresToLakhs(crores);
    if (lakhs === null) throw new RoomRefusal(ErrorCode.INVALID_AMOUNT, STEP_MESSAGE);
    return lakhs;
  };
  const ownerId = caller.userId;

  on('bid', BidPayload, 'bid', async (p, receivedAtMs) => {
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
  on('pullBackPlayer', PullBackPayload, 'command', pullBack);
  on('reAddPlayer', PullBackPayload, 'command', pullBack);
  on('setMaxBid', SetMaxBidPayload, 'command', async (p, receivedAtMs) => {
    const max = { playerId: p.auctionPlayerId, maxLakhs: lakhsOf(p.maxAmount) };
    return {
      seq: (await execute({ type: 'setMaxBidRequest', ownerId, ...max }, receivedAtMs)).seq,
    };
  });
  on('cancelMaxBid', CancelMaxBidPayload, 'command', async (p, receivedAtMs) => {
    const command = { type: 'cancelMaxBidRequest', ownerId, playerId: p.auctionPlayerId } as const;
    return { seq: (await execute(command, receivedAtMs)).seq };
  });
  on('setAutopilot', SetAutopilotPayload, 'command', async (p, receivedAtMs) => {
    const cap = p.maxAmount === undefined ? {} : { capLakhs: lakhsOf(p.maxAmount) };
    const command = { type: 'setAutopilotRequest', ownerId, enabled: p.enabled, ...cap } as const;
    return { seq: (await execute(command, receivedAtMs)).seq };
  });
  on('pass', PassPayload, 'bid', async (p, receivedAtMs) => {
    const command = { type: 'passRequest', ownerId, playerId: p.auctionPlayerId, lotId: p.lotId };
    return { seq: (await execute({ ...command, type: 'passRequest' }, receivedAtMs)).seq };
  });
  on('sendChatMessage', ChatPayload, 'chat', async (p, receivedAtMs) => {
    const m = await ctx.chat.send(caller, p.message, receivedAtMs);
    ctx.io.to(roomName(caller.auctionId)).emit('receiveChatMessage', m);
    return m;
  });
  // Concurrent asks of one socket share one snapshot (and one frame): a flood builds nothing more.
  let pendingSnapshot: Promise<RoomSnapshot> | null = null;
  on('getRoomState', null, 'snapshot', async () => {
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
  on('getEventsSince', EventsSincePayload, 'read', async (p) => {
    const view = await runner().snapshot();
    if (!view) throw new RoomRefusal(ErrorCode.NOT_FOUND, 'Auction not found');
    if (view.state.version - p.seq > MAX_EVENTS_SINCE) {
      throw new RoomRefusal(ErrorCode.GAP_TOO_LARGE, 'Too far behind: ask for the whole room.');
    }
    const db = ctx.deps.database.db;
    const entries = await loadEntriesAfter(db, caller.auctionId, p.seq, MAX_EVENTS_SINCE);
    const serverTime = new Date(ctx.deps.clock.now()).toISOString();
    const myTeamId = teamOfOwner(view.state, caller.userId)?.teamId ?? null;
    const events = entries.map((e) => redactEvent(e.event, myTeamId));
    // The runner has hashed every entry up to its state (snapshot() above) before they are read.
    const headHash = entries.at(-1)?.hash ?? view.headHash;
    return { seq: p.seq + events.length, serverTime, events, headHash };
  });
  registerReads(on, socket, ctx);

  socket.onAny((event: string, ...args: unknown[]) => {
    if (known.has(event)) return;
    const ack = args.at(-1);
    const error = {
      code: ErrorCode.UNKNOWN_EVENT,
      message: `Unknown event '${event.slice(0, 40)}'`,
    };
    if (typeof ack === 'function') (ack as (a: Ack) => void)({ success: false, error });
    socket.emit('error', error);
  });
}

/**
 * Wraps one event: receipt time, budget (before any parse, queue or query), admission, session,
 * payload schema, run, ack. Over budget: refused in the ack only (nothing else is sent or written; a
 * refused bid is counted for the bid log); a socket that keeps going over is closed. A refusal of the
 * session itself (logged out, banned, expired) disconnects the socket after telling it why.
 */
function handle(
  socket: RoomSocket,
  ctx: RoomContext,
  admitted: Promise<boolean>,
  h: {
    event: string;
    schema: z.core.$ZodType | null;
    budget: BudgetKind;
    run: Run<z.core.$ZodType>;
  },
): void {
  (socket as unknown as { on(e: string, l: (...args: unknown[]) => void): void }).on(
    h.event,
    (...args: unknown[]) => {
      const receivedAtMs = ctx.deps.clock.now();
      const ack = ctx.deps.metrics.timeAck(
        h.event,
        typeof args.at(-1) === 'function' ? (args.pop() as (a: Ack) => void) : undefined,
      );
      const fail = (error: { code: string; message: string }) => {
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
          if (h.event === 'bid' && !socket.data.spectator)
            countRefusedBid(ctx, socket, receivedAtMs);
          ack?.({ success: false, error: verdict === 'abuse' ? CLOSED_FOR_ABUSE : TOO_MANY });
          if (verdict === 'abuse' && socket.connected) {
            socket.emit('error', CLOSED_FOR_ABUSE);
            socket.disconnect(true);
          }
          return;
        }
        const parsed = h.schema
          ? z.safeParse(h.schema, args[0])
          : ({ success: true, data: args[0] } as const);
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
    },
  );
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
