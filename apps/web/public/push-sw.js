// Web push in the service worker, loaded by the generated worker with importScripts
// (vite.config.ts). A push message carries JSON {kind, title, body, url, tag} (protocol http/push.ts);
// a tap focuses an open BidXI window on that page, or opens one.
const ICON = '/icons/icon-192.png';

/** The push message's JSON, or null when it has none or it is not JSON. */
function readMessage(data) {
  try {
    return data ? data.json() : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  // Chromium requires every push to show something (userVisibleOnly): an unreadable one gets a generic notice.
  const title = message && typeof message.title === 'string' ? message.title : 'BidXI';
  const url =
    message && typeof message.url === 'string' && message.url.startsWith('/')
      ? message.url
      : '/home';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message && typeof message.body === 'string' ? message.body : '',
      icon: ICON,
      tag: message && typeof message.tag === 'string' ? message.tag : undefined,
      data: { url, kind: message ? message.kind : undefined },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data && event.notification.data.url;
  const target = new URL(
    typeof path === 'string' && path.startsWith('/') ? path : '/home',
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === target.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(target.href);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
