// The app's QueryClient as seen from the first download (guards, session endings), which must not
// pull TanStack Query in. It is null until lib/query-client has loaded; before that no query exists,
// so there is nothing to forget.
import type { QueryClient } from '@tanstack/react-query';

let current: QueryClient | null = null;

/** Called once by lib/query-client when it creates the app's client. */
export function setLoadedQueryClient(client: QueryClient): void {
  current = client;
}

/** The app's client if any screen has loaded it yet, else null. */
export function loadedQueryClient(): QueryClient | null {
  return current;
}
