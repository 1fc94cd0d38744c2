import { createServiceApp, operationLogHook, remoteOperationLogSink, type BuiltService, type ServiceResources } from '@portal/server-kit';
import type { VipConfig } from './config';
import { vipModel } from './vips/vip.model';
import { VipRepository } from './vips/vip.repository';
import { vipAdminRoutes } from './vips/vip-admin.routes';
import { RateLimiter } from './rate-limit';
import { VipSessionStore } from './sessions/vip-session.store';
import { VipSessionService, type Clock } from './sessions/vip-session.service';
import { createSignInMailer } from './sessions/sign-in-mailer';
import { vipSessionRoutes } from './sessions/vip-session.routes';
import { houseAdModel } from './house-ads/house-ad.model';
import { HouseAdRepository } from './house-ads/house-ad.repository';
import { houseAdRoutes } from './house-ads/house-ad.routes';

export interface VipAppOptions {
  /** Tests move time forward to expire sign-in links. */
  clock?: Clock;
}

export async function buildVipApp(res: ServiceResources<VipConfig>, opts: VipAppOptions = {}): Promise<BuiltService> {
  const app = await createServiceApp('vip', res);
  operationLogHook(app, remoteOperationLogSink(res.config.CANDIDATE_URL, res.config.INTERNAL_TOKEN));
  const repo = new VipRepository(vipModel(res.conn));
  await repo.syncIndexes();
  vipAdminRoutes(app, repo);
  const houseAds = new HouseAdRepository(houseAdModel(res.conn));
  await houseAds.syncIndexes();
  houseAdRoutes(app, houseAds);

  const limiter = new RateLimiter(res.redis, 'vip');
  const mailer = createSignInMailer(res.config, app.log);
  const sessions = new VipSessionService(repo, new VipSessionStore(res.redis), mailer, limiter, res.config, app.log, opts.clock);
  vipSessionRoutes(app, sessions, limiter, res.config, houseAds);
  app.addHook('onClose', async () => {
    await sessions.drain();
    mailer.close();
  });
  return { app };
}
