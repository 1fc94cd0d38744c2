import type { Redis } from 'ioredis';
import { promptRedis } from './redis';

const withStatus = (status: string) => ({ status }) as unknown as Redis;

describe('promptRedis', () => {
  it('answers what Redis answers while connected', async () => {
    await expect(promptRedis(withStatus('ready'), async () => 'PONG')).resolves.toBe('PONG');
  });

  it('refuses at once with a clean 503 while the connection is lost', async () => {
    for (const status of ['reconnecting', 'close', 'end']) {
      let ran = false;
      const started = Date.now();
      await expect(promptRedis(withStatus(status), async () => (ran = true))).rejects.toMatchObject({ statusCode: 503, code: 'UNAVAILABLE' });
      expect(ran).toBe(false);
      expect(Date.now() - started).toBeLessThan(50);
    }
  });

  it('gives up with a 503 after the timeout when Redis does not answer', async () => {
    const started = Date.now();
    await expect(promptRedis(withStatus('ready'), () => new Promise<never>(() => undefined), 100)).rejects.toMatchObject({ statusCode: 503, code: 'UNAVAILABLE' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
  });

  it('passes Redis errors on unchanged', async () => {
    await expect(promptRedis(withStatus('ready'), async () => Promise.reject(new Error('WRONGTYPE')))).rejects.toThrow('WRONGTYPE');
  });
});
