import { randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import { connectMongo, connectRedis, hashPassword, type BaseConfig } from '../../../services/server-kit/src';

export const TEST_ADMIN = { user: 'admin', password: 'test-password-123' };
/** Shared secret for /internal/ calls between services in tests. */
export const TEST_INTERNAL_TOKEN = 'test-internal-token-0123456789abcdef';
let hashPromise: Promise<string> | undefined;
export const testPasswordHash = () => (hashPromise ??= hashPassword(TEST_ADMIN.password));

export function basicAuth(user = TEST_ADMIN.user, password = TEST_ADMIN.password): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

export interface TestResources<C> {
  config: C;
  conn: Connection;
  redis: Redis;
  passwordHash: string;
  /** Drops the test database and closes connections. */
  cleanup: () => Promise<void>;
}

/**
 * Real connections to the run's MongoDB-wire server and Redis, with a database of its own so
 * test files never see each other's data.
 */
export async function testResources<C extends BaseConfig & { MONGODB_DB: string }>(
  service: string,
  load: (env: NodeJS.ProcessEnv) => C,
  env: NodeJS.ProcessEnv = {},
): Promise<TestResources<C>> {
  const db = `test_${service.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const passwordHash = await testPasswordHash();
  const config = load({
    MONGODB_URI: process.env.MONGODB_URI,
    REDIS_URL: process.env.REDIS_URL,
    MONGODB_DB: db,
    PORT: '0',
    ADMIN_USER: TEST_ADMIN.user,
    ADMIN_PASSWORD_HASH: passwordHash,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
    ...env,
  });
  const conn = await connectMongo(config.MONGODB_URI, config.MONGODB_DB);
  const redis = connectRedis(config.REDIS_URL, `test-${service}`);
  return {
    config,
    conn,
    redis,
    passwordHash,
    cleanup: async () => {
      await conn.dropDatabase().catch(() => undefined);
      await conn.close();
      redis.disconnect();
    },
  };
}
