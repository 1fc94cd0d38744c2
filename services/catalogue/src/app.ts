import { createServiceApp, internalAuth, operationLogHook, remoteOperationLogSink, type BuiltService, type ServiceResources } from '@portal/server-kit';
import type { CatalogueConfig } from './config';
import { gameModel } from './games/game.model';
import { GameRepository } from './games/game.repository';
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
  const app = await createServiceApp('catalogue', res);
  internalAuth(app, res.config.INTERNAL_TOKEN);
  operationLogHook(app, remoteOperationLogSink(res.config.CANDIDATE_URL, res.config.INTERNAL_TOKEN));

  const repo = new GameRepository(gameModel(res.conn));
  await repo.syncIndexes();
  const admin = new GameAdminService(repo);
  publicGameRoutes(app, new GameQueryService(repo));
  adminGameRoutes(app, repo, admin, candidateSync(res.config.CANDIDATE_URL, res.config.INTERNAL_TOKEN));
  internalGameRoutes(app, admin);

  // Visitor-side writes (issue 3): engagement counters, analytics, contact messages.
  const limiter = new RateLimiter(res.redis, 'catalogue');
  const engagement = new EngagementRepository(res.conn);
  const analytics = new AnalyticsRepository(res.conn);
  const contact = new ContactRepository(res.conn);
  await Promise.all([engagement.syncIndexes(), analytics.syncIndexes(), contact.syncIndexes()]);
  engagementRoutes(app, new EngagementService(repo, engagement, limiter));
  analyticsRoutes(app, new AnalyticsService(analytics), limiter);
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
