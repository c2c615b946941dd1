import { AuctionRegisteredResponse } from '@bidxi/protocol';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { auctionKeys } from '@/lib/auction-keys';

export type MyAuction = z.infer<typeof AuctionRegisteredResponse>['participatedIn'][number];

/** `POST /api/users/auction-registered {}`: the auctions the user has a team in (My Auctions). */
export async function getMyAuctions(signal?: AbortSignal): Promise<MyAuction[]> {
  const { participatedIn } = await apiRequest('/users/auction-registered', {
    method: 'POST',
    body: {},
    schema: AuctionRegisteredResponse,
    signal,
  });
  return participatedIn;
}

export function useMyAuctions() {
  return useQuery({
    queryKey: auctionKeys.mine,
    queryFn: ({ signal }) => getMyAuctions(signal),
    staleTime: 0,
  });
}
