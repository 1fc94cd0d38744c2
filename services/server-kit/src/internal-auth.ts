import type { onRequestHookHandler } from 'fastify';
import { Type } from '@sinclair/typebox';
import { constantTimeEqual } from './password-hash';
import { HttpError } from './http-error';

export { INTERNAL_PREFIX } from './route-access';
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/** Config entry shared by every service that calls or answers internal routes. */
export const InternalTokenProperty = {
  /** Shared secret for /internal/ calls between services (≥ 24 chars; the launcher generates one per run). */
  INTERNAL_TOKEN: Type.String({ minLength: 24 }),
};

/**
 * The guard of a service-to-service route: the shared token, compared in constant time. The
 * gateway has no location for /internal/, so this is the second wall, not the only one.
 */
export function internalTokenGuard(token: string): onRequestHookHandler {
  return (req, _reply, done) => {
    const given = req.headers[INTERNAL_TOKEN_HEADER];
    if (typeof given !== 'string' || !constantTimeEqual(given, token)) {
      return done(new HttpError(401, 'Internal token required', 'UNAUTHORIZED'));
    }
    done();
  };
}

/** A service configured without a token answers no internal route at all. */
export const refuseInternal: onRequestHookHandler = (_req, _reply, done) => {
  done(new HttpError(401, 'Internal token required', 'UNAUTHORIZED'));
};
