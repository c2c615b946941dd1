/**
 * Events the server emits in the room (spec/auctions-and-room.md §7), with BidXI's additive fields:
 * `seq` (the room's event number; a gap means the client must resync with `getRoomState`), and
 * `closesAt` + `serverTime` on lot and bid events (ARCHITECTURE.md §5).
 *
 * `seq` numbers state changes, not messages: the several events that describe one change (e.g.
 * `askNewPlayer`, `playerSold`, `budgetUpdate` and `playerStatusChanged` for one sale) carry the same
 * `seq`, and events that change no room state (`auctionCompleted`, chat, presence) carry the current
 * one or none. A client applies a `seq` it has already applied as a no-op.
 */
import type {
  ChatMessageView,
  RoomBidView,
  RoomLotView,
  RoomPlayerView,
  RoomState,
  RoomTeamView,
} from './room-views';

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

export interface ServerToClientEvents {
  roomState: (state: RoomState) => void;
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
  budgetUpdate: (e: {
    seq: number;
    teams: Pick<RoomTeamView, 'teamId' | 'purseRemaining' | 'purseRemainingLakhs'>[];
  }) => void;
  teamJoined: (e: { seq: number; team: RoomTeamView }) => void;
  biddingEnded: (e: {
    seq: number;
    serverTime: string;
    endsAt: string;
    reason: 'ALL_PLAYERS_DONE' | 'ALL_SQUADS_FULL';
  }) => void;
  auctionCompleted: (e: { seq: number; serverTime: string }) => void;
  auctionRoomSize: (e: { roomSize: number; connectedUserIds: string[] }) => void;
  playerCount: (e: { count: number }) => void;
  newUserConnected: (e: { userId: string; username: string }) => void;
  userDisconnected: (e: { userId: string; username: string }) => void;
  receiveChatMessage: (m: ChatMessageView) => void;
  chatHistory: (e: { messages: ChatMessageView[] }) => void;
  error: (e: { code?: string; message: string }) => void;
}
