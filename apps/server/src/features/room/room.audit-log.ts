/**
 * The audit chain as a room loads its log: where the chain starts, and how loaded entries extend it
 * (entries written before the chain existed get their hashes once). Each commit's own links are part
 * of its record (room.commit.ts).
 */
import { entryHash, genesisHash } from '@bidxi/protocol';
import type { LogEntry } from './room.repo';

/**
 * Follows loaded entries from `head`: the new head, and the hashes of entries written before the
 * chain existed (to be stored).
 */
export function followChain(
  head: string,
  entries: readonly LogEntry[],
): { head: string; missing: { seq: number; hash: string; prevHash: string }[] } {
  const missing: { seq: number; hash: string; prevHash: string }[] = [];
  for (const e of entries) {
    if (e.hash !== null) {
      head = e.hash;
      continue;
    }
    const hash = entryHash(head, e.seq, e.at.getTime(), e.event);
    missing.push({ seq: e.seq, hash, prevHash: head });
    head = hash;
  }
  return { head, missing };
}

/** The chain's start for `auctionId`. */
export const chainStart = genesisHash;
