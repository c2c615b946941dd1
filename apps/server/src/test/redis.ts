/**
 * Tests that need the real Redis (127.0.0.1:6379, or TEST_REDIS_URL) use a key prefix of their own
 * and delete every key under it afterwards.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A prefix no other test run uses: `bidxi-test-<random>`. */
export const testRedisPrefix = () => `bidxi-test-${randomBytes(5).toString('hex')}`;

/** Deletes every key under `prefix` (SCAN, never KEYS). */
export async function deleteRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** How many keys exist under `prefix`. */
export async function countRedisKeys(prefix: string): Promise<number> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    let n = 0;
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      n += keys.length;
    } while (cursor !== '0');
    return n;
  } finally {
    redis.disconnect();
  }
}
