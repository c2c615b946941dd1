/**
 * The audit log over HTTP:
 * - `GET /api/auctions/{id}/audit?lot=&afterSeq=&limit=` (a participant of the auction or an admin):
 *   the hash-chained entries of one lot (`lot`), or a page of the whole log. While the auction runs,
 *   another team's max bid is shown as a `redacted` event (its hash still links the chain).
 * - `GET /api/auctions/{id}/audit.jsonl` (anyone with the link, once the auction is COMPLETED): the
 *   whole log as JSON Lines — a header, one entry per line, a trailer (audit/audit-verify.ts).
 */
import { z } from 'zod/mini';
import type { AuditEntry } from '../audit/audit-chain';

/** The most entries one page of `GET …/audit` returns. */
export const AUDIT_PAGE_MAX = 500;

/** The query of `GET /api/auctions/{id}/audit`. */
export const AuditQuery = z.object({
  /** Only the entries of this lot (its open, bids, refusals, close). */
  lot: z.optional(z.pipe(z.coerce.number(), z.int().check(z.positive()))),
  /** Only entries after this seq (the next page starts at the last seq shown). */
  afterSeq: z._default(z.pipe(z.coerce.number(), z.int().check(z.nonnegative())), 0),
  limit: z._default(
    z.pipe(z.coerce.number(), z.int().check(z.positive(), z.lte(AUDIT_PAGE_MAX))),
    AUDIT_PAGE_MAX,
  ),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

/** 200 from `GET /api/auctions/{id}/audit`. */
export interface AuditPage {
  auctionId: string;
  /** The hash of the log's last entry now (what the room shows). */
  headHash: string;
  /** The number of entries in the whole log. */
  headSeq: number;
  entries: AuditEntry[];
  /** More entries after the last one shown (ask again with `afterSeq`). */
  hasMore: boolean;
}
