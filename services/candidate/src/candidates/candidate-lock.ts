import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { conflict } from '@portal/server-kit';

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * One change at a time per candidate, across every replica. A status change reads the current
 * status and writes the new one as two steps (each a lookup by `_id`, the one every
 * MongoDB-wire server indexes); holding this lock between them makes the pair a
 * compare-and-set. The lock expires on its own, so a crashed holder blocks no one for long.
 */
export class CandidateLocks {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlMs = 10_000,
  ) {}

  async with<T>(id: string, fn: () => Promise<T>): Promise<T> {
    const key = `${this.prefix}:candidate-lock:${id}`;
    const token = randomBytes(12).toString('hex');
    const deadline = Date.now() + 3000;
    while ((await this.redis.set(key, token, 'PX', this.ttlMs, 'NX')) !== 'OK') {
      if (Date.now() > deadline) throw conflict('Candidate is being changed; try again', 'CONCURRENT_CHANGE');
      await new Promise((r) => setTimeout(r, 15));
    }
    try {
      return await fn();
    } finally {
      await this.redis.eval(RELEASE, 1, key, token).catch(() => undefined);
    }
  }
}
