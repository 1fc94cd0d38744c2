import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { BROWSE_CATEGORIES, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portal/contracts/constants';
import type { GameCardPage } from '@portal/contracts';
import { App } from './app/app';
import { createI18n, isRtl } from './app/i18n';
import { STATIC_PAGES, paths, withLanguage } from './app/paths';
import type { ApiCache } from './shared/api/api-cache';
import type { HeadCollector, PageHead } from './shared/head/head';

export interface RenderResult {
  html: string;
  lang: Language;
  dir: 'ltr' | 'rtl';
  head?: PageHead;
}

async function renderApp(url: string, lang: Language, i18n: I18n, cache: ApiCache, missing: Set<string> | null): Promise<RenderResult> {
  const head: HeadCollector = {};
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App i18n={i18n} cache={cache} missing={missing} head={head} />
      </StaticRouter>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  return { html, lang, dir: isRtl(lang) ? 'rtl' : 'ltr', head: head.head };
}

/**
 * Renders one storefront URL to HTML on the server. `cache` holds the API answers the page
 * needs (keyed by URL, as the client asks for them); the same map is embedded in the page so
 * the client hydrates without refetching. Waits for lazy route chunks.
 */
export async function render(url: string, lang: Language, cache: ApiCache): Promise<RenderResult> {
  return renderApp(url, lang, await createI18n(lang), cache, null);
}

/** JSON for a <script> element: `<` is escaped so crawled text can never close the tag. */
export function serializeCache(cache: ApiCache): string {
  return JSON.stringify(Object.fromEntries(cache)).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Canonical without the language prefix; hreflang for the 8 languages plus x-default (spec §2). */
export function headHtml(head: PageHead, lang: Language, origin: string): string {
  const abs = (p: string) => origin + p;
  const canonical = abs(head.canonical);
  const tags = [
    `<title>${esc(head.title)}</title>`,
    `<meta name="description" content="${esc(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<link rel="canonical" href="${esc(canonical)}" />`,
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${esc(abs(withLanguage(head.canonical, l)))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${esc(canonical)}" />`,
    `<meta property="og:type" content="${head.type === 'game' ? 'video.game' : 'website'}" />`,
    `<meta property="og:title" content="${esc(head.title)}" />`,
    `<meta property="og:description" content="${esc(head.description)}" />`,
    `<meta property="og:url" content="${esc(abs(withLanguage(head.canonical, lang)))}" />`,
    `<meta property="og:locale" content="${lang.replace('-', '_')}" />`,
    `<meta property="og:site_name" content="PlayNest" />`,
    head.image ? `<meta property="og:image" content="${esc(head.image.startsWith('http') ? head.image : abs(head.image))}" />` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    head.jsonLd ? `<script type="application/ld+json">${JSON.stringify({ ...head.jsonLd, url: canonical }).replace(/</g, '\\u003c')}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** Fills the built index.html with a rendered page: language, direction, head, markup, data. */
export function fillTemplate(template: string, r: RenderResult, cache: ApiCache, origin: string): string {
  let out = template.replace(/<html[^>]*>/, `<html lang="${r.lang}" dir="${r.dir}" data-theme="dark">`);
  if (r.head) {
    out = out.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
    out = out.replace('<!--head-->', headHtml(r.head, r.lang, origin));
  }
  return out
    .replace('<!--app-->', () => r.html)
    .replace('<!--data-->', () => `<script type="application/json" id="portal-data">${serializeCache(cache)}</script>`);
}

export interface SiteOptions {
  /** Where the catalogue API answers (the service itself, not the gateway). */
  apiBase: string;
  /** Public address of the site, for canonical and hreflang links. */
  origin: string;
  /** The built web/dist/client/index.html. */
  template: string;
  write: (relPath: string, content: string) => Promise<void>;
  log?: (m: string) => void;
}

/** The page variants nginx picks by query (gateway template: `$portal_prerender_variant`). */
export const categoryFile = (category: string) => `index.category-${category}.html`;

/**
 * Prerenders the whole storefront: home, each category and each game page and the static
 * pages, for every language prefix and for the unprefixed URLs (zh-CN), plus sitemap.xml and
 * robots.txt. Returns the written paths.
 */
export async function prerenderSite(o: SiteOptions): Promise<string[]> {
  const fetchJson = async (url: string): Promise<unknown> => {
    const res = await fetch(o.apiBase + url, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return res.json();
  };
  const slugs: string[] = [];
  for (let page = 1; ; page++) {
    const p = (await fetchJson(`/api/catalogue/games?lang=en&page=${page}&limit=100`)) as GameCardPage;
    slugs.push(...p.data.map((g) => g.slug));
    if (!p.hasMore) break;
  }
  const categories = BROWSE_CATEGORIES.filter((c) => c !== 'all' && c !== 'favorites');
  // [canonical path, file under a language folder, url query]
  const pages: { canonical: string; file: string }[] = [
    { canonical: '/', file: 'index.html' },
    ...categories.map((c) => ({ canonical: paths.browse({ category: c }), file: categoryFile(c) })),
    ...slugs.map((s) => ({ canonical: paths.game(s), file: `games/${s}/index.html` })),
    ...STATIC_PAGES.map((p) => ({ canonical: paths[p], file: `${p}/index.html` })),
  ];
  const shared: ApiCache = new Map();
  const written: string[] = [];
  const variants: (Language | null)[] = [null, ...LANGUAGES];
  for (const prefix of variants) {
    const lang = prefix ?? DEFAULT_LANGUAGE;
    const i18n = await createI18n(lang);
    for (const page of pages) {
      const url = withLanguage(page.canonical, prefix);
      try {
        const cache: ApiCache = new Map();
        let result: RenderResult | undefined;
        for (let pass = 0; pass < 4; pass++) {
          const missing = new Set<string>();
          result = await renderApp(url, lang, i18n, cache, missing);
          // A lazy route chunk seen for the first time suspends once; React then emits inline
          // scripts to swap it in, which the CSP forbids. The next pass finds it loaded.
          const suspended = result.html.includes('<script');
          if (!missing.size && !suspended) break;
          await Promise.all(
            [...missing].map(async (u) => {
              if (!shared.has(u)) shared.set(u, await fetchJson(u));
              cache.set(u, shared.get(u));
            }),
          );
        }
        const rel = (prefix ? `${prefix}/` : '') + page.file;
        await o.write(rel, fillTemplate(o.template, result!, cache, o.origin));
        written.push(rel);
      } catch (e) {
        o.log?.(`prerender ${url} failed: ${(e as Error).message}`);
      }
    }
  }
  await o.write('sitemap.xml', sitemapXml(pages.map((p) => p.canonical), o.origin));
  await o.write('robots.txt', `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin/\n\nSitemap: ${o.origin}/sitemap.xml\n`);
  written.push('sitemap.xml', 'robots.txt');
  return written;
}

export function sitemapXml(canonicals: string[], origin: string): string {
  const x = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const urls = canonicals.map((c) => {
    const alts = LANGUAGES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${x(origin + withLanguage(c, l))}"/>`);
    alts.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${x(origin + c)}"/>`);
    return `  <url>\n    <loc>${x(origin + c)}</loc>\n${alts.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
