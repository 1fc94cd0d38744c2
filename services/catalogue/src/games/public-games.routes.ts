import { CategoryCounts, ErrorBody, GameCardPage, type GameCardPage as GameCardPageBody, GameDetail, GameDetailQuery, GameRefParams, PublicGameListQuery } from '@portal/contracts';
import { HttpError, notFound, type App } from '@portal/server-kit';
import type { GameQueryService } from './game-query.service';

// Short shared caching: the gateway's micro-cache and browsers reuse an answer for 5 s, so a
// burst of visitors costs one query per URL, and a newly published game shows within seconds.
const PUBLIC_CACHE = 'public, max-age=5, stale-while-revalidate=60';

export function publicGameRoutes(app: App, games: GameQueryService): void {
  app.get(
    '/api/catalogue/games',
    { config: { public: true }, schema: { querystring: PublicGameListQuery, response: { 200: GameCardPage, 400: ErrorBody } } },
    async (req, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      // Already JSON of the response schema's shape (GameQueryService builds it from the same cards).
      // (A string is sent as it is; the cast only tells the type provider so.)
      return reply.type('application/json; charset=utf-8').send((await games.listJson(req.query)) as unknown as GameCardPageBody);
    },
  );

  app.get(
    '/api/catalogue/games/:ref',
    {
      config: { public: true },
      schema: { params: GameRefParams, querystring: GameDetailQuery, response: { 200: GameDetail, 404: ErrorBody, 410: ErrorBody } },
    },
    async (req, reply) => {
      const found = await games.detail(req.params.ref, req.query.lang);
      if (!('game' in found)) {
        // Cacheable like a hit, so the gateway's stale copy of an unpublished game is replaced
        // by this answer (an uncacheable 404 would leave the stale 200 served for a minute).
        reply.header('cache-control', 'public, max-age=5');
        // A game that was on the storefront and left it is gone for good (410), which search
        // engines drop at once; a slug that never was one is not found (404).
        if (found.gone) throw new HttpError(410, `Game with id ${req.params.ref} is no longer available`, 'GONE');
        throw notFound(`Game with id ${req.params.ref} not found`);
      }
      reply.header('cache-control', PUBLIC_CACHE);
      return found.game;
    },
  );

  app.get(
    '/api/catalogue/categories',
    { config: { public: true }, schema: { response: { 200: CategoryCounts } } },
    async (_req, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return games.categoryCounts();
    },
  );
}
