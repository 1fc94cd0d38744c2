import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Hands out request slots per host; `release` is safe to call more than once. */
export interface HostLimiter {
  acquire(host: string, signal?: AbortSignal): Promise<() => void>;
}

/** A FIFO of waiters per host, so this process never has more than N requests at once to one host. */
export class LocalHostLimiter implements HostLimiter {
  private readonly hosts = new Map<string, { active: number; waiting: Array<() => void> }>();
  constructor(private readonly limit: number) {}

  async acquire(host: string): Promise<() => void> {
    let h = this.hosts.get(host);
    if (!h) this.hosts.set(host, (h = { active: 0, waiting: [] }));
    const slot = h;
    if (slot.active >= this.limit) await new Promise<void>((resolve) => slot.waiting.push(resolve));
    slot.active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      slot.active -= 1;
      const next = slot.waiting.shift();
      if (next) next();
      else if (slot.active === 0) this.hosts.delete(host);
    };
  }
}

// Drops expired leases, then takes one if fewer than the limit are held. Redis' own clock
// decides expiry, so workers with skewed clocks still agree.
const TAKE_LEASE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[3])
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]))
  return 1
end
return 0`;

/**
 * The per-host limit across every crawler worker: a sorted set of leases per host in Redis.
 * A lease outlives the longest request (timeout plus margin), so a worker killed mid-request
 * frees its slot by expiry. Waiters in this process queue locally first, so Redis only sees
 * requests that could run here.
 */
export class SharedHostLimiter implements HostLimiter {
  private readonly local: LocalHostLimiter;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly limit: number,
    private readonly leaseMs: number,
    private readonly pollMs = 50,
  ) {
    this.local = new LocalHostLimiter(limit);
  }

  async acquire(host: string, signal?: AbortSignal): Promise<() => void> {
    const releaseLocal = await this.local.acquire(host);
    const key = `${this.keyPrefix}:${host}`;
    const token = randomUUID();
    try {
      for (let wait = this.pollMs; ; wait = Math.min(wait * 2, 500)) {
        if (signal?.aborted) throw signal.reason ?? new Error('aborted');
        const got = await this.redis.eval(TAKE_LEASE, 1, key, String(this.leaseMs), String(this.limit), token);
        if (got === 1) break;
        await new Promise((r) => setTimeout(r, wait));
      }
    } catch (e) {
      releaseLocal();
      throw e;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      releaseLocal();
      void this.redis.zrem(key, token).catch(() => undefined);
    };
  }
}
