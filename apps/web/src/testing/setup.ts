// Test setup for the web project (jsdom): unmount between tests, fresh storage, and the browser APIs
// jsdom lacks (matchMedia, scrollTo) that the app and its libraries touch.
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadToast } from '@/lib/notify';
import { setAccountConnector } from '@/features/wallet/hooks/use-wallet-live';
import { useAdminSession, useSession } from '@/stores/session';
import { NAMESPACES, i18n, i18nReady } from '@/i18n/i18n';

// findBy*/waitFor wait up to 5 s (default 1 s): on a loaded 2-core machine a lazy route can take
// more than a second to load. A passing wait returns as soon as its expectation holds.
configure({ asyncUtilTimeout: 5_000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}
window.scrollTo = () => undefined;
// The signed-in frame opens the live wallet socket; component tests have no server to open it to.
setAccountConnector(() => new Promise(() => undefined));
// Every English catalogue up front, so texts render synchronously as the spec's English.
await i18nReady;
await i18n.loadNamespaces([...NAMESPACES]);
// lib/notify loads sonner on first use; load it up front so a toast shows as soon as it is asked for.
await loadToast();
// Observers the carousel (embla) creates; jsdom has no layout, so they never report anything.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
// Object URLs (image previews, KYC blobs, CSV downloads): jsdom has none.
let objectUrlCount = 0;
URL.createObjectURL ??= () => `blob:test/${++objectUrlCount}`;
URL.revokeObjectURL ??= () => undefined;

beforeEach(() => {
  useSession.setState({
    token: null,
    userId: null,
    email: null,
    username: null,
    expiresAt: null,
    tour: { step: 0, isOpen: false },
  });
  useAdminSession.setState({ adminToken: null, isAdminAuthenticated: false });
  localStorage.clear();
});

beforeEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  toast.dismiss(); // sonner keeps toasts in a module-level store; do not leak them into the next test
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
