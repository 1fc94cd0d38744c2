import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HealthBody, ReadinessBody } from '@portal/contracts';
import { nonFiniteAt } from './finite-numbers';
import { HttpError } from './http-error';
import { isDatabaseUnavailable } from './database-unavailable';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  /** The route's request schemas, so tests can generate input for every route from them. */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, so tests can prove the auth rule for each one. */
    routeTable: RouteEntry[];
  }
}

export interface ReadinessCheck {
  name: string;
  check: () => Promise<void>;
}

export interface CreateAppOptions {
  service: string;
  logger?: FastifyServerOptions['logger'];
  readiness: ReadinessCheck[];
  /** The gateway's addresses: only their X-Forwarded-For decides `req.ip` (default: loopback). */
  trustedProxies?: string[];
  /** The native launcher's supervisor state (JSON), shown in /readyz. */
  supervisorStateFile?: string;
}

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * A URL as it may be logged: a query that carries a token (the VIP sign-in link) becomes
 * `?[redacted]`, since whoever reads the log must not be able to sign in with it.
 */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  return q >= 0 && /token/i.test(url.slice(q)) ? `${url.slice(0, q)}?[redacted]` : url;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // Credentials and cookies never reach the log, whatever a handler logs by mistake.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.email'],
    serializers: {
      req: (req: { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) => ({
        method: req.method,
        url: loggableUrl(req.url),
        host: req.hostname,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}

/**
 * The base of every service: request ids carried from nginx (x-request-id), schema
 * validation that drops unknown fields, one error shape, liveness and readiness routes.
 */
export function createApp(opts: CreateAppOptions): App {
  const app = Fastify({
    logger: opts.logger ?? false,
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Only the gateway's own address: any other peer (a LAN or container neighbour) that sends
    // X-Forwarded-For is taken at its socket address, so it cannot pose as someone else.
    trustProxy: opts.trustedProxies ?? ['127.0.0.1', '::1'],
    bodyLimit: 1024 * 1024,
    // One line per request instead of Fastify's two (see the onResponse hook below).
    logController: new LogController({ disableRequestLogging: true }),
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as App;

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const { body, querystring, params } = (route.schema ?? {}) as NonNullable<RouteEntry['schema']>;
      routeTable.push({ method, url: route.url, public: route.config?.public === true, schema: { body, querystring, params } });
    }
  });

  app.addHook('preHandler', async (req) => {
    const where = nonFiniteAt(req.query, 'querystring') ?? nonFiniteAt(req.params, 'params') ?? nonFiniteAt(req.body, 'body');
    if (where) throw new HttpError(400, `${where} must be a finite number`, 'VALIDATION');
  });

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  // One line per request, when it is done. Successful reads are the bulk of the traffic and
  // nginx's access log already has each of them (with the same request id), so they log at
  // debug; changes, errors and slow answers at info.
  app.addHook('onResponse', async (req, reply) => {
    const quiet = (req.method === 'GET' || req.method === 'HEAD') && reply.statusCode < 300 && reply.elapsedTime < 1000;
    const line = { req, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (quiet) req.log.debug(line, 'request done');
    else req.log.info(line, 'request done');
  });

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string; validation?: unknown }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status === 500 && isDatabaseUnavailable(err)) {
      // An outage, not a defect: the caller may retry shortly (the database reconnects by itself).
      req.log.warn({ err }, 'request failed: database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: 'Temporarily unavailable; try again in a moment', code: 'UNAVAILABLE' });
    }
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      // An HttpError's message is written for the caller (e.g. 'Failed to publish game: …').
      if (err instanceof HttpError) return reply.status(status).send({ message: err.message, code: err.code ?? 'INTERNAL' });
      return reply.status(status).send({ message: 'Internal server error', code: 'INTERNAL' });
    }
    if (err.code === 'FST_BASIC_AUTH_MISSING_OR_BAD_AUTHORIZATION_HEADER') {
      return reply.status(status).send({ message: 'Authentication required', code: 'UNAUTHORIZED' });
    }
    return reply.status(status).send({ message: err.message, code: clientErrorCode(err, status) });
  });

  app.setNotFoundHandler((req, reply) => reply.status(404).send({ message: `Route ${req.method} ${req.url.split('?')[0]} not found`, code: 'NOT_FOUND' }));

  app.get('/healthz', { config: { public: true }, logLevel: 'warn', schema: { response: { 200: HealthBody } } }, async () => ({
    status: 'ok',
    service: opts.service,
  }));

  app.get(
    '/readyz',
    { config: { public: true }, logLevel: 'warn', schema: { response: { 200: ReadinessBody, 503: ReadinessBody } } },
    async (_req, reply) => {
      const checks: Record<string, string> = {};
      await Promise.all(
        opts.readiness.map(async ({ name, check }) => {
          try {
            await withTimeout(check(), 2000);
            checks[name] = 'ok';
          } catch (e) {
            checks[name] = e instanceof Error ? e.message : 'failed';
          }
        }),
      );
      const ready = Object.values(checks).every((v) => v === 'ok');
      // The other processes of the stack are reported, not counted: this service is ready
      // whether or not a neighbour is being restarted.
      const stack = opts.supervisorStateFile ? await readSupervisorState(opts.supervisorStateFile) : undefined;
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks, ...(stack ? { stack } : {}) });
    },
  );

  return app;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/**
 * Every client error carries a machine-readable code: our own errors name theirs, schema
 * failures are VALIDATION, a body that is not JSON is INVALID_JSON, and Fastify's other
 * refusals (its FST_* codes are internals, not API) are named by their status.
 */
function clientErrorCode(err: Error & { code?: string; validation?: unknown }, status: number): string {
  if (err.validation) return 'VALIDATION';
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError) return 'INVALID_JSON';
  if (err.code && !err.code.startsWith('FST_') && !err.code.startsWith('ERR_')) return err.code;
  return STATUS_CODES[status] ?? 'BAD_REQUEST';
}

async function readSupervisorState(file: string): Promise<Array<{ name: string; state: string; restarts: number; lastExit: string | null }> | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { processes?: unknown };
    return Array.isArray(parsed.processes) ? (parsed.processes as Array<{ name: string; state: string; restarts: number; lastExit: string | null }>) : undefined;
  } catch {
    return undefined;
  }
}
