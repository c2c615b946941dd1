/**
 * This browser's side of web push: whether it can show notifications, whether the player
 * allowed them, and its push subscription; `enable` asks for permission, subscribes with the
 * server's VAPID key and sends the subscription to the server; `disable` undoes both.
 */
import type { PushSubscriptionBody } from '@bidxi/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import {
  deleteSubscription,
  getPushPublicKey,
  pushPreferencesKey,
  saveSubscription,
} from '@/features/notifications/api/push-preferences';

/** Where this browser stands. */
export type DeviceStatus = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/** Why enabling failed, for the screen to word. */
export type PushFailure = 'denied' | 'no-worker' | 'subscribe' | 'server';

/** How long to wait for the service worker before giving up (it is absent in development). */
const WORKER_WAIT_MS = 10_000;

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}

/** The service worker's registration, or null when none is active within {@link WORKER_WAIT_MS}. */
async function readyRegistration(): Promise<ServiceWorkerRegistration | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A base64url VAPID key as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

export function useWebPush() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<DeviceStatus>('checking');
  const [failure, setFailure] = useState<PushFailure | null>(null);
  const [isWorking, setIsWorking] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    const settle = (s: DeviceStatus) => isCurrent && setStatus(s);
    if (!isPushSupported()) settle('unsupported');
    else if (Notification.permission === 'denied') settle('denied');
    else {
      void readyRegistration()
        .then((reg) => reg?.pushManager.getSubscription() ?? null)
        .then((sub) => settle(sub && Notification.permission === 'granted' ? 'on' : 'off'))
        .catch(() => settle('off'));
    }
    return () => {
      isCurrent = false;
    };
  }, []);

  const enable = useCallback(async () => {
    setFailure(null);
    setIsWorking(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        if (permission === 'denied') setStatus('denied');
        setFailure('denied');
        return;
      }
      const reg = await readyRegistration();
      if (!reg) return setFailure('no-worker');
      let subscription: PushSubscription;
      try {
        const { publicKey } = await getPushPublicKey();
        subscription =
          (await reg.pushManager.getSubscription()) ??
          (await reg.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: keyBytes(publicKey),
          }));
      } catch {
        return setFailure('subscribe');
      }
      try {
        queryClient.setQueryData(pushPreferencesKey, await saveSubscription(toBody(subscription)));
      } catch {
        return setFailure('server');
      }
      setStatus('on');
    } finally {
      setIsWorking(false);
    }
  }, [queryClient]);

  const disable = useCallback(async () => {
    setFailure(null);
    setIsWorking(true);
    try {
      const reg = await readyRegistration();
      const subscription = await reg?.pushManager.getSubscription();
      if (subscription) {
        await subscription.unsubscribe();
        const data = await deleteSubscription(subscription.endpoint).catch(() => null);
        if (data) queryClient.setQueryData(pushPreferencesKey, data);
        else await queryClient.invalidateQueries({ queryKey: pushPreferencesKey });
      }
      setStatus('off');
    } catch {
      setFailure('server');
    } finally {
      setIsWorking(false);
    }
  }, [queryClient]);

  return { status, failure, isWorking, enable, disable };
}
