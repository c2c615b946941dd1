/**
 * OTP codes: 6 digits from the CSPRNG, stored only as SHA-256(salt:code) with a random per-code
 * salt, compared in constant time.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@bidxi/protocol';

/** A new code, e.g. `'042817'` (leading zeros kept). */
export const newCode = (): string =>
  String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** 16 random bytes, hex. */
export const newSalt = (): string => randomBytes(16).toString('hex');

/** SHA-256 of `salt:code`, hex. */
export const hashCode = (salt: string, code: string): string =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** Whether `code` is the one hashed as `hash` with `salt` (constant-time comparison). */
export function codeMatches(salt: string, hash: string, code: string): boolean {
  const a = Buffer.from(hashCode(salt, code), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `9876543210` or `+919876543210` → `+919876543210` (the schema has checked the digits). */
export const toE164India = (mobile: string): string => `+91${mobile.trim().slice(-10)}`;
