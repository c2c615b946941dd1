import { BidHistoryResponse } from '@bidxi/protocol';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const BID_HISTORY_PAGE_SIZE = 30;

/** `GET /api/bids/history?search=&limit=&offset=`: the caller's bids, newest first. */
export function getBidHistory(
  {
    search,
    offset,
    limit = BID_HISTORY_PAGE_SIZE,
  }: { search: string; offset: number; limit?: number },
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (search) params.set('search', search);
  return apiRequest(`/bids/history?${params.toString()}`, { schema: BidHistoryResponse, signal });
}

/** Pages of the history for `search` (trimmed); never a made-up list when the call fails. */
export function useBidHistory(search: string) {
  const term = search.trim();
  return useInfiniteQuery({
    queryKey: ['bid-history', term],
    queryFn: ({ pageParam, signal }) => getBidHistory({ search: term, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.bids.length;
      return last.bids.length > 0 && next < last.total ? next : undefined;
    },
    staleTime: 15_000,
    // A new search keeps the old list on screen until its answer arrives (no skeleton flash).
    placeholderData: keepPreviousData,
  });
}
