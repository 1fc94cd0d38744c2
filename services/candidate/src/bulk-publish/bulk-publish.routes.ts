import { ErrorBody, PublishAllBody, PublishJob, PublishJobList, PublishJobParams } from '@portal/contracts';
import { badRequest, notFound, type App } from '@portal/server-kit';
import type { CandidateListIndex } from '../candidates/candidate-list-index';
import type { BulkPublisher } from './bulk-publish.worker';
import { toPublishJob, type PublishJobRepository } from './publish-job.repository';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 503: ErrorBody };

/** Bulk publishing (admin): every candidate of a filter in one job, with its progress. */
export function bulkPublishRoutes(app: App, deps: { jobs: PublishJobRepository; runner: BulkPublisher; index: CandidateListIndex }): void {
  app.post('/api/candidates/publish-all', { schema: { body: PublishAllBody, response: { 200: PublishJob, ...errors } } }, async (req, reply) => {
    req.operationLog = { operation: 'candidate.publish-all', gameName: describe(req.body) };
    // The work list is fixed now, from the list index: later crawls do not join this job.
    const ids = deps.index.matchingIds(req.body);
    if (ids === null) return reply.status(503).send({ message: 'The candidate list is still loading; try again in a moment', code: 'NOT_READY' });
    if (ids.length === 0) throw badRequest('No candidate matches this filter', 'NOTHING_TO_PUBLISH');
    const job = await deps.jobs.create(req.body, ids, req.adminUser ?? 'admin');
    await deps.runner.enqueue(job._id);
    req.operationLog.targetId = job._id;
    req.operationLog.details = `${ids.length} candidates`;
    return toPublishJob(job);
  });

  app.get('/api/candidates/publish-jobs', { schema: { response: { 200: PublishJobList, ...errors } } }, async () => ({
    jobs: (await deps.jobs.recent(20)).map(toPublishJob),
  }));

  app.get('/api/candidates/publish-jobs/:id', { schema: { params: PublishJobParams, response: { 200: PublishJob, ...errors } } }, async (req) => {
    const job = await deps.jobs.get(req.params.id);
    if (!job) throw notFound('Publish job not found');
    return toPublishJob(job);
  });

  app.post('/api/candidates/publish-jobs/:id/cancel', { schema: { params: PublishJobParams, response: { 200: PublishJob, ...errors } } }, async (req) => {
    req.operationLog = { operation: 'candidate.publish-all.cancel', targetId: req.params.id, gameName: req.params.id };
    const job = await deps.jobs.get(req.params.id);
    if (!job) throw notFound('Publish job not found');
    if (job.status === 'queued' || job.status === 'running') await deps.jobs.setStatus(job._id, 'cancelled');
    return toPublishJob((await deps.jobs.get(job._id))!);
  });
}

function describe(filter: Record<string, unknown>): string {
  const parts = Object.entries(filter).filter(([, v]) => v !== undefined && v !== '');
  return parts.length ? parts.map(([k, v]) => `${k}=${String(v)}`).join(', ') : 'all candidates';
}
