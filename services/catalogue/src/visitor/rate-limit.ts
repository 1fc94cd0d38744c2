import type { Redis } from 'ioredis';
import { HttpError, promptRedis } from '@portal/server-kit';

/**
 * Fixed-window counters in Redis, shared by every catalogue replica. `hit` counts one request
 * and throws 429 once `max` is passed inside the window. Without Redis the limit cannot be kept,
 * so the request is refused at once (503) instead of waiting for Redis to come back.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, max: number, windowS: number): Promise<void> {
    const k = `rl:${this.prefix}:${key}`;
    const [[, count]] = (await promptRedis(this.redis, () => this.redis.multi().incr(k).expire(k, windowS, 'NX').exec())) as [[unknown, number]];
    if (count > max) throw new HttpError(429, 'Too many requests; try again later', 'RATE_LIMITED');
  }

  /** True the first time `key` is seen within `windowS` (e.g. one counted play per visitor and game). */
  async once(key: string, windowS: number): Promise<boolean> {
    return (await promptRedis(this.redis, () => this.redis.set(`once:${this.prefix}:${key}`, '1', 'EX', windowS, 'NX'))) === 'OK';
  }
}
