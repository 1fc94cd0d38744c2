import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { connectRedis } from '@portal/server-kit';
import { SharedHostLimiter } from './host-limiter';

/** The per-host limit across workers, on the run's real Redis (two limiters = two worker processes). */
describe('shared per-host limiter', () => {
  let a: Redis;
  let b: Redis;
  const prefix = `test:host-slots:${randomBytes(4).toString('hex')}`;

  beforeAll(() => {
    a = connectRedis(process.env.REDIS_URL!, 'limiter-a');
    b = connectRedis(process.env.REDIS_URL!, 'limiter-b');
  });
  afterAll(() => {
    a.disconnect();
    b.disconnect();
  });

  it('never lets two workers together exceed the limit for one host', async () => {
    const workers = [new SharedHostLimiter(a, prefix, 2, 10_000, 5), new SharedHostLimiter(b, prefix, 2, 10_000, 5)];
    let active = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const release = await workers[i % 2]!.acquire('feed.example');
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((r) => setTimeout(r, 20));
        active -= 1;
        release();
        release(); // a second release is harmless
      }),
    );
    expect(peak).toBe(2);
    expect(await a.zcard(`${prefix}:feed.example`)).toBe(0);
  });

  it('gives the slot of a worker that died holding it back after its lease', async () => {
    const dead = new SharedHostLimiter(a, prefix, 1, 300, 5);
    await dead.acquire('slow.example'); // never released: the process "was killed"
    const alive = new SharedHostLimiter(b, prefix, 1, 300, 5);
    const started = Date.now();
    const release = await alive.acquire('slow.example');
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    release();
  });

  it('stops waiting when the crawl is cancelled', async () => {
    const limiter = new SharedHostLimiter(a, prefix, 1, 10_000, 5);
    const held = await limiter.acquire('busy.example');
    const other = new SharedHostLimiter(b, prefix, 1, 10_000, 5);
    const ctl = new AbortController();
    const waiting = other.acquire('busy.example', ctl.signal);
    setTimeout(() => ctl.abort(new Error('Crawl cancelled')), 50);
    await expect(waiting).rejects.toThrow('Crawl cancelled');
    held();
  });
});
