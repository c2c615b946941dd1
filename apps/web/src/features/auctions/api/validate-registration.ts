import { ValidateRegistrationResponse } from '@bidxi/protocol';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { auctionKeys } from '@/lib/auction-keys';

/** `POST /api/auctions/validate-registration {auctionId}`: the user's registration check. */
export function validateRegistration(auctionId: string, signal?: AbortSignal) {
  return apiRequest('/auctions/validate-registration', {
    method: 'POST',
    body: { auctionId },
    schema: ValidateRegistrationResponse,
    signal,
  });
}

/** Checked afresh on every visit of the detail page (balance and status change meanwhile). */
export function useRegistrationCheck(auctionId: string, enabled = true) {
  return useQuery({
    queryKey: auctionKeys.check(auctionId),
    queryFn: ({ signal }) => validateRegistration(auctionId, signal),
    enabled: enabled && auctionId !== '',
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
