/**
 * The platform's Redis connection (ioredis) when REDIS_URL is set: the store of the API rate limits
 * and login throttles (shared by every node) and the publisher of session events. Commands fail at
 * once while Redis is unreachable (no offline queue), so a Redis outage degrades limits to "allow"
 * instead of hanging requests; the room keeps its own connection for the socket.io adapter.
 */
import { Redis } from 'ioredis';

export type { Redis } from 'ioredis';

/**
 * Connects to `url`.
 * @throws Error when Redis cannot be reached at start (as the room's adapter connection does).
 */
export async function connectRedis(url: string, onError: (err: Error) => void): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', onError);
  await redis.connect();
  return redis;
}

/** A second connection for SUBSCRIBE (a subscribed connection can run nothing else). */
export async function connectSubscriber(
  redis: Redis,
  onError: (err: Error) => void,
): Promise<Redis> {
  const sub = redis.duplicate({ lazyConnect: true, enableOfflineQueue: true });
  sub.on('error', onError);
  await sub.connect();
  return sub;
}
