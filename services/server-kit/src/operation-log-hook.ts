import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OperationLogEntry } from '@portal/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** What a handler tells the operation log about its mutation (name shown to the admin). */
    operationLog?: { operation?: string; gameName?: string; targetId?: string; details?: string };
  }
}

export type OperationLogSink = (entry: OperationLogEntry, req: FastifyRequest) => Promise<void>;

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every admin mutation under /api/ leaves one operation log, completed or failed, whatever the
 * handler does: handlers only add the game's name. Writing the log never fails the request.
 */
export function operationLogHook(app: FastifyInstance, sink: OperationLogSink): void {
  app.addHook('onError', async (req, _reply, err) => {
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    const safe = status < 500 || err.name === 'HttpError';
    req.operationLog = { ...req.operationLog, details: safe ? err.message : 'Internal server error' };
  });
  app.addHook('onResponse', async (req, reply) => {
    if (!MUTATIONS.has(req.method) || !req.adminUser) return;
    const url = req.routeOptions.url;
    if (!url?.startsWith('/api/')) return;
    const info = req.operationLog ?? {};
    const entry: OperationLogEntry = {
      operation: info.operation ?? `${req.method} ${url}`,
      gameName: (info.gameName ?? '').slice(0, 300),
      targetId: info.targetId,
      status: reply.statusCode < 400 ? 'completed' : 'failed',
      actor: req.adminUser,
      details: info.details?.slice(0, 2000),
    };
    try {
      await sink(entry, req);
    } catch (err) {
      req.log.warn({ err }, 'operation log not written');
    }
  });
}
