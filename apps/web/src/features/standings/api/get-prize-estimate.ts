import { GetAuctionResponse } from '@bidxi/protocol';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface PrizeEstimate {
  prizePool: number;
  prizes: [number, number, number];
  teamCount: number;
}

/** Rupees rounded down to whole paise. */
const toPaiseFloor = (rupees: number) => Math.floor(Math.round(rupees * 10_000) / 100) / 100;

/**
 * What the prizes would be if the auction completed with the teams registered now: fees × pool
 * percent, split by the auction's split (ARCHITECTURE.md §4). The final figures come with the results.
 */
export function estimatePrizes(auction: {
  registrationFee: number;
  teamCount: number;
  settings: { prizePoolPercent: number; prizeSplit: [number, number, number] };
}): PrizeEstimate {
  const pool = toPaiseFloor(
    (auction.registrationFee * auction.teamCount * auction.settings.prizePoolPercent) / 100,
  );
  const [a, b, c] = auction.settings.prizeSplit;
  return {
    prizePool: pool,
    prizes: [
      toPaiseFloor((pool * a) / 100),
      toPaiseFloor((pool * b) / 100),
      toPaiseFloor((pool * c) / 100),
    ],
    teamCount: auction.teamCount,
  };
}

/** `GET /api/auctions/:id`, read only for the estimate while the prize modal is open before scoring. */
export function usePrizeEstimate(auctionId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['standings', auctionId, 'prize-estimate'],
    queryFn: async ({ signal }) => {
      const { auction } = await apiRequest(`/auctions/${encodeURIComponent(auctionId)}`, {
        schema: GetAuctionResponse,
        signal,
      });
      return estimatePrizes(auction);
    },
    enabled: enabled && auctionId !== '',
  });
}
