/**
 * The replay's input: `GET /api/auctions/{id}/audit.jsonl` (public once the auction has
 * completed, 409 AUCTION_NOT_COMPLETED before), folded into a timeline.
 */
import { ErrorCode, parseAuditLog } from '@bidxi/protocol';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiBlob } from '@/lib/api-client';
import { buildTimeline, type ReplayTimeline } from '../model/replay-timeline';

export async function getReplayTimeline(
  auctionId: string,
  signal?: AbortSignal,
): Promise<ReplayTimeline> {
  const blob = await apiBlob(`/api/auctions/${encodeURIComponent(auctionId)}/audit.jsonl`, {
    auth: 'none',
    ...(signal && { signal }),
  });
  return buildTimeline(parseAuditLog(await blob.text()));
}

/** The auction has not completed: no log to replay yet. */
export const isNotCompleted = (error: unknown) =>
  error instanceof ApiRequestError &&
  (error.code === ErrorCode.AUCTION_NOT_COMPLETED || error.httpStatus === 409);

export function useReplayTimeline(auctionId: string) {
  return useQuery({
    queryKey: ['replay', auctionId],
    queryFn: ({ signal }) => getReplayTimeline(auctionId, signal),
    enabled: auctionId !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) =>
      error instanceof ApiRequestError && !isNotCompleted(error) && count < 2,
  });
}
