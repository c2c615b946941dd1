/**
 * The room as the server says it is (ARCHITECTURE.md §5): rebuilt from `roomState` on every (re)join,
 * then moved by numbered events in `seq` order. An event of the next number is applied; one of the
 * current number is applied again (harmless: the server sends several per step); an older one is
 * dropped; a jump means events were missed, so the caller asks for `getRoomState` and later events
 * wait in a buffer until it arrives.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { RoomEvent, SequencedEvent } from './room-events';
import { isSequenced } from './room-events';
import { applySequenced, applyUnsequenced, fromRoomState, type ClientRoom } from './room-reducer';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** A screen that replaces the room: another device holds the session, or the room cannot open. */
export type RoomFatal =
  { kind: 'other-device' } | { kind: 'error'; title: string; message: string };

/** The bottom sheet's tabs (spec 001 §2 "Bottom sheet tabs"). */
export type SheetTab = 'my-team' | 'teams' | 'upcoming' | 'pull-back' | 'chat';

/** What `ingest` did: `gap` means the caller must request `getRoomState`. */
export type IngestOutcome = 'applied' | 'stale' | 'buffered' | 'gap';

export interface RoomStoreState {
  room: ClientRoom | null;
  connection: ConnectionStatus;
  fatal: RoomFatal | null;
  /** A `getRoomState` is on its way; numbered events wait in `buffer`. */
  isResyncing: boolean;
  buffer: SequencedEvent[];
  /** The open tab of the bottom sheet, or null when it is closed. */
  sheetTab: SheetTab | null;
  hasUnreadChat: boolean;
  /** The latest text for the polite live region (`id` changes so a repeat is announced again). */
  announcement: { id: number; text: string };
}

export interface RoomStoreActions {
  ingest: (event: RoomEvent, myUserId?: string | null) => IngestOutcome;
  setConnection: (connection: ConnectionStatus) => void;
  setFatal: (fatal: RoomFatal | null) => void;
  openSheet: (tab: SheetTab | null) => void;
  announce: (text: string) => void;
}

export type RoomStore = StoreApi<RoomStoreState & RoomStoreActions>;

const BUFFER_CAP = 500;

/** Applies one numbered event by the rules above; `null` room = nothing to apply to. */
function step(
  room: ClientRoom,
  event: SequencedEvent,
): { room: ClientRoom; outcome: 'applied' | 'stale' | 'gap' } {
  const seq = event.payload.seq;
  if (seq < room.seq) return { room, outcome: 'stale' };
  if (seq > room.seq + 1) return { room, outcome: 'gap' };
  return { room: applySequenced(room, event), outcome: 'applied' };
}

export function createRoomStore(): RoomStore {
  return createStore<RoomStoreState & RoomStoreActions>()((set, get) => ({
    room: null,
    connection: 'connecting',
    fatal: null,
    isResyncing: false,
    buffer: [],
    sheetTab: null,
    hasUnreadChat: false,
    announcement: { id: 0, text: '' },

    ingest(event, myUserId) {
      const state = get();
      if (event.type === 'roomState') {
        let room = fromRoomState(event.payload);
        const pending = [...state.buffer].sort((a, b) => a.payload.seq - b.payload.seq);
        for (const e of pending) {
          const r = step(room, e);
          if (r.outcome === 'gap') {
            // Still missing events after the snapshot: ask again, keep what is after the gap.
            set({
              room,
              isResyncing: true,
              buffer: pending.filter((x) => x.payload.seq > room.seq),
            });
            return 'gap';
          }
          room = r.room;
        }
        set({ room, isResyncing: false, buffer: [] });
        return 'applied';
      }
      if (!isSequenced(event)) {
        if (!state.room) return 'buffered'; // the coming roomState carries chat and presence
        const room = applyUnsequenced(state.room, event);
        const isIncomingChat =
          event.type === 'receiveChatMessage' &&
          event.payload.userId !== myUserId &&
          room !== state.room;
        set({
          room,
          ...(isIncomingChat && state.sheetTab !== 'chat' ? { hasUnreadChat: true } : {}),
        });
        return 'applied';
      }
      if (!state.room || state.isResyncing) {
        set({ buffer: [...state.buffer, event].slice(-BUFFER_CAP) });
        return 'buffered';
      }
      const r = step(state.room, event);
      if (r.outcome === 'gap') {
        set({ isResyncing: true, buffer: [event] });
        return 'gap';
      }
      if (r.outcome === 'applied' && r.room !== state.room) set({ room: r.room });
      return r.outcome;
    },

    setConnection: (connection) => {
      if (get().connection !== connection) set({ connection });
    },
    setFatal: (fatal) => set({ fatal }),
    openSheet: (sheetTab) =>
      set(sheetTab === 'chat' ? { sheetTab, hasUnreadChat: false } : { sheetTab }),
    announce: (text) => set((s) => ({ announcement: { id: s.announcement.id + 1, text } })),
  }));
}
