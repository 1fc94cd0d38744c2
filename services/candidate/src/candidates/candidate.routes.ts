import { Type } from '@sinclair/typebox';
import {
  GameStatusChange,
  CandidateActionResult,
  CandidateBatchBody,
  CandidateBatchResult,
  CandidateIdBody,
  CandidateIdParams,
  CandidateListQuery,
  CandidateListResponse,
  CandidateRejectBody,
  CandidateUpdateBody,
  CandidateUpdates,
  ErrorBody,
  RejectReasonBody,
} from '@portal/contracts';
import type { App } from '@portal/server-kit';
import type { FastifyRequest } from 'fastify';
import type { CandidateRepository } from './candidate.repository';
import type { CandidateDoc } from './candidate.model';
import type { CandidateService } from './candidate.service';
import { toCandidate } from './candidate.view';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 500: ErrorBody, 502: ErrorBody };
const result = { 200: CandidateActionResult, ...errors };

/** Admin routes (none is marked public, so each requires admin credentials). */
export function candidateRoutes(app: App, candidates: CandidateRepository, service: CandidateService): void {
  const ctx = (req: FastifyRequest) => ({ log: req.log, requestId: req.id });
  /** Names the operation for the log and fills in the game's name once it is known. */
  const act = async (req: FastifyRequest, operation: string, id: string, message: string, fn: () => Promise<CandidateDoc>) => {
    req.operationLog = { operation, targetId: id, gameName: '' };
    const known = await candidates.findById(id).catch(() => null);
    if (known) req.operationLog.gameName = known.name;
    const doc = await fn();
    req.operationLog.gameName = doc.name;
    return { success: true, message, candidate: toCandidate(doc) };
  };

  app.get(
    '/api/candidates/list',
    { schema: { querystring: CandidateListQuery, response: { 200: CandidateListResponse, 400: ErrorBody, 401: ErrorBody } } },
    async (req) => {
      const { candidates: list, total, updatedAt } = await candidates.list(req.query);
      return { candidates: list, total, page: req.query.page, limit: req.query.limit, updatedAt: updatedAt?.toISOString() ?? null };
    },
  );

  // The catalogue tells of status changes made in the games admin (service token, not routed by the gateway).
  app.post(
    '/internal/candidates/game-status',
    { schema: { body: GameStatusChange, response: { 200: Type.Object({ changed: Type.Boolean() }), 400: ErrorBody, 401: ErrorBody } } },
    (req) => service.followGame(req.body, ctx(req)),
  );

  app.post('/api/candidates/publish', { schema: { body: CandidateIdBody, response: result } }, (req) =>
    act(req, 'candidate.publish', req.body.candidateId, 'Candidate published', () => service.publish(req.body.candidateId, ctx(req))),
  );
  app.post('/api/candidates/unpublish', { schema: { body: CandidateIdBody, response: result } }, (req) =>
    act(req, 'candidate.unpublish', req.body.candidateId, 'Candidate unpublished', () => service.unpublish(req.body.candidateId, ctx(req))),
  );
  app.post('/api/candidates/approve', { schema: { body: CandidateIdBody, response: result } }, (req) =>
    act(req, 'candidate.approve', req.body.candidateId, 'Candidate approved', () => service.approve(req.body.candidateId, ctx(req))),
  );
  app.post('/api/candidates/reject', { schema: { body: CandidateRejectBody, response: result } }, (req) =>
    act(req, 'candidate.reject', req.body.candidateId, 'Candidate rejected', () => service.reject(req.body.candidateId, req.body.reason, ctx(req))),
  );
  app.post('/api/candidates/archive', { schema: { body: CandidateIdBody, response: result } }, (req) =>
    act(req, 'candidate.archive', req.body.candidateId, 'Candidate archived', () => service.archive(req.body.candidateId, ctx(req))),
  );
  app.post('/api/candidates/delete', { schema: { body: CandidateIdBody, response: result } }, (req) =>
    act(req, 'candidate.delete', req.body.candidateId, 'Candidate deleted', () => service.delete(req.body.candidateId, ctx(req))),
  );
  app.post('/api/candidates/update', { schema: { body: CandidateUpdateBody, response: result } }, (req) =>
    act(req, 'candidate.update', req.body.candidateId, 'Candidate updated', () => service.update(req.body.candidateId, req.body.updates, ctx(req))),
  );

  app.post('/api/candidates/batch', { schema: { body: CandidateBatchBody, response: { 200: CandidateBatchResult, ...errors } } }, async (req) => {
    req.operationLog = { operation: `candidate.batch.${req.body.action}`.slice(0, 60), gameName: `${req.body.ids.length} candidates` };
    const r = await service.batch(req.body.action, req.body.ids, req.body.reason, ctx(req));
    req.operationLog.details = `${r.success} done, ${r.failed} failed${r.errors.length ? `: ${r.errors.slice(0, 10).map((e) => `${e.id} ${e.message}`).join('; ')}` : ''}`;
    return r;
  });

  // REST forms of the same actions.
  const byId = { params: CandidateIdParams };
  const SuccessMessage = Type.Object({ success: Type.Boolean(), message: Type.String() });
  app.post('/api/candidates/:id/approve', { schema: { ...byId, response: { 200: SuccessMessage, ...errors } } }, async (req) => {
    const r = await act(req, 'candidate.approve', req.params.id, 'Candidate approved', () => service.approve(req.params.id, ctx(req)));
    return { success: r.success, message: r.message };
  });
  app.post('/api/candidates/:id/reject', { schema: { ...byId, body: Type.Optional(RejectReasonBody), response: { 200: SuccessMessage, ...errors } } }, async (req) => {
    const r = await act(req, 'candidate.reject', req.params.id, 'Candidate rejected', () => service.reject(req.params.id, req.body?.reason, ctx(req)));
    return { success: r.success, message: r.message };
  });
  app.put('/api/candidates/:id', { schema: { ...byId, body: CandidateUpdates, response: result } }, (req) =>
    act(req, 'candidate.update', req.params.id, 'Candidate updated', () => service.update(req.params.id, req.body, ctx(req))),
  );
  app.delete('/api/candidates/:id', { schema: { ...byId, response: result } }, (req) =>
    act(req, 'candidate.delete', req.params.id, 'Candidate deleted', () => service.delete(req.params.id, ctx(req))),
  );
}
