import type { App } from '@portal/server-kit';
import { Prerenderer } from './prerender.service';
import { PageRenderer } from '../pages/page-renderer';
import { pageRoutes } from '../pages/pages.routes';

/** Catalogue changes arrive through these prefixes (admin games API, candidate publishing). */
const CHANGES = /^\/(api\/games|internal)\//;
/** "New this week" and the counters shown on cards drift with time: refresh hourly anyway. */
const REFRESH_MS = 60 * 60 * 1000;

/**
 * Keeps the prerendered storefront in step with the catalogue: once at start, after every
 * successful change (debounced), and hourly.
 */
export function prerenderPlugin(app: App, opts: { webDist: string; outDir: string; origin: string }): Prerenderer {
  const prerenderer = new Prerenderer({ ...opts, log: app.log });
  const pages = new PageRenderer({ webDist: opts.webDist, origin: opts.origin, log: app.log });
  pageRoutes(app, pages);
  let interval: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    const addr = app.server.address();
    if (!addr || typeof addr === 'string') return;
    const host = addr.family === 'IPv6' ? `[${addr.address === '::' ? '::1' : addr.address}]` : addr.address === '0.0.0.0' ? '127.0.0.1' : addr.address;
    prerenderer.start(`http://${host}:${addr.port}`);
    pages.start(`http://${host}:${addr.port}`);
    interval = setInterval(() => prerenderer.schedule(0), REFRESH_MS);
    interval.unref();
  });
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 300 && CHANGES.test(req.url)) prerenderer.schedule();
  });
  app.addHook('onClose', async () => {
    clearInterval(interval);
    prerenderer.stop();
    await pages.close();
  });
  return prerenderer;
}
