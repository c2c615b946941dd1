// `GET /api/auctions/{id}/pool/{version}`: an auction's static pool at the version a lean
// `roomState` names (the protocol's room-pool.ts). Immutable, so it is fetched once per version and
// kept by TanStack Query under that version (and by the browser's HTTP cache).
import type { QueryClient } from '@tanstack/react-query';
import type { RoomPool, RoomPoolRef } from '@bidxi/protocol';
import { apiRequest } from '@/lib/api-client';

/** The query key of one pool version. */
export const roomPoolKey = (auctionId: string, version: string) =>
  ['room-pool', auctionId, version] as const;

/**
 * Fetches the pool at `ref` — as the signed-in user, or with a spectator link's secret.
 * @throws ApiRequestError (404 NOT_FOUND: the pool changed since; ask for a new `roomState`).
 */
export function getRoomPool(
  ref: RoomPoolRef,
  { spectatorToken, signal }: { spectatorToken?: string | undefined; signal?: AbortSignal } = {},
): Promise<RoomPool> {
  // The URL is the server's (`/api/...`); the API client adds its own base.
  const path = ref.url.startsWith('/api/') ? ref.url.slice('/api'.length) : ref.url;
  return apiRequest<RoomPool>(path, {
    ...(spectatorToken === undefined
      ? {}
      : { auth: 'none' as const, headers: { 'X-Spectator-Token': spectatorToken } }),
    ...(signal ? { signal } : {}),
  });
}

/** The pool at `ref` from the cache, or fetched once (concurrent asks share one request). */
export function fetchRoomPool(
  client: QueryClient,
  auctionId: string,
  ref: RoomPoolRef,
  spectatorToken?: string,
): Promise<RoomPool> {
  return client.fetchQuery({
    queryKey: roomPoolKey(auctionId, ref.version),
    queryFn: ({ signal }) => getRoomPool(ref, { spectatorToken, signal }),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
}

/** The pool at `ref` if it is already cached. */
export const cachedRoomPool = (client: QueryClient, auctionId: string, ref: RoomPoolRef) =>
  client.getQueryData<RoomPool>(roomPoolKey(auctionId, ref.version)) ?? null;
