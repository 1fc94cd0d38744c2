import type { Redis } from 'ioredis';
import { HttpError, promptRedis } from '@portal/server-kit';

/**
 * Fixed-window counters in Redis, shared by every vip replica. `hit` counts one request and
 * throws 429 (the one error shape) once `max` is passed inside the window. Without Redis the
 * limit cannot be kept, so the request is refused at once (503) instead of waiting for Redis.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, max: number, windowS: number, message = 'Too many requests; try again later'): Promise<void> {
    const k = `rl:${this.prefix}:${key}`;
    const [[, count]] = (await promptRedis(this.redis, () => this.redis.multi().incr(k).expire(k, windowS, 'NX').exec())) as [[unknown, number]];
    if (count > max) throw new HttpError(429, message, 'RATE_LIMITED');
  }
}
