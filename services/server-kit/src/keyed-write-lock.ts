import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { HttpError } from './http-error';
import { promptRedis } from './redis';

export interface KeyedWriteLockOptions {
  /** How long a holder may keep a key before another process may take it (a crashed holder). */
  ttlMs?: number;
  /** How long a write waits for its key before it is refused. */
  waitMs?: number;
  /** The refusal (default: 503, busy). */
  busy?: () => Error;
}

// Deletes the lock only while it is still ours (it may have expired and been taken since).
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Lets one write at a time change a given document, across every process of a service.
 * FerretDB v1 applies an update by reading the document, changing it in its own process and
 * writing it back, with nothing stopping a second update of the same document in between: of
 * 20 concurrent `$inc`s of one counter, 6 were kept. Counters (plays, likes, ratings, day
 * totals) therefore take their document's key first. Writes of one process to one key queue in
 * memory; processes meet at a Redis key (SET NX with an expiry). MongoDB would not need it; there
 * it costs two Redis round trips per write.
 */
export class KeyedWriteLock {
  private readonly local = new Map<string, Promise<unknown>>();
  private readonly ttlMs: number;
  private readonly waitMs: number;
  private readonly busy: () => Error;

  /** `prefix` names the Redis keys (`{prefix}:{key}`): a deployment's database name keeps deployments sharing a Redis apart. */
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    opts: KeyedWriteLockOptions = {},
  ) {
    this.ttlMs = opts.ttlMs ?? 10_000;
    this.waitMs = opts.waitMs ?? 3_000;
    this.busy = opts.busy ?? (() => new HttpError(503, 'Busy; try again in a moment', 'UNAVAILABLE'));
  }

  /** Runs `write` holding `key`; answers what it answers. */
  run<T>(key: string, write: () => Promise<T>): Promise<T> {
    const before = this.local.get(key) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(() => this.holding(key, write));
    const settled = mine.catch(() => undefined);
    this.local.set(key, settled);
    // The last writer in the queue clears it, so the map holds only keys being written.
    void settled.then(() => {
      if (this.local.get(key) === settled) this.local.delete(key);
    });
    return mine;
  }

  private async holding<T>(key: string, write: () => Promise<T>): Promise<T> {
    const redisKey = `${this.prefix}:${key}`;
    const token = randomUUID();
    const giveUpAt = Date.now() + this.waitMs;
    for (let pause = 2; ; pause = Math.min(pause * 2, 25)) {
      const got = await promptRedis(this.redis, () => this.redis.set(redisKey, token, 'PX', this.ttlMs, 'NX'));
      if (got === 'OK') break;
      if (Date.now() >= giveUpAt) throw this.busy();
      await new Promise((r) => setTimeout(r, pause));
    }
    try {
      return await write();
    } finally {
      await this.redis.eval(RELEASE, 1, redisKey, token).catch(() => undefined);
    }
  }
}
