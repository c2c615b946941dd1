import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

// Neither is needed for the first paint: the toaster (sonner) and the service worker's update notice
// load once the page has rendered and the browser is idle. Toasts asked for earlier are not lost
// (lib/notify queues them and the toaster shows them when it mounts).
const AppToaster = lazy(async () => ({ default: (await import('@/app/toaster')).AppToaster }));
const PwaStatus = lazy(async () => ({ default: (await import('@/app/pwa-status')).PwaStatus }));

/**
 * App-wide extras around the router: toasts and the service worker. Server state (TanStack Query) is
 * provided by the QueryLayout route, so screens that read no server data (the splash) do not load it.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const isIdle = useIdleAfterFirstPaint();
  return (
    <>
      {children}
      {isIdle ? (
        <Suspense fallback={null}>
          <AppToaster />
          <PwaStatus />
        </Suspense>
      ) : null}
    </>
  );
}

/** False on the first render; true once the browser is idle after it (a timer where no idle API). */
function useIdleAfterFirstPaint(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: 2_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(done, 200);
    return () => window.clearTimeout(timer);
  }, []);
  return isIdle;
}
