import { ListAuctionsResponse, type AuctionView } from '@bidxi/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { auctionKeys } from '@/lib/auction-keys';

export const AUCTIONS_CACHE_KEY = 'bidxi-auctions-cache';

/**
 * `GET /api/auctions/getallstatus`: live, scheduled and completed auctions. The last good list is
 * kept in localStorage and answered when a fetch fails (spec 001 §7, §8 "Auction list").
 */
export async function getAuctions(signal?: AbortSignal): Promise<AuctionView[]> {
  try {
    const { auctions } = await apiRequest('/auctions/getallstatus', {
      schema: ListAuctionsResponse,
      signal,
    });
    writeCache(auctions);
    return auctions;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Auction list fetch failed', error);
    const cached = readCachedAuctions();
    if (cached) return cached;
    throw error;
  }
}

export function readCachedAuctions(): AuctionView[] | null {
  try {
    const raw = localStorage.getItem(AUCTIONS_CACHE_KEY);
    if (!raw) return null;
    const parsed = ListAuctionsResponse.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.auctions : null;
  } catch {
    return null;
  }
}

function writeCache(auctions: AuctionView[]) {
  try {
    localStorage.setItem(AUCTIONS_CACHE_KEY, JSON.stringify({ auctions }));
  } catch {
    // Storage full or blocked: the list still shows, only the offline copy is missing.
  }
}

export const auctionsQuery = queryOptions({
  queryKey: auctionKeys.list,
  queryFn: ({ signal }) => getAuctions(signal),
  // Live auctions change status on their own; refresh now and then while Home is open.
  refetchInterval: 60_000,
});

export function useAuctions() {
  return useQuery(auctionsQuery);
}
