import { ErrorBody, OperationLogEntry, OperationLogPage, OperationLogQuery } from '@portal/contracts';
import type { App } from '@portal/server-kit';
import { Type } from '@sinclair/typebox';
import type { OperationLogRepository } from './operation-log.repository';

export function operationLogRoutes(app: App, logs: OperationLogRepository): void {
  app.get('/api/operation-logs', { schema: { querystring: OperationLogQuery, response: { 200: OperationLogPage, 400: ErrorBody } } }, async (req) => {
    const q = req.query;
    try {
      const { logs: list, total } = await logs.page(q);
      return { logs: list, total, page: q.page, limit: q.limit };
    } catch (err) {
      // A failure to load logs answers an empty page, not an error.
      req.log.error({ err }, 'operation logs could not be loaded');
      return { logs: [], total: 0, page: q.page, limit: q.limit };
    }
  });

  // Other services (the catalogue) log their admin mutations here.
  app.post('/internal/operation-logs', { schema: { body: OperationLogEntry, response: { 204: Type.Null(), 400: ErrorBody, 401: ErrorBody } } }, async (req, reply) => {
    await logs.record(req.body);
    return reply.status(204).send(null);
  });
}
