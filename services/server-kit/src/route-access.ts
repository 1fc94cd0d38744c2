import type { FastifyContextConfig } from 'fastify';

/** Service-to-service routes live under this prefix, which the gateway never forwards. */
export const INTERNAL_PREFIX = '/internal/';

export type RouteAccess = 'public' | 'internal' | 'admin';

/**
 * Who may call a route, decided from the route's registered pattern and config, never from a
 * request's URL: internal routes need the service token, routes marked public need nothing,
 * and everything else needs the admin.
 */
export function routeAccess(url: string, config: FastifyContextConfig | undefined): RouteAccess {
  if (url.startsWith(INTERNAL_PREFIX)) return 'internal';
  return config?.public === true ? 'public' : 'admin';
}

/** A route's hook option as a list (Fastify accepts one function or an array). */
export function hookList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
