/**
 * `GET /api/auctions/{id}/audit?lot=N` (protocol http/audit.ts): one lot's entries of the
 * hash-chained log and the head hash now, for a participant or an admin. Refreshed while the lot runs.
 */
import type { AuctionEvent } from '@bidxi/engine';
import type { AuditPage } from '@bidxi/protocol';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest, type AuthKind } from '@/lib/api-client';

const AuditEntrySchema = z.object({
  seq: z.int(),
  at: z.string(),
  event: z.custom<AuctionEvent>(
    (v) =>
      typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string',
  ),
  prevHash: z.string(),
  hash: z.string(),
});

/** The page's shape (the protocol declares it as a type). */
export const AuditPageSchema: z.ZodMiniType<AuditPage> = z.object({
  auctionId: z.string(),
  headHash: z.string(),
  headSeq: z.int(),
  entries: z.array(AuditEntrySchema),
  hasMore: z.boolean(),
});

/** How often an open lot's log is read again while the sheet shows it. */
const LIVE_REFRESH_MS = 3_000;

export function getAuditLot(auctionId: string, lot: number, auth: AuthKind, signal?: AbortSignal) {
  return apiRequest(`/auctions/${encodeURIComponent(auctionId)}/audit?lot=${lot}`, {
    schema: AuditPageSchema,
    auth,
    signal,
  });
}

/** One lot's log; `isLive` refreshes it (the lot is still open). */
export function useAuditLot(
  auctionId: string,
  lot: number | null,
  { isLive = false, auth = 'user' }: { isLive?: boolean; auth?: AuthKind } = {},
) {
  return useQuery({
    queryKey: ['audit', auctionId, 'lot', lot, auth],
    queryFn: ({ signal }) => getAuditLot(auctionId, lot ?? 0, auth, signal),
    enabled: lot !== null && lot > 0,
    staleTime: isLive ? 0 : 60_000,
    refetchInterval: isLive ? LIVE_REFRESH_MS : false,
  });
}
