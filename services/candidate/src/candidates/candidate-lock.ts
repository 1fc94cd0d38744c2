import type { Redis } from 'ioredis';
import { conflict, KeyedWriteLock } from '@portal/server-kit';

/**
 * One change at a time per candidate, across every replica. A status change reads the current
 * status and writes the new one as two steps (each a lookup by `_id`, the one every
 * MongoDB-wire server indexes); holding this lock between them makes the pair a
 * compare-and-set. The lock expires on its own, so a crashed holder blocks no one for long.
 */
export class CandidateLocks {
  private readonly lock: KeyedWriteLock;

  constructor(redis: Redis, prefix: string, ttlMs = 10_000) {
    this.lock = new KeyedWriteLock(redis, `${prefix}:candidate-lock`, { ttlMs, busy: () => conflict('Candidate is being changed; try again', 'CONCURRENT_CHANGE') });
  }

  with<T>(id: string, fn: () => Promise<T>): Promise<T> {
    return this.lock.run(id, fn);
  }
}
