import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { constantTimeEqual } from './password-hash';
import { HttpError } from './http-error';

/** Service-to-service routes live under this prefix, which the gateway never forwards. */
export const INTERNAL_PREFIX = '/internal/';
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/** Config entry shared by every service that calls or answers internal routes. */
export const InternalTokenProperty = {
  /** Shared secret for /internal/ calls between services (≥ 24 chars; the launcher generates one per run). */
  INTERNAL_TOKEN: Type.String({ minLength: 24 }),
};

/**
 * Guards /internal/ with the shared token, compared in constant time. The gateway has no
 * location for /internal/, so this is the second wall, not the only one.
 */
export function internalAuth(app: FastifyInstance, token: string): void {
  app.addHook('onRequest', (req, _reply, done) => {
    const path = req.url.split('?', 1)[0] ?? '';
    if (!path.startsWith(INTERNAL_PREFIX)) return done();
    const given = req.headers[INTERNAL_TOKEN_HEADER];
    if (typeof given !== 'string' || !constantTimeEqual(given, token)) {
      return done(new HttpError(401, 'Internal token required', 'UNAUTHORIZED'));
    }
    done();
  });
}
