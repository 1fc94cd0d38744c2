import { Redis } from 'ioredis';

/** maxRetriesPerRequest null is what BullMQ requires; other users are fine with it too. */
export function connectRedis(url: string, name: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, connectionName: name, enableReadyCheck: true, lazyConnect: false });
}

export async function pingRedis(redis: Redis): Promise<void> {
  const pong = await redis.ping();
  if (pong !== 'PONG') throw new Error(`unexpected PING answer ${pong}`);
}
