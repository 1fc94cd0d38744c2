import { Type } from '@sinclair/typebox';
import { CandidateIdBody, ErrorBody, LocalCandidateList, LocalGameSummaryList, LocalGameUpdateBody, ScanDirectoryBody, ScanResult, Candidate } from '@portal/contracts';
import { badRequest, HttpError, type App } from '@portal/server-kit';
import { withUploadedFile } from '../uploads/uploaded-file';
import type { CandidateRepository } from '../candidates/candidate.repository';
import type { CandidateService } from '../candidates/candidate.service';
import { toCandidate } from '../candidates/candidate.view';
import { CatalogueCallError, type CatalogueClient } from '../publishing/catalogue-client';
import { LOCAL_ORIGIN } from '../publishing/game-publisher';
import type { LocalGamesService } from './local-games.service';

export function localGameRoutes(app: App, deps: { local: LocalGamesService; candidates: CandidateService; repo: CandidateRepository; catalogue: CatalogueClient; maxUploadBytes: number }): void {
  const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody, 500: ErrorBody, 502: ErrorBody };

  app.post('/api/scan-directory', { schema: { body: ScanDirectoryBody, response: { 200: ScanResult, ...errors } } }, async (req) => {
    req.operationLog = { operation: 'local.scan', details: req.body.path };
    try {
      const result = await deps.local.scan(req.body.path, req.body.recursive);
      req.operationLog.gameName = `${result.addedToCandidates} added`;
      return result;
    } catch (e) {
      if (e instanceof HttpError) throw e;
      req.log.error({ err: e }, 'scan failed');
      throw new HttpError(500, 'Scan failed', 'SCAN_FAILED');
    }
  });

  app.get('/api/local-games/candidates', { schema: { response: { 200: LocalCandidateList } } }, async () => ({
    candidates: await deps.repo.findByOrigin(LOCAL_ORIGIN, 500),
  }));

  app.post(
    '/api/local-games/publish',
    { schema: { body: CandidateIdBody, response: { 200: Type.Object({ success: Type.Boolean(), message: Type.String(), candidate: Candidate }), ...errors } } },
    async (req) => {
      req.operationLog = { operation: 'local.publish', targetId: req.body.candidateId };
      const c = await deps.candidates.get(req.body.candidateId);
      req.operationLog.gameName = c.name;
      if (c.origin !== LOCAL_ORIGIN) throw badRequest('Candidate is not a local game', 'NOT_LOCAL');
      const done = await deps.candidates.publish(c.id, { log: req.log, requestId: req.id });
      return { success: true, message: `Published as /local-games/${done.slug}`, candidate: toCandidate(done) };
    },
  );

  app.get('/api/local-games/published', { schema: { response: { 200: LocalGameSummaryList, ...errors } } }, async (req) => {
    try {
      return await deps.catalogue.listLocal(req.id);
    } catch (e) {
      req.log.error({ err: e }, 'local games list failed');
      throw new HttpError(502, 'Failed to load local games', 'CATALOGUE_FAILED');
    }
  });

  app.post('/api/local-games/update', { schema: { body: LocalGameUpdateBody, response: { 200: Type.Object({ success: Type.Boolean(), game: Type.Any() }), ...errors } } }, async (req) => {
    req.operationLog = { operation: 'local.update', targetId: req.body.gameId, gameName: req.body.updateData.name ?? req.body.gameId };
    try {
      const { game } = await deps.catalogue.update(req.body, req.id);
      req.operationLog.gameName = game.name;
      return { success: true, game };
    } catch (e) {
      // The catalogue's own refusals ('Internal games cannot be updated', 'Unknown game type',
      // 'Game with id … not found') reach the admin as they are.
      if (e instanceof CatalogueCallError && e.status && e.status < 500) throw new HttpError(e.status, e.message);
      req.log.error({ err: e }, 'local game update failed');
      throw new HttpError(502, 'Failed to update local game', 'UPDATE_FAILED');
    }
  });

  app.post('/api/local-games/upload', { schema: { response: { 200: ScanResult, ...errors } } }, async (req) => {
    req.operationLog = { operation: 'local.upload' };
    return withUploadedFile(req, { fileSize: deps.maxUploadBytes, missing: 'Send the zip as multipart/form-data in a field named file' }, async (file) => {
      req.operationLog!.details = file.filename;
      const result = await deps.local.upload(file.stream, file.filename);
      req.operationLog!.gameName = file.filename;
      return result;
    });
  });
}
