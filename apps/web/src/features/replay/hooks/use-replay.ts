/**
 * Plays a {@link ReplayTimeline} into a room store (the same store and screen as the live room): the
 * position on the playback clock, play/pause at 1×–16×, scrubbing to an entry. The store is the
 * caller's (made by `createStore` with the replay's clock), fed with `roomState` snapshots and
 * `roomEvents` batches exactly as the server would feed it.
 */
import type { AuctionEvent } from '@bidxi/engine';
import type { RoomEventsMessage, RoomSnapshot } from '@bidxi/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  clockAt,
  indexAtPlayTime,
  lastCloseAtOrBefore,
  snapshotAt,
  type ReplayTimeline,
} from '../model/replay-timeline';

/** The speeds offered. */
export const REPLAY_SPEEDS = [1, 2, 4, 8, 16] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** How often the playback clock moves while playing. */
const TICK_MS = 100;
/** Going forward by at most this many entries applies them as events instead of a new snapshot. */
const MAX_STEP_EVENTS = 200;

/** What the replay needs of a room store. */
export interface ReplayStore {
  getState(): {
    startRepair: (kind: 'events' | 'snapshot') => void;
    receiveSnapshot: (snapshot: RoomSnapshot) => unknown;
    receiveEvents: (message: RoomEventsMessage, isRepair?: boolean) => unknown;
    setConnection: (connection: 'connected') => void;
  };
}

function batch(timeline: ReplayTimeline, from: number, to: number): RoomEventsMessage {
  const events: AuctionEvent[] = timeline.entries.slice(from, to + 1).map((e) => e.event);
  return {
    seq: to + 1,
    serverTime: timeline.entries[to]!.at,
    events,
    headHash: timeline.entries[to]!.hash,
  };
}

/**
 * Shows entry `index` in `store`: from `shown` forward by a few events, else a snapshot just before
 * the last close at or before it and the events since (so the closed lot's result shows as it did).
 */
export function showEntry(
  store: ReplayStore,
  timeline: ReplayTimeline,
  index: number,
  shown: number | null,
): void {
  const s = store.getState();
  if (shown !== null && index > shown && index - shown <= MAX_STEP_EVENTS) {
    s.receiveEvents(batch(timeline, shown + 1, index));
    return;
  }
  const close = lastCloseAtOrBefore(timeline, index);
  s.startRepair('snapshot');
  s.receiveSnapshot(snapshotAt(timeline, close >= 0 ? close - 1 : index));
  if (close >= 0) s.receiveEvents(batch(timeline, close, index));
}

export interface Replay<S> {
  store: S;
  index: number;
  /** The log instant the room's clocks show (epoch ms). */
  clockAtMs: number;
  isPlaying: boolean;
  speed: ReplaySpeed;
  play: () => void;
  pause: () => void;
  setSpeed: (speed: ReplaySpeed) => void;
  /** Jumps to entry `index` (paused where it was). */
  seek: (index: number) => void;
}

export function useReplay<S extends ReplayStore>(
  timeline: ReplayTimeline,
  createStore: (now: () => number) => S,
): Replay<S> {
  const last = timeline.entries.length - 1;
  const [playMs, setPlayMs] = useState(0);
  const [isPlaying, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(1);
  // The store's clock: the replay's instant, moved before each entry is shown.
  const [clock] = useState(() => {
    let atMs = clockAt(timeline, 0);
    return { now: () => atMs, set: (ms: number) => void (atMs = ms) };
  });
  const [store] = useState(() => {
    const created = createStore(clock.now);
    created.getState().setConnection('connected');
    return created;
  });
  const shownRef = useRef<number | null>(null);
  const index = indexAtPlayTime(timeline, playMs);
  const clockAtMs = clockAt(timeline, playMs);

  useEffect(() => {
    clock.set(clockAtMs);
    if (shownRef.current === index) return;
    showEntry(store, timeline, index, shownRef.current);
    shownRef.current = index;
  }, [store, timeline, index, clock, clockAtMs]);

  const endMs = timeline.playTimes[last] ?? 0;
  useEffect(() => {
    if (!isPlaying) return;
    let before = performance.now();
    const id = window.setInterval(() => {
      const now = performance.now();
      const step = (now - before) * speed;
      before = now;
      setPlayMs((ms) => Math.min(endMs, ms + step));
    }, TICK_MS);
    return () => window.clearInterval(id);
  }, [isPlaying, speed, endMs]);

  // The end stops the playback.
  if (isPlaying && playMs >= endMs) setPlaying(false);

  const seek = useCallback(
    (to: number) => {
      const i = Math.min(Math.max(to, 0), last);
      setPlayMs(timeline.playTimes[i] ?? 0);
    },
    [timeline, last],
  );
  const play = useCallback(() => {
    // At the end, play starts over.
    if (playMs >= endMs) setPlayMs(0);
    setPlaying(true);
  }, [playMs, endMs]);
  const pause = useCallback(() => setPlaying(false), []);

  return { store, index, clockAtMs, isPlaying, speed, play, pause, setSpeed, seek };
}
