/**
 * The room on the wire as the engine sees it (ARCHITECTURE.md §5): a `roomState` snapshot of the
 * engine state on every (re)join and resync, then `roomEvents` batches of the engine's own events,
 * which a client applies with the engine's `evolve` — so the client cannot disagree with the server
 * about what an event means. Clients that ask for it in the handshake (`feed: 'engine'`) get
 * `roomEvents` instead of the spec's named events; both get `roomState`. A client that sends
 * `lean: true` gets it without the static pool, which it fetches once from a versioned URL
 * (`LeanRoomSnapshot`, room-pool.ts); the others get it whole.
 */
import type { AuctionEvent, AuctionState } from '@bidxi/engine';
import type { AuctionStatus } from '../http/auctions';
import type { ChatMessageView } from './room-views';

/** What the room shows of the auction beyond the engine state. Instants ISO-8601 UTC. */
export interface RoomAuctionInfo {
  id: string;
  title: string;
  status: AuctionStatus;
  startsAt: string;
  /** The team purse (the spec's "Min Wallet Amount": 100 Cr by default), integer lakhs. */
  budgetLimitLakhs: number;
}

/**
 * `roomState` whole: everything a client needs to show the room at `seq` (= `state.version`), pool
 * included (a lean client rebuilds this with `hydrateSnapshot`). The engine
 * state is plain JSON (epoch-ms instants, integer lakhs); `connectedUserIds` are the users with a
 * socket in the room on any node; `myTeamId` is the viewer's team (null for an admin or spectator).
 */
export interface RoomSnapshot {
  seq: number;
  serverTime: string;
  auction: RoomAuctionInfo;
  state: AuctionState;
  chat: ChatMessageView[];
  connectedUserIds: string[];
  roomSize: number;
  myTeamId: string | null;
  /** The hash of the audit log's entry `seq` (audit/audit-chain.ts): the room shows it. */
  headHash: string;
}

/**
 * `roomEvents`: engine events committed together, the last of them numbered `seq`. A client at
 * `seq − events.length` applies them in order with `evolve`; one further behind asks for the missing
 * ones (`getEventsSince`) or a new snapshot; one already past `seq` ignores them.
 */
export interface RoomEventsMessage {
  seq: number;
  serverTime: string;
  events: AuctionEvent[];
  /** The hash of the audit log's entry `seq`. */
  headHash: string;
}

/** The most events `getEventsSince` returns; a client further behind asks for a snapshot. */
export const MAX_EVENTS_SINCE = 500;
