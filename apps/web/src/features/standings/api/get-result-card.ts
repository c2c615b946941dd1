import type { Language } from '@bidxi/protocol';
import { useQuery } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';

/** Path of `GET /api/auctions/:id/result-card.png?lang=`: the player's result card (PNG 1080×1350). */
export const resultCardPath = (auctionId: string, language: Language) =>
  `/api/auctions/${encodeURIComponent(auctionId)}/result-card.png?lang=${language}`;

/**
 * The signed-in player's result card in `language`, fetched as soon as the results show, so a tap
 * on Share finds the file ready (a share sheet needs the tap's own activation, which a long fetch
 * would outlive). Final results do not change: kept for the session.
 */
export function useResultCard(auctionId: string, language: Language, enabled: boolean) {
  return useQuery({
    queryKey: ['result-card', auctionId, language],
    queryFn: ({ signal }) => apiBlob(resultCardPath(auctionId, language), { signal }),
    enabled,
    staleTime: Infinity,
    retry: 1,
  });
}
