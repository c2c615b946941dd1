/**
 * The audit log's hash chain: each entry of an auction's log is the
 * engine event committed at `seq` (bids accepted or refused, opens, closes, pull-backs, max bids,
 * passes, organiser actions), committed at `at`, and carries the hash of the previous entry. An
 * entry's hash is SHA-256 over its predecessor's hash, its seq, its instant and its event in RFC 8785
 * canonical JSON — so changing, removing or reordering any entry changes every hash after it, and the
 * head hash shown in the room commits to the whole history. The downloaded log's header (the pool,
 * base prices and settings the replay starts from) is its last link: the log hash is SHA-256 over the
 * head and the header, so a changed header no longer verifies. Shared by the server (which stores the
 * hashes as it appends), `npm run verify-audit` and the browser's check; the SHA-256 itself is Node's
 * native one under Node and a pure-JS one in the browser (`#sha256`).
 */
import type { AuctionEvent } from '@bidxi/engine';
import canonicalize from 'canonicalize';
import { sha256Hex as hex } from '#sha256';

/** The format of the chain: part of every hash, so another format can never verify as this one. */
export const AUDIT_FORMAT = 'bidxi-audit-v1';

/** One entry of the audit log (a line of `audit.jsonl`, an item of the per-lot view). */
export interface AuditEntry {
  seq: number;
  /** When the entry was committed, ISO-8601 UTC. */
  at: string;
  event: AuctionEvent;
  prevHash: string;
  hash: string;
}

/** The hash before an auction's first entry. */
export function genesisHash(auctionId: string): string {
  return hex(`${AUDIT_FORMAT}|genesis|${auctionId}`);
}

/**
 * The hash of the entry at `seq` committed at `at` (epoch ms or ISO string) holding `event`, after
 * `prevHash`.
 *
 * @example
 * let head = genesisHash(auctionId);
 * for (const e of entries) head = entryHash(head, e.seq, e.at, e.event);
 */
export function entryHash(
  prevHash: string,
  seq: number,
  at: number | string,
  event: AuctionEvent,
): string {
  const instant = typeof at === 'number' ? new Date(at).toISOString() : at;
  return hex(`${AUDIT_FORMAT}|${prevHash}|${seq}|${instant}|${canonicalize(event) ?? 'null'}`);
}

/**
 * The log hash of a completed auction: the header (without its `kind`, in RFC 8785 canonical JSON)
 * chained after the head of the entries. A downloaded log publishes it in its trailer and the
 * results page shows it; any change to the header, an entry or their order changes it.
 *
 * @example
 * const logHash = sealHash(head, { format, auctionId, title, players, settings });
 */
export function sealHash(headHash: string, header: object): string {
  const { kind: _kind, ...content } = header as { kind?: unknown };
  return hex(`${AUDIT_FORMAT}|header|${headHash}|${canonicalize(content) ?? 'null'}`);
}
