/**
 * The room as the server says it is (ARCHITECTURE.md §5, STYLE.md "Room state"): the engine snapshot
 * from `roomState`, moved by the engine's own events (`roomEvents`) with `evolve` in seq order, plus
 * presence and chat. Components read `room`, a view derived from it with the protocol's projection
 * functions (room-view.ts). A gap in seq is reported so the caller can repair it (room-sync.ts).
 */
import type { AuctionEvent, AuctionState } from '@bidxi/engine';
import type {
  ChatMessageView,
  LeanRoomSnapshot,
  RoomEventsMessage,
  RoomSnapshot,
} from '@bidxi/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { serverNow } from '../clock/server-clock';
import { awayOutcomes, catchUpSummary, lastResultOf, type CatchUpSummary } from './catch-up';
import { drain, type AppliedStep } from './room-feed';
import { createRoomViewDeriver, type ClientRoom, type LotResult } from './room-view';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** A screen that replaces the room: another device holds the session, or the room cannot open. */
export type RoomFatal =
  { kind: 'other-device' } | { kind: 'error'; title: string; message: string };

/** The bottom sheet's tabs (spec 001 §2 "Bottom sheet tabs"). */
export type SheetTab = 'my-team' | 'teams' | 'upcoming' | 'pull-back' | 'chat';

/**
 * The open max-bid form: the player it sets a maximum for, and the lot open when it was
 * opened if that player was on the block (null: set from Upcoming). It is bound to that lot: when the
 * lot closes, or when the form's player comes on the block, the form closes and says why.
 */
export interface MaxBidForm {
  playerId: string;
  lotId: number | null;
}

/**
 * What a feed message did. `gap`: events are missing (ask `getEventsSince`); `resync`: only a new
 * snapshot can repair the room (ask `getRoomState`); `buffered`: it waits for a repair under way.
 */
export type FeedOutcome = 'applied' | 'stale' | 'buffered' | 'gap' | 'resync';

/** A feed message's outcome and the events it applied (for the toasts and announcements). */
export interface FeedResult {
  outcome: FeedOutcome;
  steps: AppliedStep[];
}

export interface RoomStoreState {
  /** The engine state at `snapshot.seq`, with the auction, presence and chat; null before roomState. */
  snapshot: RoomSnapshot | null;
  /** What the components show, derived from `snapshot`. */
  room: ClientRoom | null;
  /**
   * A lean `roomState` waiting for its pool (the protocol's room-pool.ts): until the pool arrives
   * and it becomes `snapshot`, the screen shows its open lot and says the players are loading.
   */
  poolLoading: LeanRoomSnapshot | null;
  connection: ConnectionStatus;
  fatal: RoomFatal | null;
  /** A repair under way: feed batches wait in `buffer` until it lands. */
  repair: 'events' | 'snapshot' | null;
  buffer: RoomEventsMessage[];
  /** The room as it was when the connection dropped (the screen freezes on it), until caught up. */
  offlineSince: { state: AuctionState; atMs: number } | null;
  /** What happened while away, told once caught up (`id` changes with each new one). */
  catchUp: (CatchUpSummary & { id: number }) | null;
  /** The open tab of the bottom sheet, or null when it is closed. */
  sheetTab: SheetTab | null;
  hasUnreadChat: boolean;
  /** The max-bid form, or null when it is closed. */
  maxBidForm: MaxBidForm | null;
  /** The latest text for the polite live region (`id` changes so a repeat is announced again). */
  announcement: { id: number; text: string };
}

export interface RoomStoreActions {
  receiveSnapshot: (snapshot: RoomSnapshot) => FeedResult;
  /** A live batch, or (`isRepair`) the answer of `getEventsSince`, which is applied during a repair. */
  receiveEvents: (message: RoomEventsMessage, isRepair?: boolean) => FeedResult;
  /** A lean snapshot waits for its pool (null: none waits). */
  setPoolLoading: (lean: LeanRoomSnapshot | null) => void;
  /** Feed batches wait from now on until a snapshot (or the events) arrive. */
  startRepair: (kind: 'events' | 'snapshot') => void;
  setPresence: (presence: { roomSize: number; connectedUserIds: string[] }) => void;
  userConnected: (userId: string) => void;
  receiveChat: (message: ChatMessageView, myUserId: string | null) => void;
  setChatHistory: (messages: ChatMessageView[]) => void;
  setConnection: (connection: ConnectionStatus) => void;
  setFatal: (fatal: RoomFatal | null) => void;
  openSheet: (tab: SheetTab | null) => void;
  /** Opens the max-bid form for `playerId`, bound to the open lot when the player is on it. */
  openMaxBid: (playerId: string) => void;
  closeMaxBid: () => void;
  announce: (text: string) => void;
  dismissCatchUp: () => void;
}

export type RoomStore = StoreApi<RoomStoreState & RoomStoreActions>;

/** Batches kept while waiting for a repair; beyond it a snapshot is cheaper anyway. */
const BUFFER_CAP = 500;
/** Chat kept in memory (the server sends its last 100 on join). */
const CHAT_CAP = 200;

/** The last lot's result after an event: set by a close, cleared by an open. */
function resultAfter(event: AuctionEvent, state: AuctionState, prev: LotResult | null) {
  if (event.type === 'lotOpened') return null;
  if (event.type !== 'lotSold' && event.type !== 'lotUnsold') return prev;
  const player = state.players[event.playerId];
  const team = event.type === 'lotSold' ? state.teams[event.teamId] : undefined;
  return {
    auctionPlayerId: event.playerId,
    playerName: player?.name ?? '',
    status: event.type === 'lotSold' ? 'SOLD' : 'UNSOLD',
    userId: team?.ownerId ?? null,
    username: team?.ownerName ?? null,
    teamId: team?.teamId ?? null,
    amount: event.type === 'lotSold' ? event.amountLakhs / 100 : null,
  } satisfies LotResult;
}

/**
 * The last lot's result once a snapshot replaced the state `prev`: none while a lot is open or on a
 * first join; else the last lot that closed between the two states, or the one already shown.
 */
function resultAfterSnapshot(
  prev: AuctionState | null,
  next: AuctionState,
  shown: LotResult | null,
): LotResult | null {
  if (next.currentLot || !prev) return null;
  return lastResultOf(awayOutcomes(prev, next), next) ?? shown;
}

/** The room store. `now` reads the server's clock (epoch ms); tests pass their own. */
export function createRoomStore({ now = serverNow }: { now?: () => number } = {}): RoomStore {
  const derive = createRoomViewDeriver();
  let lastResult: LotResult | null = null;
  let catchUpId = 0;

  return createStore<RoomStoreState & RoomStoreActions>()((set, get) => {
    /** Commits a new snapshot value and its derived view. */
    const show = (snapshot: RoomSnapshot, extra: Partial<RoomStoreState> = {}) =>
      set({ snapshot, room: derive(snapshot, lastResult, now()), ...extra });

    /** Applies what fits of `batches` to `snapshot`; commits and says what happened. */
    const feed = (snapshot: RoomSnapshot, batches: RoomEventsMessage[], extra = {}): FeedResult => {
      const d = drain(snapshot.seq, snapshot.state, batches);
      for (const step of d.steps) lastResult = resultAfter(step.event, step.after, lastResult);
      const latest = batches.reduce((t, b) => (b.seq <= d.seq ? b.serverTime : t), '');
      // The audit log's head hash at the new seq (the room header shows it).
      const headHash = batches.find((b) => b.seq === d.seq)?.headHash ?? snapshot.headHash;
      const next = d.steps.length
        ? {
            ...snapshot,
            seq: d.seq,
            state: d.state,
            serverTime: latest || snapshot.serverTime,
            headHash,
          }
        : snapshot;
      if (d.isBroken) {
        show(next, { ...extra, repair: 'snapshot', buffer: [] });
        return { outcome: 'resync', steps: d.steps };
      }
      const isGap = d.waiting.length > 0;
      show(next, { ...extra, repair: isGap ? 'events' : null, buffer: d.waiting });
      return { outcome: isGap ? 'gap' : d.steps.length ? 'applied' : 'stale', steps: d.steps };
    };

    return {
      snapshot: null,
      room: null,
      poolLoading: null,
      connection: 'connecting',
      fatal: null,
      repair: null,
      buffer: [],
      offlineSince: null,
      catchUp: null,
      sheetTab: null,
      hasUnreadChat: false,
      maxBidForm: null,
      announcement: { id: 0, text: '' },

      receiveSnapshot(incoming) {
        const { snapshot: prev, repair, offlineSince, connection, buffer } = get();
        // A snapshot older than the room (a broadcast from another node overtook it) keeps the
        // newer engine state; during a snapshot repair the incoming one is the truth.
        const isOlder = prev !== null && repair !== 'snapshot' && incoming.seq < prev.seq;
        const base = isOlder ? { ...incoming, seq: prev.seq, state: prev.state } : incoming;
        lastResult = resultAfterSnapshot(prev?.state ?? null, base.state, lastResult);
        const extra: Partial<RoomStoreState> = {};
        if (offlineSince && connection === 'connected') {
          const summary = catchUpSummary(offlineSince.state, base.state, base.myTeamId);
          extra.offlineSince = null;
          if (summary) {
            extra.catchUp = { ...summary, id: ++catchUpId };
            extra.announcement = {
              id: get().announcement.id + 1,
              text: [summary.headline, ...summary.lines].join('. '),
            };
          }
        }
        return feed(base, buffer, extra);
      },

      receiveEvents(message, isRepair = false) {
        const { snapshot, repair, buffer } = get();
        if (!snapshot || (repair !== null && !isRepair)) {
          set({ buffer: [...buffer, message].slice(-BUFFER_CAP) });
          return { outcome: 'buffered', steps: [] };
        }
        return feed(snapshot, [...buffer, message]);
      },

      setPoolLoading: (poolLoading) => set({ poolLoading }),
      startRepair: (repair) => set({ repair }),

      setPresence({ roomSize, connectedUserIds }) {
        const { snapshot } = get();
        if (snapshot) show({ ...snapshot, roomSize, connectedUserIds });
      },

      userConnected(userId) {
        const { snapshot } = get();
        if (!snapshot || snapshot.connectedUserIds.includes(userId)) return;
        show({ ...snapshot, connectedUserIds: [...snapshot.connectedUserIds, userId] });
      },

      receiveChat(message, myUserId) {
        const { snapshot, sheetTab } = get();
        if (!snapshot || snapshot.chat.some((c) => c.id === message.id)) return;
        const isUnread = message.userId !== myUserId && sheetTab !== 'chat';
        show(
          { ...snapshot, chat: [...snapshot.chat, message].slice(-CHAT_CAP) },
          isUnread ? { hasUnreadChat: true } : {},
        );
      },

      setChatHistory(messages) {
        const { snapshot } = get();
        if (snapshot) show({ ...snapshot, chat: messages.slice(-CHAT_CAP) });
      },

      setConnection(connection) {
        const { connection: was, snapshot, offlineSince } = get();
        if (was === connection) return;
        const isDrop = was === 'connected' && snapshot !== null && offlineSince === null;
        set(
          isDrop
            ? { connection, offlineSince: { state: snapshot.state, atMs: now() } }
            : { connection },
        );
      },
      setFatal: (fatal) => set({ fatal }),
      openSheet: (sheetTab) =>
        set(sheetTab === 'chat' ? { sheetTab, hasUnreadChat: false } : { sheetTab }),
      openMaxBid(playerId) {
        const lot = get().snapshot?.state.currentLot;
        set({ maxBidForm: { playerId, lotId: lot?.playerId === playerId ? lot.lotId : null } });
      },
      closeMaxBid: () => set({ maxBidForm: null }),
      announce: (text) => set((s) => ({ announcement: { id: s.announcement.id + 1, text } })),
      dismissCatchUp: () => set({ catchUp: null }),
    };
  });
}
