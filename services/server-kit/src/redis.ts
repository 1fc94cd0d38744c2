import { Redis } from 'ioredis';
import { HttpError } from './http-error';

/** maxRetriesPerRequest null is what BullMQ requires; other users are fine with it too. */
export function connectRedis(url: string, name: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, connectionName: name, enableReadyCheck: true, lazyConnect: false });
}

export async function pingRedis(redis: Redis): Promise<void> {
  const pong = await redis.ping();
  if (pong !== 'PONG') throw new Error(`unexpected PING answer ${pong}`);
}

/**
 * A Redis command a request cannot do without (sign-in lockout, rate limits), answered promptly
 * either way. Our connections queue commands while Redis is away (BullMQ needs
 * maxRetriesPerRequest: null), so without this every such request waited for the whole outage;
 * now it gets a clean 503 at once while the connection is lost, or after `timeoutMs` when Redis
 * does not answer. (A command that timed out may still run once Redis is back.)
 */
export async function promptRedis<T>(redis: Redis, command: () => Promise<T>, timeoutMs = 2000): Promise<T> {
  // Lost (not merely still connecting at boot): no point in queueing behind the reconnection.
  if (redis.status === 'reconnecting' || redis.status === 'close' || redis.status === 'end') throw redisUnavailable();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(redisUnavailable()), timeoutMs);
  });
  try {
    return await Promise.race([command(), late]);
  } finally {
    clearTimeout(timer);
  }
}

const redisUnavailable = () => new HttpError(503, 'Temporarily unavailable; try again in a moment', 'UNAVAILABLE');
