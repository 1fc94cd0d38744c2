import type { App } from '@portal/server-kit';
import type { PageRenderer } from './page-renderer';

/** Storefront paths the gateway may ask for: printable ASCII, bounded (the router decodes the rest). */
const PAGE_PATH = /^\/[\x21-\x7e]{0,600}$/;

/**
 * Storefront pages rendered on request, for the gateway (game pages, and the not-found page of
 * each language): the gateway caches them, so a page costs one render per half minute at most.
 * Public, like the pages themselves; the path comes after /pages.
 */
export function pageRoutes(app: App, renderer: PageRenderer): void {
  app.get('/pages/*', { config: { public: true } }, async (req, reply) => {
    const url = req.url.slice('/pages'.length);
    if (!PAGE_PATH.test(url)) return reply.status(400).type('application/json').send({ message: 'Not a storefront path', code: 'VALIDATION' });
    if (!renderer.available) return reply.status(503).type('application/json').send({ message: 'The storefront build is missing', code: 'NOT_READY' });
    const page = await renderer.render(url);
    return reply
      .status(page.status)
      .header('cache-control', `public, max-age=${page.status === 200 ? 30 : 10}`)
      .type('text/html; charset=utf-8')
      .send(page.html);
  });
}
