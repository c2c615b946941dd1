/** The signed-in user's watch-list in one auction, over `/api/auctions/:id/watchlist`. */
import { WatchListResponse } from '@bidxi/protocol';
import { QueryClientContext, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { useContext, useMemo } from 'react';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { apiRequest } from '@/lib/api-client';

/** The query key of one auction's watch-list. */
export const watchListKey = (auctionId: string) => ['watch-list', auctionId] as const;

const path = (auctionId: string, playerId?: string) =>
  `/auctions/${encodeURIComponent(auctionId)}/watchlist${
    playerId ? `/${encodeURIComponent(playerId)}` : ''
  }`;

/**
 * The provider's query client, else the app's (a room rendered on its own, as in component tests),
 * and whether there was a provider: without one the watch-list stays empty and asks nothing.
 */
function useClient(): { client: QueryClient; hasProvider: boolean } {
  const provided = useContext(QueryClientContext);
  return { client: provided ?? appQueryClient, hasProvider: provided !== undefined };
}

/** The starred `auctionPlayerId`s (empty while loading, for a spectator, or when `enabled` is false). */
export function useWatchList(auctionId: string, enabled: boolean): ReadonlySet<string> {
  const { client, hasProvider } = useClient();
  const query = useQuery(
    {
      queryKey: watchListKey(auctionId),
      queryFn: ({ signal }) => apiRequest(path(auctionId), { schema: WatchListResponse, signal }),
      enabled: enabled && hasProvider,
      staleTime: 60_000,
    },
    client,
  );
  const ids = query.data?.playerIds;
  return useMemo(() => (ids ? new Set(ids) : EMPTY), [ids]);
}

const EMPTY: ReadonlySet<string> = new Set();

/** Stars or un-stars a player: shown at once, put back if the server refuses. */
export function useToggleStar(auctionId: string) {
  const { client: queryClient } = useClient();
  const key = watchListKey(auctionId);
  return useMutation(
    {
      mutationFn: ({ playerId, starred }: { playerId: string; starred: boolean }) =>
        apiRequest(path(auctionId, playerId), {
          method: starred ? 'PUT' : 'DELETE',
          schema: WatchListResponse,
        }),
      onMutate: async ({ playerId, starred }) => {
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData<WatchListResponse>(key);
        const ids = (previous?.playerIds ?? []).filter((id) => id !== playerId);
        queryClient.setQueryData<WatchListResponse>(key, {
          auctionId,
          playerIds: starred ? [...ids, playerId] : ids,
        });
        return { previous };
      },
      onError: (_err, _vars, context) => {
        queryClient.setQueryData(key, context?.previous);
      },
      onSuccess: (data) => queryClient.setQueryData(key, data),
    },
    queryClient,
  );
}
