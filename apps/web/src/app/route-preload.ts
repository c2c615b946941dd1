/**
 * Preloads a route's lazy chunk on intent: when a pointer rests on, a finger touches or
 * the keyboard focuses a link to a page of this app, the lazy loaders of the routes that page
 * matches are called, so the chunk is usually in by the time the tap lands. Each path once.
 */
import { matchRoutes, type RouteObject } from 'react-router';

/** Starts listening on `doc`. @returns the function that stops. */
export function preloadRoutesOnIntent(routes: RouteObject[], doc: Document = document): () => void {
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const target = event.target as Element | null;
    const link = target?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin) return;
    const path = link.pathname;
    if (seen.has(path)) return;
    seen.add(path);
    for (const { route } of matchRoutes(routes, path) ?? [])
      if (typeof route.lazy === 'function')
        void Promise.resolve(route.lazy()).catch(() => undefined);
  };
  const types = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of types) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of types) doc.removeEventListener(type, onIntent, { capture: true });
  };
}
