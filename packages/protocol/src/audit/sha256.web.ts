/**
 * SHA-256 for the audit chain in the browser (the room's and the results page's check): synchronous,
 * which WebCrypto's `digest` is not. The `default` condition of this package's `#sha256` import;
 * `sha256.node.ts` is Node's, and `sha256.test.ts` keeps the two equal.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The SHA-256 of `text` (as UTF-8), in lowercase hex. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}
