/** What every part of the room screen shares: the store, the socket and who is looking. */
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { RoomStore, RoomStoreActions, RoomStoreState } from './model/room-store';
import type { RoomSocket } from './socket/room-socket';

export interface RoomContextValue {
  auctionId: string;
  myUserId: string | null;
  store: RoomStore;
  socket: RoomSocket | null;
  /** Reconnect with `takeover: true` (the 'Use this device' button). */
  takeOver: () => void;
  /** A spectator or a replay: no bid, chat or pull-back controls. */
  isReadOnly?: boolean;
  /** A replay's instant (epoch ms): the room's clocks show it instead of the server's. */
  clockAtMs?: number | null;
}

export const RoomContext = createContext<RoomContextValue | null>(null);

export function useRoomContext(): RoomContextValue {
  const value = useContext(RoomContext);
  if (!value) throw new Error('useRoomContext must be used inside the room screen');
  return value;
}

/** Selects from the room store; the component re-renders only when the selected value changes. */
export function useRoomSelector<T>(selector: (s: RoomStoreState & RoomStoreActions) => T): T {
  return useStore(useRoomContext().store, selector);
}

/**
 * The server instant (epoch ms) the room froze at when the connection dropped, or null while live:
 * the screen keeps the room as it was then, with stopped clocks, until it has caught up.
 */
export function useFrozenAtMs(): number | null {
  return useRoomSelector((s) => s.offlineSince?.atMs ?? null);
}

/**
 * The instant the room's countdowns stand at instead of running, or null while they run: the
 * connection dropped (frozen), the organiser paused the auction (`pausedAt`), or a replay's
 * clock.
 */
export function useClockStopMs(): number | null {
  const { clockAtMs = null } = useRoomContext();
  const frozenAtMs = useFrozenAtMs();
  const pausedAt = useRoomSelector((s) => s.snapshot?.state.pausedAt ?? null);
  return frozenAtMs ?? pausedAt ?? clockAtMs;
}
