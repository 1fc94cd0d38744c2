import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { Redis } from 'ioredis';
import { HttpError } from './http-error';
import { KeyedWriteLock } from './keyed-write-lock';

/**
 * Against the suite's own MongoDB-wire server and Redis: counters written through the lock
 * from two "processes" (two lock instances, each with its own in-memory queue) keep every
 * increment, a key held elsewhere is refused after the wait, and a crashed holder's key frees
 * itself when it expires.
 */
describe('KeyedWriteLock', () => {
  let mongo: MongoClient;
  let redis: Redis;
  const prefix = `test:${randomUUID()}`;

  beforeAll(async () => {
    mongo = await new MongoClient(process.env.MONGODB_URI!).connect();
    redis = new Redis(process.env.REDIS_URL!);
  });
  afterAll(async () => {
    await mongo.db('keyed_lock_test').dropDatabase();
    await mongo.close();
    redis.disconnect();
  });

  it('keeps every increment of one document written at once from two processes', async () => {
    const counters = mongo.db('keyed_lock_test').collection<{ _id: string; n: number }>('counters');
    const a = new KeyedWriteLock(redis, prefix);
    const b = new KeyedWriteLock(redis, prefix);
    const inc = (lock: KeyedWriteLock) => lock.run('day-1', () => counters.updateOne({ _id: 'day-1' }, { $inc: { n: 1 } }, { upsert: true }));
    await Promise.all(Array.from({ length: 30 }, (_, i) => inc(i % 2 ? a : b)));
    expect((await counters.findOne({ _id: 'day-1' }))?.n).toBe(30);
    // Nothing is left held.
    expect(await redis.exists(`${prefix}:day-1`)).toBe(0);
  });

  it('answers what the write answers and passes its failure on, releasing the key either way', async () => {
    const lock = new KeyedWriteLock(redis, prefix);
    await expect(lock.run('k', async () => 42)).resolves.toBe(42);
    await expect(lock.run('k', async () => Promise.reject(new Error('write failed')))).rejects.toThrow('write failed');
    await expect(lock.run('k', async () => 'next')).resolves.toBe('next');
  });

  it('refuses a write whose key another process holds past the wait, with the busy error', async () => {
    await redis.set(`${prefix}:held`, 'someone-else', 'PX', 5_000);
    const lock = new KeyedWriteLock(redis, prefix, { waitMs: 150 });
    const err = await lock.run('held', async () => 'never').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(503);
    // Someone else's key is not released by the refused writer.
    expect(await redis.get(`${prefix}:held`)).toBe('someone-else');
  });

  it("takes a crashed holder's key once it expires", async () => {
    await redis.set(`${prefix}:crashed`, 'gone', 'PX', 200);
    const lock = new KeyedWriteLock(redis, prefix, { waitMs: 2_000 });
    const t0 = Date.now();
    await expect(lock.run('crashed', async () => 'mine')).resolves.toBe('mine');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(150);
  });
});
