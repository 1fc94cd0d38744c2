import { Type } from '@sinclair/typebox';
import {
  CrawlRunOptions,
  CrawlTask,
  CrawlTaskList,
  CrawlTaskListQuery,
  CrawlerSource,
  CrawlerSourceInput,
  CrawlerSourceList,
  CrawlerSourceParams,
  CrawlerStatus,
  ErrorBody,
} from '@portal/contracts';
import { notFound, type App } from '@portal/server-kit';
import type { SourceRepository } from '../sources/source.repository';
import type { TaskRepository } from '../tasks/task.repository';
import type { CrawlerService } from './crawler.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/** Admin routes (none is marked public, so each requires admin credentials). */
export function crawlerRoutes(app: App, crawler: CrawlerService, sources: SourceRepository, tasks: TaskRepository): void {
  app.get('/api/crawler/status', { schema: { response: { 200: CrawlerStatus, 401: ErrorBody } } }, () => crawler.status());

  // A POST without a body means "no options".
  app.addHook('preValidation', async (req) => {
    if (req.method === 'POST' && req.routeOptions.url?.startsWith('/api/crawler/') && (req.body === undefined || req.body === null)) req.body = {};
  });

  app.post('/api/crawler/run', { schema: { body: CrawlRunOptions, response: { 200: CrawlerStatus, ...errors } } }, (req) =>
    crawler.run(req.body, req.adminUser ?? 'admin'),
  );
  app.post('/api/crawler/stop', { schema: { response: { 200: CrawlerStatus, 401: ErrorBody } } }, () => crawler.stop());

  app.get('/api/crawler/tasks', { schema: { querystring: CrawlTaskListQuery, response: { 200: CrawlTaskList, ...errors } } }, async (req) => ({
    tasks: await tasks.recent(req.query.limit),
  }));
  app.get('/api/crawler/tasks/:id', { schema: { params: CrawlerSourceParams, response: { 200: CrawlTask, ...errors } } }, async (req) => {
    const t = await tasks.get(req.params.id);
    if (!t) throw notFound('Task not found');
    return t;
  });

  app.get('/api/crawler/sources', { schema: { response: { 200: CrawlerSourceList, 401: ErrorBody } } }, async () => ({ sources: await sources.list() }));
  app.post('/api/crawler/sources', { schema: { body: CrawlerSourceInput, response: { 201: CrawlerSource, ...errors } } }, async (req, reply) =>
    reply.status(201).send(await crawler.createSource(req.body)),
  );
  app.get('/api/crawler/sources/:id', { schema: { params: CrawlerSourceParams, response: { 200: CrawlerSource, ...errors } } }, async (req) => {
    const s = await sources.get(req.params.id);
    if (!s) throw notFound('Source not found');
    return s;
  });
  app.put('/api/crawler/sources/:id', { schema: { params: CrawlerSourceParams, body: CrawlerSourceInput, response: { 200: CrawlerSource, ...errors } } }, (req) =>
    crawler.updateSource(req.params.id, req.body),
  );
  app.delete(
    '/api/crawler/sources/:id',
    { schema: { params: CrawlerSourceParams, response: { 200: Type.Object({ deleted: Type.Boolean() }), ...errors } } },
    async (req) => {
      await crawler.removeSource(req.params.id);
      return { deleted: true };
    },
  );
}
