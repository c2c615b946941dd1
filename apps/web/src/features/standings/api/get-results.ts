import { AuctionResultsResponse, ErrorCode } from '@bidxi/protocol';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

/** While the results are being calculated (409), ask again this often. */
const PENDING_REFRESH_MS = 10_000;

/** `GET /api/results/:auctionId`: the final standings; 409 RESULTS_NOT_READY until scored. */
export function getResults(auctionId: string, signal?: AbortSignal) {
  return apiRequest(`/results/${encodeURIComponent(auctionId)}`, {
    schema: AuctionResultsResponse,
    signal,
  });
}

export const isResultsPending = (error: unknown) =>
  error instanceof ApiRequestError &&
  (error.code === ErrorCode.RESULTS_NOT_READY || error.httpStatus === 409);

export function useResults(auctionId: string) {
  return useQuery({
    queryKey: ['results', auctionId],
    queryFn: ({ signal }) => getResults(auctionId, signal),
    enabled: auctionId !== '',
    staleTime: 60_000,
    refetchInterval: (query) => (isResultsPending(query.state.error) ? PENDING_REFRESH_MS : false),
  });
}
