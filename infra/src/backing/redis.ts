import { mkdirSync } from 'node:fs';
import { Redis } from 'ioredis';
import { freePort, isPortOpen, waitFor } from './ports';
import type { ProcessGroup } from './process-group';
import { ensureDebianCommand } from './system-packages';

async function ping(url: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000, retryStrategy: () => null });
  try {
    await client.connect();
    await client.ping();
  } finally {
    client.disconnect();
  }
}

/** Redis: REDIS_URL when set, else our own redis-server on a free loopback port. */
export async function ensureRedis(opts: {
  dataDir: string;
  persistent: boolean;
  group: ProcessGroup;
  log: (m: string) => void;
  env?: NodeJS.ProcessEnv;
}): Promise<string> {
  const env = opts.env ?? process.env;
  if (env.REDIS_URL) {
    try {
      await ping(env.REDIS_URL);
    } catch (e) {
      throw new Error(`REDIS_URL is set but Redis does not answer: ${(e as Error).message}`);
    }
    return env.REDIS_URL;
  }
  ensureDebianCommand('redis-server', 'redis-server', opts.log);
  mkdirSync(opts.dataDir, { recursive: true });
  const port = await freePort();
  // The launcher keeps queues and crawler state across restarts (append-only file); tests don't.
  const persistence = opts.persistent ? ['--appendonly', 'yes', '--save', '60 1'] : ['--appendonly', 'no', '--save', ''];
  const proc = opts.group.start('redis', 'redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--dir', opts.dataDir, ...persistence, '--protected-mode', 'yes']);
  await waitFor('redis-server', () => isPortOpen(port), 10_000, proc.alive);
  const url = `redis://127.0.0.1:${port}`;
  await ping(url);
  return url;
}
