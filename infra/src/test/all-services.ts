import type { App } from '../../../services/server-kit/src';
import { buildCatalogueApp } from '../../../services/catalogue/src/app';
import { loadCatalogueConfig } from '../../../services/catalogue/src/config';
import { buildCandidateApp } from '../../../services/candidate/src/app';
import { loadCandidateConfig } from '../../../services/candidate/src/config';
import { buildCrawlerApp } from '../../../services/crawler-worker/src/app';
import { loadCrawlerConfig } from '../../../services/crawler-worker/src/config';
import { buildVipApp } from '../../../services/vip/src/app';
import { loadVipConfig } from '../../../services/vip/src/config';
import { testResources, type TestResources } from './test-resources';
import { freePort } from '../backing/ports';

export const SERVICES = [
  ['catalogue', loadCatalogueConfig, buildCatalogueApp],
  ['candidate', loadCandidateConfig, buildCandidateApp],
  ['crawler-worker', loadCrawlerConfig, buildCrawlerApp],
  ['vip', loadVipConfig, buildVipApp],
] as const;
export type ServiceName = (typeof SERVICES)[number][0];
export const SERVICE_NAMES = SERVICES.map(([n]) => n);

export interface RunningServices {
  apps: Map<ServiceName, App>;
  ports: Map<ServiceName, number>;
  stop: () => Promise<void>;
}

/**
 * The four services built from their real app factories, each on its own throw-away database,
 * listening on loopback ports. `env` reaches every service's config.
 */
export async function startAllServices(env: NodeJS.ProcessEnv = {}): Promise<RunningServices> {
  const res: TestResources<unknown>[] = [];
  const apps = new Map<ServiceName, App>();
  const ports = new Map<ServiceName, number>();
  // Ports chosen first, so each service can be told where the others are.
  for (const name of SERVICE_NAMES) ports.set(name, await freePort());
  const wired = { CATALOGUE_URL: `http://127.0.0.1:${ports.get('catalogue')}`, CANDIDATE_URL: `http://127.0.0.1:${ports.get('candidate')}`, ...env };
  for (const [name, load, build] of SERVICES) {
    const r = await testResources(name, load as (e: NodeJS.ProcessEnv) => never, wired);
    const app = (await (build as (x: typeof r) => Promise<{ app: App }>)(r)).app;
    await app.listen({ port: ports.get(name)!, host: '127.0.0.1' });
    res.push(r as TestResources<unknown>);
    apps.set(name, app);
  }
  return {
    apps,
    ports,
    stop: async () => {
      for (const app of apps.values()) await app.close();
      for (const r of res) await r.cleanup();
    },
  };
}
