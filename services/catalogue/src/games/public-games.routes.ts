import { CategoryCounts, ErrorBody, GameCardPage, GameDetail, GameDetailQuery, GameRefParams, PublicGameListQuery } from '@portal/contracts';
import { notFound, type App } from '@portal/server-kit';
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
      return games.list(req.query);
    },
  );

  app.get(
    '/api/catalogue/games/:ref',
    {
      config: { public: true },
      schema: { params: GameRefParams, querystring: GameDetailQuery, response: { 200: GameDetail, 404: ErrorBody } },
    },
    async (req, reply) => {
      const game = await games.detail(req.params.ref, req.query.lang);
      if (!game) {
        // Cacheable like a hit, so the gateway's stale copy of an unpublished game is replaced
        // by this answer (an uncacheable 404 would leave the stale 200 served for a minute).
        reply.header('cache-control', 'public, max-age=5');
        throw notFound(`Game with id ${req.params.ref} not found`);
      }
      reply.header('cache-control', PUBLIC_CACHE);
      return game;
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
