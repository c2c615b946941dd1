/**
 * Opens the room's socket (engine feed, lean snapshots) and feeds the store: `roomState` (with its
 * pool, fetched once per version) and `roomEvents` through the room sync (seq order, gap repair), presence and chat directly; then the toasts and announcements of
 * the applied events. Connection changes drive the banner and the frozen lot; the server's refusals of
 * the session (by error code, never by message text) drive the status screens.
 */
import type { ChatMessageView, LeanRoomSnapshot } from '@bidxi/protocol';
import { ErrorCode, hydrateSnapshot, isLeanSnapshot } from '@bidxi/protocol';
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { expireUserSession } from '@/lib/auth';
import { accountMessages } from '@/lib/messages/accounts';
import { auditMessages } from '@/lib/messages/audit';
import { roomMessages } from '@/lib/messages/room';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { useSession } from '@/stores/session';
import { cachedRoomPool, fetchRoomPool } from '../api/get-room-pool';
import { refineFromServerTime } from '../clock/server-clock';
import { effectsOf, type RoomEffect } from '../model/room-effects';
import type { AppliedStep } from '../model/room-feed';
import type { RoomStore } from '../model/room-store';
import { createRoomSync } from '../model/room-sync';
import { getDeviceId } from '../socket/device-id';
import {
  createRoomSocket,
  type CreateRoomSocket,
  type RoomListenEvents,
  type RoomSocket,
} from '../socket/room-socket';
import { notify } from '@/lib/notify';

const SESSION_CODES = new Set<string>([ErrorCode.SESSION_EXPIRED, ErrorCode.UNAUTHENTICATED]);
const OTHER_DEVICE_CODES = new Set<string>([
  ErrorCode.PREVIOUS_SESSION,
  ErrorCode.SESSION_TAKEN_OVER,
]);

interface ServerError {
  code?: string;
  message?: string;
}

/** Performs effects: toasts and live-region announcements. */
export function runEffects(effects: readonly RoomEffect[], store: RoomStore): void {
  for (const effect of effects) {
    if (effect.kind === 'toast') {
      if (effect.tone === 'success') notify.success(effect.text);
      else notify.info(effect.text);
    } else store.getState().announce(effect.text);
  }
}

/**
 * How the room connects: a spectator sends the link's secret instead of a user token; a
 * replay does not connect at all (`isOffline`).
 */
export interface RoomConnectionOptions {
  spectatorToken?: string;
  isOffline?: boolean;
}

/** A spectator link refused: its screen's title and text. */
const SPECTATOR_REFUSALS: Record<string, { title: string; message: string }> = {
  [ErrorCode.SPECTATOR_LINK_INVALID]: {
    title: auditMessages.spectate.linkInvalid,
    message: auditMessages.spectate.linkInvalidText,
  },
  [ErrorCode.SPECTATORS_FULL]: {
    title: auditMessages.spectate.full,
    message: auditMessages.spectate.fullText,
  },
};

/** Handshake refusals that, for a spectator, mean the link's secret was not accepted. */
const SPECTATOR_LINK_CODES = new Set<string>([
  ErrorCode.VALIDATION,
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.NOT_REGISTERED,
]);

/** The room's connection for `auctionId`: the socket (null until created) and 'Use this device'. */
export function useRoomConnection(
  auctionId: string,
  store: RoomStore,
  createSocket: CreateRoomSocket = createRoomSocket,
  { spectatorToken, isOffline = false }: RoomConnectionOptions = {},
): { socket: RoomSocket | null; takeOver: () => void } {
  const userToken = useSession((s) => s.token);
  const token = isOffline ? null : (spectatorToken ?? userToken);
  const myUserId = useSession((s) => s.userId);
  const navigate = useNavigate();
  // The provider's query client, else the app's (a room rendered on its own, as in component tests).
  const queryClient = useContext(QueryClientContext) ?? appQueryClient;
  const [socket, setSocket] = useState<RoomSocket | null>(null);
  const takeoverRef = useRef(false);

  const endSession = useEffectEvent(() => {
    expireUserSession();
    void navigate('/login', { replace: true });
  });

  const onSteps = useEffectEvent((steps: AppliedStep[]) => {
    runEffects(
      steps.flatMap((step) => effectsOf(step, myUserId)),
      store,
    );
  });

  const onChat = useEffectEvent((message: ChatMessageView) => {
    store.getState().receiveChat(message, myUserId);
  });

  const onServerError = useEffectEvent((s: RoomSocket, error: ServerError) => {
    const { setFatal, setConnection, snapshot } = store.getState();
    const code = error.code ?? '';
    if (OTHER_DEVICE_CODES.has(code)) {
      setFatal({ kind: 'other-device' });
      setConnection('offline');
      s.disconnect();
      return;
    }
    const spectatorRefusal = SPECTATOR_REFUSALS[code];
    if (spectatorRefusal) {
      setFatal({ kind: 'error', ...spectatorRefusal });
      setConnection('offline');
      s.disconnect();
      return;
    }
    // A spectator has no session to end.
    if (SESSION_CODES.has(code) && spectatorToken === undefined) return endSession();
    if (code === ErrorCode.USER_BANNED) {
      setFatal({ kind: 'error', title: accountMessages.login.banned, message: '' });
      return;
    }
    // The room could not be opened (the join failed before any roomState). Later INTERNAL errors
    // answer a command, whose ack already told the user; a failed rejoin is retried by the sync.
    if (code === ErrorCode.INTERNAL && !snapshot) {
      setFatal({ kind: 'error', title: roomMessages.room.someErrorRefresh, message: '' });
    }
  });

  const onConnectError = useEffectEvent((s: RoomSocket, err: Error & { data?: ServerError }) => {
    if (s.active) return store.getState().setConnection('reconnecting');
    const code = err.data?.code;
    store.getState().setConnection('offline');
    // A spectator's handshake refused for its credentials: the link is what is wrong.
    const spectatorRefusal = code
      ? (SPECTATOR_REFUSALS[code] ??
        (spectatorToken !== undefined && SPECTATOR_LINK_CODES.has(code)
          ? SPECTATOR_REFUSALS[ErrorCode.SPECTATOR_LINK_INVALID]
          : undefined))
      : undefined;
    if (spectatorRefusal) return store.getState().setFatal({ kind: 'error', ...spectatorRefusal });
    if (code && SESSION_CODES.has(code) && spectatorToken === undefined) return endSession();
    const isMissing = code === ErrorCode.NOT_FOUND || code === ErrorCode.VALIDATION;
    const isNotRegistered = code === ErrorCode.NOT_REGISTERED;
    store.getState().setFatal({
      kind: 'error',
      title: isMissing
        ? roomMessages.room.auctionNotFound
        : isNotRegistered
          ? roomMessages.room.notRegistered
          : roomMessages.room.someErrorRefresh,
      message: isMissing || isNotRegistered ? '' : (err.data?.message ?? err.message),
    });
  });

  useEffect(() => {
    if (!token) return;
    /** Wires the socket to the store and connects it; returns the teardown. */
    const attach = (s: RoomSocket): (() => void) => {
      const sync = createRoomSync(s, store, { onSteps: (steps) => onSteps(steps) });
      let isAttached = true;
      let latestLean: LeanRoomSnapshot | null = null;
      /**
       * A lean snapshot becomes the room once its pool is here: at once from the cache, else after
       * the fetch (the screen shows its open lot meanwhile, and batches wait). A failed fetch (the
       * pool changed since, or no network) is repaired by the sync's next `getRoomState`.
       */
      const takeLean = (lean: LeanRoomSnapshot) => {
        latestLean = lean;
        const cached = cachedRoomPool(queryClient, auctionId, lean.pool);
        if (cached) {
          store.getState().setPoolLoading(null);
          return sync.onSnapshot(hydrateSnapshot(lean, cached));
        }
        store.getState().setPoolLoading(lean);
        fetchRoomPool(queryClient, auctionId, lean.pool, spectatorToken).then(
          (pool) => {
            if (!isAttached || latestLean !== lean) return;
            store.getState().setPoolLoading(null);
            sync.onSnapshot(hydrateSnapshot(lean, pool));
          },
          () => undefined,
        );
      };
      const listening: (() => void)[] = [];
      /** Listens to one event of the protocol's map (or the connection's) until the teardown. */
      const listen = <E extends keyof RoomListenEvents>(event: E, handler: RoomListenEvents[E]) => {
        s.on(event, handler);
        listening.push(() => s.off(event, handler));
      };
      listen('roomState', (snapshot) => {
        refineFromServerTime(snapshot.serverTime);
        if (isLeanSnapshot(snapshot)) takeLean(snapshot);
        else sync.onSnapshot(snapshot);
      });
      listen('roomEvents', (message) => {
        refineFromServerTime(message.serverTime);
        sync.onEvents(message);
      });
      listen('auctionRoomSize', (p) => store.getState().setPresence(p));
      listen('newUserConnected', (p) => store.getState().userConnected(p.userId));
      listen('receiveChatMessage', (m) => onChat(m));
      listen('chatHistory', (p) => store.getState().setChatHistory(p.messages));
      listen('connect', () => {
        takeoverRef.current = false;
        sync.onConnected();
        store.getState().setConnection('connected');
      });
      listen('disconnect', (reason) => {
        if (reason === 'io client disconnect') return;
        store.getState().setConnection(s.active ? 'reconnecting' : 'offline');
      });
      listen('error', (e) => onServerError(s, e ?? {}));
      listen('connect_error', (e) => onConnectError(s, e));
      // A phone that loses its network keeps a dead connection until the ping time-out: drop it now.
      const onOffline = () => {
        if (s.connected) s.dropConnection();
      };
      window.addEventListener('offline', onOffline);
      s.connect();
      setSocket(s);
      return () => {
        window.removeEventListener('offline', onOffline);
        for (const stop of listening) stop();
        isAttached = false;
        sync.dispose();
        s.disconnect();
        setSocket(null);
      };
    };
    let stop: (() => void) | null = null;
    let isDisposed = false;
    const start = (s: RoomSocket) => {
      if (!isDisposed) stop = attach(s);
    };
    const made = createSocket({
      ...(spectatorToken === undefined ? { token } : { spectatorToken }),
      auctionId,
      deviceId: getDeviceId(),
      takeover: () => takeoverRef.current,
    });
    // The real socket waits for socket.io-client's chunk; a test's fake comes at once.
    if (made instanceof Promise) {
      void made.then(start, () => {
        if (isDisposed) return;
        store.getState().setConnection('offline');
        store
          .getState()
          .setFatal({ kind: 'error', title: roomMessages.room.someErrorRefresh, message: '' });
      });
    } else start(made);
    return () => {
      isDisposed = true;
      stop?.();
    };
  }, [auctionId, token, spectatorToken, store, createSocket, queryClient]);

  const takeOver = useCallback(() => {
    if (!socket) return;
    takeoverRef.current = true;
    store.getState().setFatal(null);
    store.getState().setConnection('connecting');
    socket.connect();
  }, [socket, store]);

  return { socket, takeOver };
}
