/**
 * Keeps the room store in step with the server (ARCHITECTURE.md §5): feeds it `roomState` and
 * `roomEvents`, and repairs a gap in seq — first from the event log (`getEventsSince {seq}`), and from
 * a new snapshot (`getRoomState`) when the log cannot (GAP_TOO_LARGE, an error, no answer in time, no
 * progress) or after a reconnect until the join's `roomState` arrives.
 */
import type { RoomCommandAck, RoomEventsMessage, RoomSnapshot } from '@bidxi/protocol';
import type { RoomSocket } from '../socket/room-socket';
import type { AppliedStep } from './room-feed';
import type { FeedResult, RoomStore } from './room-store';

/** How long a repair request may stay unanswered before the next step (events → snapshot → again). */
export const REPAIR_TIMEOUT_MS = 5_000;

/** The store's feed, driven from the socket's events. */
export interface RoomSync {
  onSnapshot: (snapshot: RoomSnapshot) => void;
  onEvents: (message: RoomEventsMessage) => void;
  /** The socket (re)connected: the server sends `roomState` on join; batches wait for it. */
  onConnected: () => void;
  dispose: () => void;
}

export interface RoomSyncOptions {
  /** Events applied in order as they came (live or repaired), for toasts and announcements. */
  onSteps: (steps: AppliedStep[]) => void;
  repairTimeoutMs?: number;
}

/** Creates the feed for one socket and one store; call `dispose` when the socket goes. */
export function createRoomSync(
  socket: RoomSocket,
  store: RoomStore,
  { onSteps, repairTimeoutMs = REPAIR_TIMEOUT_MS }: RoomSyncOptions,
): RoomSync {
  let request = 0; // the getEventsSince in flight; a later number cancels it
  let isAskingEvents = false;
  let eventsTimer: ReturnType<typeof setTimeout> | undefined;
  let snapshotRetry: ReturnType<typeof setInterval> | undefined;

  const stopEvents = () => {
    request += 1;
    isAskingEvents = false;
    clearTimeout(eventsTimer);
  };
  const stopSnapshotRetry = () => {
    clearInterval(snapshotRetry);
    snapshotRetry = undefined;
  };

  /** Until a snapshot lands, ask for one again every `repairTimeoutMs`. */
  const retrySnapshot = () => {
    if (snapshotRetry !== undefined) return;
    snapshotRetry = setInterval(() => {
      if (store.getState().repair !== 'snapshot') return stopSnapshotRetry();
      if (socket.connected) socket.emit('getRoomState', {});
    }, repairTimeoutMs);
  };

  const askSnapshot = () => {
    stopEvents();
    store.getState().startRepair('snapshot');
    if (socket.connected) socket.emit('getRoomState', {});
    retrySnapshot();
  };

  const askEvents = () => {
    const seq = store.getState().snapshot?.seq;
    if (seq === undefined) return askSnapshot();
    if (isAskingEvents) return;
    const id = ++request;
    isAskingEvents = true;
    store.getState().startRepair('events');
    eventsTimer = setTimeout(() => {
      if (id === request) askSnapshot();
    }, repairTimeoutMs);
    socket.emit('getEventsSince', { seq }, (ack: RoomCommandAck<'getEventsSince'> | undefined) => {
      if (id !== request) return; // timed out, or a snapshot is coming instead
      stopEvents();
      if (!ack?.success || !ack.data) return askSnapshot(); // GAP_TOO_LARGE or any refusal
      const result = store.getState().receiveEvents(ack.data, true);
      const isStuck = result.outcome === 'gap' && store.getState().snapshot?.seq === seq;
      if (isStuck) return askSnapshot();
      handle(result);
    });
  };

  const handle = (result: FeedResult) => {
    if (result.steps.length > 0) onSteps(result.steps);
    if (result.outcome === 'gap') askEvents();
    else if (result.outcome === 'resync') askSnapshot();
    else if (store.getState().repair === null) stopSnapshotRetry();
  };

  return {
    onSnapshot: (snapshot) => handle(store.getState().receiveSnapshot(snapshot)),
    onEvents: (message) => handle(store.getState().receiveEvents(message)),
    onConnected() {
      stopEvents();
      store.getState().startRepair('snapshot');
      retrySnapshot();
    },
    dispose() {
      stopEvents();
      stopSnapshotRetry();
    },
  };
}
