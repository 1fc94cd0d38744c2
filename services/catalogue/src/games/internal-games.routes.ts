import { Type } from '@sinclair/typebox';
import { ErrorBody, GameIdBody, gameUrlKey, InternalPublishBatchBody, InternalPublishBatchResult, InternalPublishBody, InternalPublishResult, LocalGameSummaryList, LocalGameUpdateBody, type LocalGameSummary } from '@portal/contracts';
import type { App } from '@portal/server-kit';
import type { GameDoc } from './game.model';
import type { GameAdminService } from './game-admin.service';

export function toSummary(doc: GameDoc): LocalGameSummary {
  return {
    id: doc.id,
    slug: doc.slug,
    kind: doc.kind,
    name: doc.name.en ?? Object.values(doc.name)[0] ?? doc.id,
    category: doc.category,
    status: doc.status,
    featured: doc.featured,
    playUrl: doc.playUrl,
    publishedAt: doc.publishedAt ? doc.publishedAt.toISOString() : null,
  };
}

/**
 * Service-to-service calls under /internal/ (guarded by the shared token; the gateway does not
 * route this prefix). The candidate service publishes, unpublishes and updates through them.
 */
export function internalGameRoutes(app: App, admin: GameAdminService): void {
  const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

  app.post('/internal/games/publish', { schema: { body: InternalPublishBody, response: { 200: InternalPublishResult, ...errors } } }, async (req) =>
    admin.publish(req.body),
  );

  app.post(
    '/internal/games/publish-batch',
    { bodyLimit: 8 * 1024 * 1024, schema: { body: InternalPublishBatchBody, response: { 200: InternalPublishBatchResult, ...errors } } },
    async (req) => ({ games: await admin.publishMany(req.body.games) }),
  );

  app.post(
    '/internal/games/unpublish',
    { schema: { body: GameIdBody, response: { 200: Type.Object({ id: Type.String(), status: Type.String() }), ...errors } } },
    async (req) => admin.unpublish(req.body.gameId),
  );

  app.post('/internal/games/update', { schema: { body: LocalGameUpdateBody, response: { 200: Type.Object({ game: Type.Any() }), ...errors } } }, async (req) => ({
    game: toSummary(await admin.updateLocal(req.body)),
  }));

  // The crawler's de-duplication also covers external games that never were candidates
  // (added through the games admin); the candidate service asks for these keys and caches them.
  app.get('/internal/games/external-urls', { schema: { response: { 200: Type.Object({ keys: Type.Array(Type.String()) }), ...errors } } }, async () => ({
    keys: [...new Set((await admin.externalPlayUrls()).map(gameUrlKey))],
  }));

  app.get('/internal/games/local', { schema: { response: { 200: LocalGameSummaryList, ...errors } } }, async () => ({
    games: (await admin.listLocal()).map(toSummary),
  }));
}
