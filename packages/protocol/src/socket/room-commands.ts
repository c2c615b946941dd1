/**
 * The room's commands, one table (spec/auctions-and-room.md §7 "Real-time connection"): for each
 * event a client emits in the room, the schema its payload is parsed with (the spec's reads take
 * any payload), the data its ack answers with, and the error codes a refusal may carry.
 * `ClientToServerEvents` is derived from it, so the server's handlers (room.handlers.ts) and the web's
 * socket compile against the same names, payloads and ack shapes. Adding a command is one entry here.
 */
import { RuleErrorCode } from '@bidxi/engine';
import { z } from 'zod/mini';
import { ErrorCode } from '../errors';
import {
  BidPayload,
  CancelMaxBidPayload,
  ChatPayload,
  EventsSincePayload,
  PassPayload,
  PullBackPayload,
  SetAutopilotPayload,
  SetMaxBidPayload,
} from './client-to-server';
import type { RoomEventsMessage } from './room-snapshot';
import type { ChatMessageView, RoomLotView, RoomPlayerView, RoomTeamView } from './room-views';

/**
 * The acknowledgement of a client event: its data, or a refusal with one of the codes `C` (the
 * table's codes of that event, by default any).
 */
export type Ack<T = unknown, C extends ErrorCode = ErrorCode> =
  { success: true; data?: T } | { success: false; error: { code: C; message: string } };

export type AckFn<T = unknown, C extends ErrorCode = ErrorCode> = (ack: Ack<T, C>) => void;

/** What an accepted `bid` answers: the amount (Cr and lakhs), the lot's new close and the seq. */
export interface BidAck {
  amount: number;
  amountLakhs: number;
  closesAt: string;
  seq: number;
}

/** What an accepted room command answers: the seq of the state it left. */
export interface SeqAck {
  seq: number;
}

/** A purse line of `getBudget` and `budgetUpdate` (Cr and lakhs). */
export type TeamBudget = Pick<
  RoomTeamView,
  'teamId' | 'purseRemaining' | 'purseRemainingLakhs' | 'maxBid' | 'maxBidLakhs'
>;

/** The type of a command's ack data, carried by the table only as a type (no value at run time). */
export interface AckData<T> {
  readonly __ack?: T;
}
const ack = <T>(): AckData<T> => ({});

/** One command of the table. */
export interface RoomCommandSpec {
  /** The payload's schema (the spec's reads take any payload: they send `{}` or nothing). */
  payload: z.core.$ZodType;
  ack: AckData<unknown>;
  /** The codes the command itself may refuse with (besides {@link ANY_COMMAND_ERRORS}). */
  errors: readonly ErrorCode[];
}

/**
 * Codes every command may answer, from the room's gate rather than the command: its budget, the
 * payload's schema, the session (logged out, banned, expired), the one-device check, a spectator's
 * read-only socket, and an unexpected failure.
 */
export const ANY_COMMAND_ERRORS = [
  ErrorCode.TOO_MANY_EVENTS,
  ErrorCode.VALIDATION,
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.SESSION_EXPIRED,
  ErrorCode.USER_BANNED,
  ErrorCode.PREVIOUS_SESSION,
  ErrorCode.READ_ONLY,
  ErrorCode.INTERNAL,
] as const;

/** The refusals of a command the auction's engine judges: its rules, or a room that is busy or gone. */
const ENGINE_ERRORS = [
  ...Object.values(RuleErrorCode),
  ErrorCode.BUSY,
  ErrorCode.NOT_FOUND,
] as const;

/** The payload of the spec's reads: any (they send `{}` or nothing). */
const ANY = z.unknown();

const TABLE = {
  bid: { payload: BidPayload, ack: ack<BidAck>(), errors: ENGINE_ERRORS },
  pullBackPlayer: { payload: PullBackPayload, ack: ack<SeqAck>(), errors: ENGINE_ERRORS },
  reAddPlayer: { payload: PullBackPayload, ack: ack<SeqAck>(), errors: ENGINE_ERRORS },
  setMaxBid: {
    payload: SetMaxBidPayload,
    ack: ack<SeqAck>(),
    errors: [...ENGINE_ERRORS, ErrorCode.INVALID_AMOUNT],
  },
  cancelMaxBid: { payload: CancelMaxBidPayload, ack: ack<SeqAck>(), errors: ENGINE_ERRORS },
  setAutopilot: {
    payload: SetAutopilotPayload,
    ack: ack<SeqAck>(),
    errors: [...ENGINE_ERRORS, ErrorCode.INVALID_AMOUNT],
  },
  pass: { payload: PassPayload, ack: ack<SeqAck>(), errors: ENGINE_ERRORS },
  sendChatMessage: {
    payload: ChatPayload,
    ack: ack<ChatMessageView>(),
    errors: [ErrorCode.RATE_LIMITED, ErrorCode.NOT_FOUND],
  },
  getRoomState: { payload: ANY, ack: ack<SeqAck>(), errors: [ErrorCode.NOT_FOUND] },
  getEventsSince: {
    payload: EventsSincePayload,
    ack: ack<RoomEventsMessage>(),
    errors: [ErrorCode.NOT_FOUND, ErrorCode.GAP_TOO_LARGE],
  },
  getChatHistory: { payload: ANY, ack: ack<{ messages: ChatMessageView[] }>(), errors: [] },
  getAuctionRoomSize: { payload: ANY, ack: ack<{ roomSize: number }>(), errors: [] },
  playerCount: { payload: ANY, ack: ack<{ count: number }>(), errors: [] },
  getActivePlayer: {
    payload: ANY,
    ack: ack<{ lot: RoomLotView; player: RoomPlayerView } | { lot: null }>(),
    errors: [],
  },
  getBudget: { payload: ANY, ack: ack<{ teams: TeamBudget[] }>(), errors: [] },
} as const satisfies Record<string, RoomCommandSpec>;

type Table = typeof TABLE;

/** The name of a client→server room event. */
export type RoomCommandName = keyof Table;

/** Each event's payload: what its schema parses to (`unknown` for a read that takes any). */
export type RoomCommandPayloads = {
  [E in RoomCommandName]: z.output<Table[E]['payload']>;
};

/** Each event's ack data. */
export type RoomCommandAcks = {
  [E in RoomCommandName]: Table[E]['ack'] extends AckData<infer T> ? T : never;
};

/** Each event's refusal codes: its own and {@link ANY_COMMAND_ERRORS}. */
export type RoomCommandErrors = {
  [E in RoomCommandName]: Table[E]['errors'][number] | (typeof ANY_COMMAND_ERRORS)[number];
};

/** The full ack of event `E`. */
export type RoomCommandAck<E extends RoomCommandName> = Ack<
  RoomCommandAcks[E],
  RoomCommandErrors[E]
>;

/** One entry of the table, as the types of its event. */
export interface RoomCommandEntry<E extends RoomCommandName> {
  payload: z.core.$ZodType<RoomCommandPayloads[E]>;
  ack: AckData<RoomCommandAcks[E]>;
  errors: readonly RoomCommandErrors[E][];
}

/**
 * Every client→server room event (see the module comment), typed per event so that code generic in
 * the event (the server's `on`) gets that event's payload and ack types.
 */
export const ROOM_COMMANDS: { [E in RoomCommandName]: RoomCommandEntry<E> } = TABLE;

/** Socket.IO client → server map (payload first, ack last), derived from {@link ROOM_COMMANDS}. */
export type ClientToServerEvents = {
  [E in RoomCommandName]: (
    payload: RoomCommandPayloads[E],
    ack?: (ack: RoomCommandAck<E>) => void,
  ) => void;
};
