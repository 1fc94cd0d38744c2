import { AdminGameListQuery, AdminGameListResponse, ErrorBody, Game as GameSchema, GameIdBody, GameUpsertBody, type Game } from '@portal/contracts';
import { Type } from '@sinclair/typebox';
import type { App } from '@portal/server-kit';
import type { GameDoc } from './game.model';
import type { GameQueryService } from './game-query.service';
import type { GameAdminService } from './game-admin.service';
import type { CandidateSync } from './candidate-sync-client';

export function toGame(doc: GameDoc): Game {
  const { order: _order, ...rest } = doc as GameDoc & { _id?: unknown };
  delete (rest as { _id?: unknown })._id;
  return {
    ...rest,
    rating: doc.rating ?? null,
    thumbnail: doc.thumbnail ?? null,
    publishedAt: doc.publishedAt ? doc.publishedAt.toISOString() : null,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** Admin view of the catalogue (every status); none of these routes is public, so each needs the admin. */
export function adminGameRoutes(app: App, games: GameQueryService, admin: GameAdminService, syncCandidate: CandidateSync): void {
  app.get('/api/games/list', { schema: { querystring: AdminGameListQuery, response: { 200: AdminGameListResponse, 400: ErrorBody } } }, async (req) => {
    const q = req.query;
    const { docs, total } = await games.adminPage(q);
    return { games: docs.map(toGame), total, page: q.page, limit: q.limit };
  });

  const GameResult = Type.Object({ success: Type.Boolean(), game: GameSchema });
  const errors = { 400: ErrorBody, 404: ErrorBody };

  app.post('/api/games/upsert', { schema: { body: GameUpsertBody, response: { 200: GameResult, ...errors } } }, async (req) => {
    req.operationLog = { operation: 'game.update', targetId: req.body.gameId, gameName: req.body.name ?? req.body.gameId };
    const doc = await admin.upsert(req.body);
    if (req.body.status !== undefined) await syncCandidate(doc, req.log, req.id);
    req.operationLog.gameName = doc.name.en ?? doc.id;
    req.operationLog.details = describeChange(req.body);
    return { success: true, game: toGame(doc) };
  });

  app.post('/api/games/archive', { schema: { body: GameIdBody, response: { 200: GameResult, ...errors } } }, async (req) => {
    req.operationLog = { operation: 'game.archive', targetId: req.body.gameId, gameName: req.body.gameId };
    const doc = await admin.archive(req.body.gameId);
    await syncCandidate(doc, req.log, req.id);
    req.operationLog.gameName = doc.name.en ?? doc.id;
    return { success: true, game: toGame(doc) };
  });
}

function describeChange(body: Record<string, unknown>): string {
  return Object.keys(body)
    .filter((k) => k !== 'gameId' && body[k] !== undefined)
    .map((k) => `${k}=${JSON.stringify(body[k])}`)
    .join(', ')
    .slice(0, 500);
}
