import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import basicAuth from '@fastify/basic-auth';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { hookList, routeAccess } from './route-access';
import { internalTokenGuard, refuseInternal } from './internal-auth';
import type { Redis } from 'ioredis';
import { constantTimeEqual, verifyPassword } from './password-hash';
import { HttpError } from './http-error';
import { promptRedis } from './redis';
import { crossSiteReason, wantsBasicChallenge } from './cross-site';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a route under the admin prefix as open to visitors (e.g. the public catalogue). */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in admin's user name, for operation logs. */
    adminUser?: string;
  }
}

export interface AdminAuthOptions {
  user: string;
  passwordHash: string;
  redis: Redis;
  maxFailures: number;
  failureWindowSeconds: number;
  /** Shared secret of /internal/ routes; without it such routes refuse every request. */
  internalToken?: string;
}

/**
 * Admin authentication, secure by default: every route registered after this plugin needs
 * admin credentials unless it is marked `config: { public: true }`; service-to-service routes
 * under /internal/ need the internal token instead. Failed attempts are counted
 * per client address in Redis, so every replica shares the limit.
 */
export const adminAuth = fp<AdminAuthOptions>(
  async (app: FastifyInstance, opts) => {
    // Digests of credentials that verified: scrypt is deliberately slow, and an admin session
    // sends many requests. Only this process's memory holds them.
    const verified = new Set<string>();
    const failureKey = (req: FastifyRequest) => `auth:failures:${req.ip}`;

    await app.register(basicAuth, {
      authenticate: false,
      async validate(username, password, req) {
        // Without Redis the lockout cannot be checked: a prompt 503 rather than a request that hangs.
        const failures = Number((await promptRedis(opts.redis, () => opts.redis.get(failureKey(req)))) ?? 0);
        if (failures >= opts.maxFailures) {
          throw new HttpError(429, 'Too many failed sign-in attempts; try again later', 'AUTH_RATE_LIMITED');
        }
        const digest = createHash('sha256').update(`${username}\0${password}`).digest('hex');
        let ok = verified.has(digest);
        if (!ok) {
          // Both checks always run so a wrong user name costs the same time as a wrong password.
          const userOk = constantTimeEqual(username, opts.user);
          const passwordOk = await verifyPassword(password, opts.passwordHash);
          ok = userOk && passwordOk;
          if (ok) {
            if (verified.size > 64) verified.clear();
            verified.add(digest);
          }
        }
        if (!ok) {
          const key = failureKey(req);
          await promptRedis(opts.redis, () => opts.redis.multi().incr(key).expire(key, opts.failureWindowSeconds, 'NX').exec());
          throw new HttpError(401, 'Authentication failed', 'UNAUTHORIZED');
        }
        req.adminUser = username;
      },
    });

    const guard: onRequestHookHandler = (req, reply, done) => {
      const forged = crossSiteReason(req);
      if (forged) {
        done(new HttpError(403, `Cross-site request refused (${forged})`, 'CROSS_SITE_REQUEST'));
        return;
      }
      app.basicAuth(req, reply, (err?: Error) => {
        if (err && (err as { statusCode?: number }).statusCode === 401 && wantsBasicChallenge(req)) {
          // Scripts and curl get the standard challenge; browsers never do (the admin app shows
          // its own sign-in form).
          void reply.header('WWW-Authenticate', 'Basic realm="admin", charset="UTF-8"');
        }
        done(err);
      });
    };

    const internalGuard = opts.internalToken ? internalTokenGuard(opts.internalToken) : refuseInternal;

    // The decision is made once per route, from the route as registered, so nothing about how
    // a request spells its path (percent-encoding, case, dot segments) can step around it: the
    // router matches the decoded path to a route and that route carries its own guard.
    app.addHook('onRoute', (route) => {
      const access = routeAccess(route.url, route.config);
      if (access === 'public') return;
      route.onRequest = [access === 'admin' ? guard : internalGuard, ...hookList(route.onRequest)];
    });
  },
  { name: 'admin-auth' },
);
