/**
 * `GET /api/auctions/{id}/audit.jsonl`: the whole log as JSON Lines, for anyone once the
 * auction has completed (409 AUCTION_NOT_COMPLETED before). The text is kept as downloaded, so the
 * file offered and the file verified are the bytes the server sent.
 */
import { ErrorCode, parseAuditLog, type AuditEntry, type AuditLine } from '@bidxi/protocol';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiBlob } from '@/lib/api-client';

/** The downloaded log: its text and lines, the entries alone. */
export interface AuditLog {
  text: string;
  lines: AuditLine[];
  entries: AuditEntry[];
}

export const auditLogPath = (auctionId: string) =>
  `/api/auctions/${encodeURIComponent(auctionId)}/audit.jsonl`;

export async function getAuditLog(auctionId: string, signal?: AbortSignal): Promise<AuditLog> {
  const blob = await apiBlob(auditLogPath(auctionId), { auth: 'none', ...(signal && { signal }) });
  const text = await blob.text();
  const lines = parseAuditLog(text);
  const entries = lines.flatMap((l) => {
    if (l.kind !== 'entry') return [];
    const { kind: _kind, ...entry } = l;
    return [entry];
  });
  return { text, lines, entries };
}

/** The auction is not over yet: its whole log is not published. */
export const isNotCompleted = (error: unknown) =>
  error instanceof ApiRequestError &&
  (error.code === ErrorCode.AUCTION_NOT_COMPLETED || error.httpStatus === 409);

export function useAuditLog(auctionId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['audit', auctionId, 'jsonl'],
    queryFn: ({ signal }) => getAuditLog(auctionId, signal),
    enabled: enabled && auctionId !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !isNotCompleted(error) && count < 2,
  });
}
