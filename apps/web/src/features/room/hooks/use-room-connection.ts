/**
 * Opens the room's socket and feeds the store: every server event goes through `ingest` (seq order,
 * resync on a gap), then its toasts and announcements run. Connection changes drive the banner; the
 * server's refusals of the session drive the status screens (another device, not registered, ...).
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { expireUserSession } from '@/lib/auth';
import { Messages } from '@/lib/messages';
import { notify } from '@/lib/notify';
import { useSession } from '@/stores/session';
import { refineFromServerTime } from '../clock/server-clock';
import { effectsOf, type RoomEffect } from '../model/room-effects';
import { SEQUENCED_EVENTS, UNSEQUENCED_EVENTS, type RoomEvent } from '../model/room-events';
import type { RoomStore } from '../model/room-store';
import { getDeviceId } from '../socket/device-id';
import { createRoomSocket, type CreateRoomSocket, type RoomSocket } from '../socket/room-socket';

/** If the answer to a resync request does not come, ask again after this long. */
export const RESYNC_RETRY_MS = 5_000;

const ROOM_EVENTS = ['roomState', ...SEQUENCED_EVENTS, ...UNSEQUENCED_EVENTS] as const;
const SESSION_CODES = new Set(['SESSION_EXPIRED', 'UNAUTHENTICATED']);

interface ServerError {
  code?: string;
  message?: string;
}

export function runEffects(effects: readonly RoomEffect[], store: RoomStore): void {
  for (const effect of effects) {
    if (effect.kind === 'toast') {
      if (effect.tone === 'success') notify.success(effect.text);
      else notify.info(effect.text);
    } else if (effect.kind === 'announce') store.getState().announce(effect.text);
    else if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
      navigator.vibrate(200);
    }
  }
}

export function useRoomConnection(
  auctionId: string,
  store: RoomStore,
  createSocket: CreateRoomSocket = createRoomSocket,
): { socket: RoomSocket | null; takeOver: () => void } {
  const token = useSession((s) => s.token);
  const myUserId = useSession((s) => s.userId);
  const navigate = useNavigate();
  const [socket, setSocket] = useState<RoomSocket | null>(null);
  const takeoverRef = useRef(false);

  const endSession = useEffectEvent(() => {
    expireUserSession();
    void navigate('/login', { replace: true });
  });

  const onServerEvent = useEffectEvent((s: RoomSocket, event: RoomEvent) => {
    const payload = event.payload as { serverTime?: string };
    refineFromServerTime(payload.serverTime);
    const before = store.getState().room;
    const outcome = store.getState().ingest(event, myUserId);
    if (outcome === 'gap') s.emit('getRoomState', {});
    if (outcome === 'applied') {
      runEffects(effectsOf(event, before, store.getState().room, myUserId), store);
    }
  });

  const onServerError = useEffectEvent((s: RoomSocket, error: ServerError) => {
    const { setFatal, setConnection, room } = store.getState();
    if (
      error.code === 'PREVIOUS_SESSION' ||
      error.code === 'SESSION_TAKEN_OVER' ||
      error.message === Messages.room.previousSession
    ) {
      setFatal({ kind: 'other-device' });
      setConnection('offline');
      s.disconnect();
      return;
    }
    if (error.code && SESSION_CODES.has(error.code)) return endSession();
    if (error.code === 'USER_BANNED') {
      setFatal({ kind: 'error', title: Messages.login.banned, message: '' });
      return;
    }
    if (error.message === Messages.room.someErrorRefresh) {
      if (!room) setFatal({ kind: 'error', title: Messages.room.someErrorRefresh, message: '' });
      else notify.error(Messages.room.someErrorRefresh, 'room-error');
    }
    // Refusals of commands also arrive as `error`; their acks already told the user.
  });

  const onConnectError = useEffectEvent((s: RoomSocket, err: Error & { data?: ServerError }) => {
    if (s.active) return store.getState().setConnection('reconnecting');
    const code = err.data?.code;
    store.getState().setConnection('offline');
    if (code && SESSION_CODES.has(code)) return endSession();
    const isMissing = code === 'NOT_FOUND' || code === 'VALIDATION';
    store.getState().setFatal({
      kind: 'error',
      title: isMissing
        ? Messages.room.auctionNotFound
        : code === 'NOT_REGISTERED'
          ? Messages.room.notRegistered
          : Messages.room.someErrorRefresh,
      message: isMissing || code === 'NOT_REGISTERED' ? '' : (err.data?.message ?? err.message),
    });
  });

  useEffect(() => {
    if (!token) return;
    const s = createSocket({
      token,
      auctionId,
      deviceId: getDeviceId(),
      takeover: () => takeoverRef.current,
    });
    const listeners = ROOM_EVENTS.map((type) => {
      const listener = (payload: unknown) => onServerEvent(s, { type, payload } as RoomEvent);
      s.on(type, listener as (...args: never[]) => void);
      return [type, listener] as const;
    });
    const onConnect = () => {
      takeoverRef.current = false;
      store.getState().setConnection('connected');
    };
    const onDisconnect = (reason: string) => {
      if (reason === 'io client disconnect') return;
      store.getState().setConnection(s.active ? 'reconnecting' : 'offline');
    };
    const onError = (e: ServerError) => onServerError(s, e ?? {});
    const onConnErr = (e: Error & { data?: ServerError }) => onConnectError(s, e);
    s.on('connect', onConnect);
    s.on('disconnect', onDisconnect as (...args: never[]) => void);
    s.on('error', onError as (...args: never[]) => void);
    s.on('connect_error', onConnErr as (...args: never[]) => void);
    s.connect();
    setSocket(s);
    return () => {
      for (const [type, listener] of listeners) s.off(type, listener as (...args: never[]) => void);
      s.off('connect', onConnect);
      s.off('disconnect', onDisconnect as (...args: never[]) => void);
      s.off('error', onError as (...args: never[]) => void);
      s.off('connect_error', onConnErr as (...args: never[]) => void);
      s.disconnect();
      setSocket(null);
    };
  }, [auctionId, token, store, createSocket]);

  // A resync whose answer never came (a lost packet, a reconnect): ask again.
  const isResyncing = useStore(store, (st) => st.isResyncing);
  useEffect(() => {
    if (!isResyncing || !socket) return;
    const id = window.setInterval(() => {
      if (socket.connected) socket.emit('getRoomState', {});
    }, RESYNC_RETRY_MS);
    return () => window.clearInterval(id);
  }, [isResyncing, socket]);

  const takeOver = useCallback(() => {
    if (!socket) return;
    takeoverRef.current = true;
    store.getState().setFatal(null);
    store.getState().setConnection('connecting');
    socket.connect();
  }, [socket, store]);

  return { socket, takeOver };
}
