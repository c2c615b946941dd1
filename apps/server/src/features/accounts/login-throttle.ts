/**
 * Password guessing is slowed without handing anyone a lockout of someone else's account
 * (ten wrong passwords from ten addresses must not lock the real owner out).
 *
 * What the best account systems do, and so BidXI (OWASP Authentication and "Blocking Brute Force
 * Attacks" cheat sheets; the "login endpoint protection" pattern of rate-limiter-flexible): never
 * lock an account as such — count failures per account AND address, and slow that pair down
 * progressively; cap each address's failures across all accounts (password spraying); and keep the
 * owner's way in open: a correct password from an address that has not failed is never refused
 * because of failures elsewhere. A per-account lockout would let anyone lock anyone out; a CAPTCHA
 * needs a third party; an e-mailed unlock link is only needed for a lockout, which this avoids.
 *
 * - Per (account, address): the first {@link FREE_FAILURES} failures cost nothing; each further
 *   failure makes that pair wait 1, 2, 4, … s (capped at {@link MAX_DELAY_S}) before its next try.
 *   A success clears the pair. Failures are forgotten a day after the last one.
 * - Per account, over all addresses: when one account collects {@link ACCOUNT_ATTACK_FAILURES}
 *   failures within an hour (a distributed guess), the free failures of each address drop to one:
 *   an attacking address waits from its second failure, while an address that never failed still
 *   gets its try at once.
 * - Per address, over all accounts: {@link ADDRESS_MAX_FAILURES} failures an hour, then that address
 *   waits out the hour.
 *
 * Counters live in Redis when REDIS_URL is set, so every node counts the same guesses (with two nodes
 * the old per-node counters allowed twice the guesses), and fall back to this node's memory while
 * Redis is unreachable; without Redis they live in memory (one node).
 */
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { ErrorCode } from '@bidxi/protocol';
import { AppError } from '../../platform/errors';
import type { Redis } from '../../platform/redis';

export const FREE_FAILURES = 5;
export const MAX_DELAY_S = 15 * 60;
export const ACCOUNT_ATTACK_FAILURES = 50;
export const ADDRESS_MAX_FAILURES = 100;
const DAY_S = 24 * 3600;
const HOUR_S = 3600;
/** Counters never fill up: they only count. */
const UNBOUNDED = 1_000_000_000;

/**
 * The wait in seconds after the `failures`-th failure of a pair: 0 for the first `free`, then 1, 2,
 * 4, … up to {@link MAX_DELAY_S}. @example delayAfterFailure(6, 5) === 1
 */
export function delayAfterFailure(failures: number, free: number): number {
  if (failures <= free) return 0;
  return Math.min(2 ** (failures - free - 1), MAX_DELAY_S);
}

export interface LoginThrottle {
  /** @throws AppError 429 RATE_LIMITED (`retryAfterSeconds`) while this pair or address must wait. */
  check(email: string, address: string): Promise<void>;
  /** Counts a wrong password or unknown e-mail. */
  failed(email: string, address: string): Promise<void>;
  /** A correct password: the pair starts afresh. */
  succeeded(email: string, address: string): Promise<void>;
}

export function createLoginThrottle(opts: {
  redis: Redis | null;
  /** Key prefix in Redis (`<REDIS_PREFIX>:login`). */
  keyPrefix: string;
}): LoginThrottle {
  const make = (name: string, points: number, duration: number, blockDuration = 0) => {
    const o = { keyPrefix: `${opts.keyPrefix}:${name}`, points, duration, blockDuration };
    if (!opts.redis) return new RateLimiterMemory(o);
    return new RateLimiterRedis({
      ...o,
      storeClient: opts.redis,
      rejectIfRedisNotReady: true,
      // While Redis is down, this node counts on its own rather than letting guesses through.
      insuranceLimiter: new RateLimiterMemory(o),
    });
  };
  const pairFailures = make('pair', UNBOUNDED, DAY_S);
  const pairWait = make('wait', 1, MAX_DELAY_S);
  const accountFailures = make('account', UNBOUNDED, HOUR_S);
  const addressFailures = make('address', ADDRESS_MAX_FAILURES, HOUR_S, HOUR_S);
  const pairKey = (email: string, address: string) => `${email}|${address}`;

  const waitOf = async (limiter: RateLimiterAbstract, key: string, points: number) => {
    const res = await limiter.get(key);
    return res && res.consumedPoints > points ? res.msBeforeNext : 0;
  };
  const count = async (limiter: RateLimiterAbstract, key: string) => {
    try {
      return (await limiter.consume(key)).consumedPoints;
    } catch (res) {
      if (res instanceof RateLimiterRes) return res.consumedPoints;
      throw res;
    }
  };

  return {
    async check(email, address) {
      const waitMs = Math.max(
        await waitOf(pairWait, pairKey(email, address), 1),
        await waitOf(addressFailures, address, ADDRESS_MAX_FAILURES),
      );
      if (waitMs <= 0) return;
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw new AppError(
        429,
        ErrorCode.RATE_LIMITED,
        `Too many attempts — try again in ${seconds} s`,
        { status: 429, retryAfterSeconds: seconds },
      );
    },
    async failed(email, address) {
      const key = pairKey(email, address);
      const [failures, accountWide] = await Promise.all([
        count(pairFailures, key),
        count(accountFailures, email),
        count(addressFailures, address),
      ]);
      const free = accountWide >= ACCOUNT_ATTACK_FAILURES ? 1 : FREE_FAILURES;
      const delay = delayAfterFailure(failures, free);
      if (delay > 0) await pairWait.block(key, delay);
    },
    async succeeded(email, address) {
      const key = pairKey(email, address);
      await Promise.all([pairFailures.delete(key), pairWait.delete(key)]);
    },
  };
}
