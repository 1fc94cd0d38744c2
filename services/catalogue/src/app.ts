import { createServiceApp, KeyedWriteLock, operationLogHook, remoteOperationLogSink, type BuiltService, type ServiceResources } from '@portal/server-kit';
import type { CatalogueConfig } from './config';
import { gameModel } from './games/game.model';
import { GameRepository } from './games/game.repository';
import { GameIndex } from './games/read-model/game-index';
import { StatsIndex } from './engagement/stats-index';
import { GameQueryService } from './games/game-query.service';
import { GameAdminService } from './games/game-admin.service';
import { publicGameRoutes } from './games/public-games.routes';
import { adminGameRoutes } from './games/admin-games.routes';
import { internalGameRoutes } from './games/internal-games.routes';
import { candidateSync } from './games/candidate-sync-client';
import { seedBuiltinGames } from './seed/seed-builtin-games';
import { RateLimiter } from './visitor/rate-limit';
import { EngagementRepository } from './engagement/engagement.repository';
import { EngagementService } from './engagement/engagement.service';
import { engagementRoutes } from './engagement/engagement.routes';
import { AnalyticsRepository } from './analytics/analytics.repository';
import { AnalyticsService } from './analytics/analytics.service';
import { analyticsRoutes } from './analytics/analytics.routes';
import { ContactRepository } from './contact/contact.repository';
import { contactRoutes } from './contact/contact.routes';
import { prerenderPlugin } from './prerender/prerender.plugin';

export interface CatalogueService extends BuiltService {
  repo: GameRepository;
}

export async function buildCatalogueApp(res: ServiceResources<CatalogueConfig>): Promise<CatalogueService> {
  // Visitor reads wait for the read model; until it is loaded this replica says it is not ready.
  let readModelLoaded = () => false;
  const app = await createServiceApp('catalogue', res, [
    {
      name: 'catalogue',
      check: async () => {
        if (!readModelLoaded()) throw new Error('loading the catalogue');
      },
    },
  ]);
  operationLogHook(app, remoteOperationLogSink(res.config.CANDIDATE_URL, res.config.INTERNAL_TOKEN));

  // Every game and every game's counters in memory, replicated between catalogue replicas:
  // visitor reads and the admin list never wait on the database (see GameIndex).
  const models = gameModel(res.conn);
  const gameIndex = new GameIndex(models, res.redis, app.log);
  const stats = new StatsIndex(res.conn, res.redis, app.log);
  const repo = new GameRepository(models, gameIndex, stats);
  readModelLoaded = () => repo.ready;
  const engagement = new EngagementRepository(res.conn, new KeyedWriteLock(res.redis, `${res.config.MONGODB_DB}:game-stats-lock`), stats);
  await Promise.all([repo.syncIndexes(), engagement.syncIndexes()]);
  await Promise.all([gameIndex.start(), stats.start()]);
  app.addHook('onClose', async () => {
    await Promise.all([gameIndex.close(), stats.close()]);
  });
  const admin = new GameAdminService(repo);
  const queries = new GameQueryService(repo);
  publicGameRoutes(app, queries);
  adminGameRoutes(app, queries, admin, candidateSync(res.config.CANDIDATE_URL, res.config.INTERNAL_TOKEN));
  internalGameRoutes(app, admin);

  // Visitor-side writes: engagement counters, analytics, contact messages.
  const limiter = new RateLimiter(res.redis, 'catalogue');
  const analytics = new AnalyticsRepository(res.conn, res.redis, res.config.MONGODB_DB);
  const contact = new ContactRepository(res.conn);
  await Promise.all([analytics.syncIndexes(), contact.syncIndexes()]);
  engagementRoutes(app, new EngagementService(repo, engagement, limiter));
  const analyticsService = new AnalyticsService(analytics, {
    isKnownGame: (id) => gameIndex.get(id) !== undefined,
    nameOf: (id) => {
      const name = gameIndex.get(id)?.doc.name;
      return name?.en ?? Object.values(name ?? {})[0] ?? null;
    },
    log: app.log,
  });
  analyticsService.start();
  app.addHook('onClose', async () => analyticsService.close());
  analyticsRoutes(app, analyticsService, limiter);
  contactRoutes(app, contact, limiter);
  if (res.config.WEB_DIST_DIR && res.config.PRERENDER_DIR) {
    prerenderPlugin(app, { webDist: res.config.WEB_DIST_DIR, outDir: res.config.PRERENDER_DIR, origin: res.config.PUBLIC_BASE_URL });
  }

  const gamesDir = res.config.BUILTIN_GAMES_DIR;
  return {
    app,
    repo,
    beforeListen: gamesDir ? async () => void (await seedBuiltinGames(repo, gamesDir, app.log)) : undefined,
  };
}
