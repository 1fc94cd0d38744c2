import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ProcessGroup } from '../backing/process-group';
import { ensureMongo } from '../backing/mongo';
import { ensureRedis } from '../backing/redis';

declare global {
  // eslint-disable-next-line no-var
  var __PORTAL_BACKING__: ProcessGroup | undefined;
}

/**
 * Integration tier: one real MongoDB-wire server and one Redis for the whole jest run, on
 * free loopback ports with throw-away data. Each test file uses its own database names.
 */
export default async function globalSetup(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-int-'));
  const group = new ProcessGroup(path.join(dir, 'logs'));
  globalThis.__PORTAL_BACKING__ = group;
  const log = (m: string) => process.stderr.write(`[int] ${m}\n`);
  const mongo = await ensureMongo({ dataDir: path.join(dir, 'mongo'), group, log });
  const redisUrl = await ensureRedis({ dataDir: path.join(dir, 'redis'), persistent: false, group, log });
  process.env.MONGODB_URI = mongo.uri;
  process.env.REDIS_URL = redisUrl;
  process.env.PORTAL_TEST_TMP = dir;
  writeFileSync(path.join(dir, 'backing.json'), JSON.stringify({ mongo: mongo.uri, redis: redisUrl }));
}
