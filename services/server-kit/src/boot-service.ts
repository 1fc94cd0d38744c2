import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import type { FastifyServerOptions } from 'fastify';
import type { BaseConfig } from './config';
import type { App } from './create-app';
import { createApp, loggerOptions, type ReadinessCheck } from './create-app';
import { adminAuth } from './admin-auth';
import { pingMongo } from './mongo';
import { pingRedis } from './redis';
import { connectMongo } from './mongo';
import { connectRedis } from './redis';
import { hashPassword } from './password-hash';
import { runServer } from './run-server';

/** What every service's app factory receives: its config and live connections. */
export interface ServiceResources<C extends BaseConfig> {
  config: C;
  conn: Connection;
  redis: Redis;
  passwordHash: string;
  logger?: FastifyServerOptions['logger'];
}

export interface BuiltService {
  app: App;
  /** Runs after the app is built and before it listens (e.g. seeding). */
  beforeListen?: () => Promise<void>;
  /** Closes what the service opened besides the app, Mongo and Redis (workers, queues). */
  close?: () => Promise<void>;
}

/** The whole of a service's server.ts: config, connections, app, listen, graceful shutdown. */
export function bootService<C extends BaseConfig & { MONGODB_DB: string }>(
  name: string,
  loadConfig: () => C,
  build: (res: ServiceResources<C>) => Promise<BuiltService>,
): void {
  const main = async () => {
    const config = loadConfig();
    const conn = await connectMongo(config.MONGODB_URI, config.MONGODB_DB);
    const redis = connectRedis(config.REDIS_URL, name);
    const passwordHash = config.ADMIN_PASSWORD_HASH ?? (await hashPassword(config.ADMIN_PASSWORD ?? ''));
    const built = await build({ config, conn, redis, passwordHash, logger: loggerOptions(config.LOG_LEVEL) });
    await built.beforeListen?.();
    await runServer(
      {
        app: built.app,
        close: async () => {
          await built.app.close();
          await built.close?.();
          await conn.close();
          redis.disconnect();
        },
      },
      { host: config.HOST, port: config.PORT, timeoutMs: config.SHUTDOWN_TIMEOUT_MS },
    );
  };
  main().catch((err: unknown) => {
    // Config errors carry their own readable message; anything else gets its stack.
    console.error(err instanceof Error ? (err.name === 'Error' ? err.stack : err.message) : err);
    process.exit(1);
  });
}

/** Admin and internal-token auth from the service's config (every service guards its routes the same way). */
export function adminAuthOptions(res: ServiceResources<BaseConfig>) {
  return {
    user: res.config.ADMIN_USER,
    passwordHash: res.passwordHash,
    redis: res.redis,
    maxFailures: res.config.AUTH_MAX_FAILURES,
    failureWindowSeconds: res.config.AUTH_FAILURE_WINDOW_S,
    internalToken: (res.config as BaseConfig & { INTERNAL_TOKEN?: string }).INTERNAL_TOKEN,
  };
}

/** A service's app with readiness of its MongoDB and Redis, and auth on every route it registers. */
export async function createServiceApp(service: string, res: ServiceResources<BaseConfig>, more: ReadinessCheck[] = []): Promise<App> {
  const app = createApp({
    service,
    logger: res.logger,
    trustedProxies: res.config.TRUSTED_PROXIES.split(','),
    supervisorStateFile: res.config.SUPERVISOR_STATE_FILE,
    readiness: [
      { name: 'mongodb', check: () => pingMongo(res.conn) },
      { name: 'redis', check: () => pingRedis(res.redis) },
      ...more,
    ],
  });
  await app.register(adminAuth, adminAuthOptions(res));
  return app;
}
