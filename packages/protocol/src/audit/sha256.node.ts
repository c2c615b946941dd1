/**
 * SHA-256 for the audit chain where Node runs it (the server, `npm run verify-audit`, the tests):
 * Node's native hash, about five times as fast as the pure-JS one per entry (a bid's commit hashes
 * its entries on the room's path). Chosen by the `node` condition of this package's `#sha256`
 * import; `sha256.web.ts` is the browser's, and `sha256.test.ts` keeps the two equal.
 */
import { createHash } from 'node:crypto';

/** The SHA-256 of `text` (as UTF-8), in lowercase hex. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
