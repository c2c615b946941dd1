/**
 * Events the server emits in the room (spec/auctions-and-room.md §7), with BidXI's additive fields:
 * `seq` (the room's event number; a gap means the client must resync), and `closesAt` + `serverTime`
 * on lot and bid events (ARCHITECTURE.md §5). Clients with `feed: 'engine'` in the handshake get
 * `roomEvents` (engine events, room-snapshot.ts) instead of the spec's named room events; every client
 * gets `roomState`, presence, chat and `error`.
 *
 * `seq` numbers state changes, not messages: the several spec events that describe one change (e.g.
 * `askNewPlayer`, `playerSold`, `budgetUpdate` and `playerStatusChanged` for one sale) carry the same
 * `seq`, and events that change no room state (chat, presence) carry none. A client applies a `seq`
 * it has already applied as a no-op.
 */
import type {
  ChatMessageView,
  RoomBidView,
  RoomLotView,
  RoomPlayerView,
  RoomTeamView,
} from './room-views';
import type { ErrorCode } from '../errors';
import type { LeanRoomSnapshot } from './room-pool';
import type { TeamBudget } from './room-commands';
import type { RoomEventsMessage, RoomSnapshot } from './room-snapshot';

export interface ActivePlayerDetail {
  seq: number;
  serverTime: string;
  /** The spec's fields: the auction-player id, ms left, the bid window in seconds, the room size. */
  playerId: string;
  time: number;
  delay: number;
  roomSize: number;
  closesAt: string;
  lot: RoomLotView;
  player: RoomPlayerView;
}

export interface NewBid {
  seq: number;
  serverTime: string;
  auctionPlayerId: string;
  amount: number;
  amountLakhs: number;
  timestamp: string;
  /** Seconds of the bid window (the spec's `delay`). */
  delay: number;
  highestBidderId: string;
  teamId: string;
  username: string;
  remainingPlayerCount: number;
  closesAt: string;
  lot: RoomLotView;
  bid: RoomBidView;
}

export interface AskNewPlayer {
  seq: number;
  serverTime: string;
  lotId: number;
  status: 'SOLD' | 'UNSOLD';
  auctionPlayerId: string;
  playerName: string;
  /** The winner's user id (SOLD), else null. */
  userId: string | null;
  teamId: string | null;
  username: string | null;
  amount: number | null;
  remainingPlayerCount: number;
  /** When the next lot may open (after the pause), if bidding goes on. */
  nextLotAt: string | null;
}

/** Why bidding ended: every squad full, every player auctioned, the scheduled end, or the organiser. */
export type BiddingEndedReason = 'ALL_PLAYERS_DONE' | 'ALL_SQUADS_FULL' | 'TIME_UP' | 'ORGANISER';

/** An `error` event: a refused command (also in its ack) or the end of the session. */
export interface RoomErrorEvent {
  code: ErrorCode;
  message: string;
}

export interface ServerToClientEvents {
  /**
   * The room at `seq`, on every (re)join and resync: whole, or lean (without the static pool, which
   * is at `pool.url`) for a client that sent `lean: true` in the handshake (room-pool.ts).
   */
  roomState: (snapshot: RoomSnapshot | LeanRoomSnapshot) => void;
  roomEvents: (message: RoomEventsMessage) => void;
  activePlayerDetail: (e: ActivePlayerDetail) => void;
  newBid: (e: NewBid) => void;
  currentPlayerBids: (e: { seq: number; auctionPlayerId: string; bids: RoomBidView[] }) => void;
  askNewPlayer: (e: AskNewPlayer) => void;
  playerSold: (e: AskNewPlayer) => void;
  playerStatusChanged: (e: {
    seq: number;
    auctionPlayerId: string;
    status: RoomPlayerView['status'];
  }) => void;
  playerPulledBack: (e: {
    seq: number;
    serverTime: string;
    auctionPlayerId: string;
    playerName: string;
    userId: string;
    username: string;
    queue: string[];
  }) => void;
  playerReAdded: (e: { seq: number; message: string; auctionPlayerId: string }) => void;
  budgetUpdate: (e: { seq: number; teams: TeamBudget[] }) => void;
  teamJoined: (e: { seq: number; team: RoomTeamView }) => void;
  biddingEnded: (e: {
    seq: number;
    serverTime: string;
    endsAt: string;
    reason: BiddingEndedReason;
  }) => void;
  auctionCompleted: (e: { seq: number; serverTime: string }) => void;
  /**
   * The organiser paused (`paused: true`) or resumed the auction. While paused no bid
   * is accepted and no countdown runs; on resume an `activePlayerDetail` gives the moved close.
   */
  roomPaused: (e: { seq: number; serverTime: string; paused: boolean }) => void;
  /**
   * This node is shutting down (a deploy): the connection closes next and the client reconnects by
   * itself, to another node or this one restarted (docs/operations.md "Drain").
   */
  serverRestarting: (e: { serverTime: string }) => void;
  /**
   * To an owner who comes back while their team is on autopilot because they were away for a whole
   * lot (`since`: when it came on). It stays on until they bid or turn it off.
   */
  autopilotWhileAway: (e: { seq: number; teamId: string; since: string }) => void;
  auctionRoomSize: (e: { roomSize: number; connectedUserIds: string[] }) => void;
  playerCount: (e: { count: number }) => void;
  newUserConnected: (e: { userId: string; username: string }) => void;
  userDisconnected: (e: { userId: string; username: string }) => void;
  receiveChatMessage: (m: ChatMessageView) => void;
  chatHistory: (e: { messages: ChatMessageView[] }) => void;
  error: (e: RoomErrorEvent) => void;
}
