import { GetAuctionResponse, type AuctionView } from '@bidxi/protocol';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { auctionKeys } from '@/lib/auction-keys';

/** `GET /api/auctions/:id` (404 'Auction not found'): every screen works from its URL alone. */
export async function getAuction(id: string, signal?: AbortSignal): Promise<AuctionView> {
  const { auction } = await apiRequest(`/auctions/${encodeURIComponent(id)}`, {
    schema: GetAuctionResponse,
    signal,
  });
  return auction;
}

/** The auction by id; `placeholder` (e.g. the card the user tapped) shows while it loads. */
export function useAuction(
  id: string,
  { placeholder, enabled = true } = {} as {
    placeholder?: AuctionView | undefined;
    enabled?: boolean;
  },
) {
  return useQuery({
    queryKey: auctionKeys.detail(id),
    queryFn: ({ signal }) => getAuction(id, signal),
    enabled: enabled && id !== '',
    placeholderData: placeholder?.id === id ? placeholder : undefined,
  });
}
