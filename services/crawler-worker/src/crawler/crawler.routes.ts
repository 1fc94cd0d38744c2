import { Type } from '@sinclair/typebox';
import {
  CrawlRunOptions,
  CrawlTask,
  CrawlTaskList,
  CrawlTaskListQuery,
  CrawlerSource,
  CrawlerSourceInput,
  CrawlerSourceList,
  CrawlerSourceListItem,
  CrawlerSourceParams,
  CrawlerStatus,
  ErrorBody,
  SchedulePreview,
  SchedulePreviewQuery,
} from '@portal/contracts';
import { badRequest, notFound, type App } from '@portal/server-kit';
import type { TaskRepository } from '../tasks/task.repository';
import type { CrawlerService } from './crawler.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/** A date the query schema's shape allows but the calendar does not (2025-02-30 would roll over to March). */
function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d && !Number.isNaN(new Date(value).getTime());
}

/** Admin routes (none is marked public, so each requires admin credentials). */
export function crawlerRoutes(app: App, crawler: CrawlerService, tasks: TaskRepository): void {
  app.get('/api/crawler/status', { schema: { response: { 200: CrawlerStatus, 401: ErrorBody } } }, () => crawler.status());

  // A POST without a body means "no options".
  app.addHook('preValidation', async (req) => {
    if (req.method === 'POST' && req.routeOptions.url?.startsWith('/api/crawler/') && (req.body === undefined || req.body === null)) req.body = {};
  });

  app.post('/api/crawler/run', { schema: { body: CrawlRunOptions, response: { 200: CrawlerStatus, ...errors } } }, (req) =>
    crawler.run(req.body, req.adminUser ?? 'admin'),
  );
  app.post('/api/crawler/stop', { schema: { response: { 200: CrawlerStatus, 401: ErrorBody } } }, () => crawler.stop());

  app.get('/api/crawler/tasks', { schema: { querystring: CrawlTaskListQuery, response: { 200: CrawlTaskList, ...errors } } }, async (req) => {
    const q = req.query;
    for (const [name, value] of [['from', q.from], ['to', q.to]] as const) {
      if (value !== undefined && !isCalendarDate(value)) throw badRequest(`${name} is not a valid date`, 'VALIDATION');
    }
    if (q.from && q.to && new Date(q.from) > new Date(q.to)) throw badRequest('from is after to', 'VALIDATION');
    const { tasks: page, total } = await tasks.list(q);
    return { tasks: page, total, page: q.page, limit: q.limit };
  });
  app.get('/api/crawler/tasks/:id', { schema: { params: CrawlerSourceParams, response: { 200: CrawlTask, ...errors } } }, async (req) => {
    const t = await tasks.get(req.params.id);
    if (!t) throw notFound('Task not found');
    return t;
  });

  app.get('/api/crawler/schedule-preview', { schema: { querystring: SchedulePreviewQuery, response: { 200: SchedulePreview, ...errors } } }, (req) =>
    crawler.previewSchedule(req.query.cron, req.query.timezone),
  );

  app.get('/api/crawler/sources', { schema: { response: { 200: CrawlerSourceList, 401: ErrorBody } } }, async () => ({ sources: await crawler.listSources() }));
  app.post('/api/crawler/sources', { schema: { body: CrawlerSourceInput, response: { 201: CrawlerSource, ...errors } } }, async (req, reply) =>
    reply.status(201).send(await crawler.createSource(req.body)),
  );
  app.get('/api/crawler/sources/:id', { schema: { params: CrawlerSourceParams, response: { 200: CrawlerSourceListItem, ...errors } } }, (req) =>
    crawler.getSource(req.params.id),
  );
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
