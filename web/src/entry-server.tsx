import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Translator } from './shared/i18n/translator';
import { BROWSE_CATEGORIES, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portal/contracts/constants';
import type { GameCardPage } from '@portal/contracts';
import { App } from './app/app';
import { createI18n, isRtl } from './app/i18n';
import { STATIC_PAGES, paths, splitLanguagePrefix, withLanguage } from './app/paths';
import { loadKnownPageData } from './app/page-data';
import { apiErrorEntry, type ApiCache } from './shared/api/api-cache';
import type { HeadCollector, PageHead } from './shared/head/head';

export interface RenderResult {
  html: string;
  lang: Language;
  /** The URL's language prefix, or null for the unprefixed URL (the default language). */
  prefix: Language | null;
  dir: 'ltr' | 'rtl';
  head?: PageHead;
}

async function renderApp(url: string, lang: Language, i18n: Translator, cache: ApiCache, missing: Set<string> | null): Promise<RenderResult> {
  const head: HeadCollector = {};
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App i18n={i18n} cache={cache} missing={missing} head={head} />
      </StaticRouter>
    </StrictMode>,
    // Every Suspense boundary is written in place, however large: React would otherwise move a
    // large one to the end with an inline script to put it back, and the CSP allows none.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  const prefix = splitLanguagePrefix(new URL(url, 'http://x').pathname).lang;
  return { html, lang, prefix, dir: isRtl(lang) ? 'rtl' : 'ltr', head: head.head };
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

/**
 * Each language page is its own canonical (the prefixed URL), the unprefixed page too; hreflang
 * names every language's prefixed URL, and the unprefixed page is the x-default. A canonical
 * that stripped the prefix would tell search engines that the English, German… pages are
 * copies of the default one, and they would drop them from their indexes.
 */
export function headHtml(head: PageHead, lang: Language, prefix: Language | null, origin: string): string {
  const abs = (p: string) => origin + p;
  const canonical = abs(withLanguage(head.canonical, prefix));
  const xDefault = abs(head.canonical);
  const tags = [
    `<title>${esc(head.title)}</title>`,
    `<meta name="description" content="${esc(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<link rel="canonical" href="${esc(canonical)}" />`,
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${esc(abs(withLanguage(head.canonical, l)))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${esc(xDefault)}" />`,
    `<meta property="og:type" content="${head.type === 'game' ? 'video.game' : 'website'}" />`,
    `<meta property="og:title" content="${esc(head.title)}" />`,
    `<meta property="og:description" content="${esc(head.description)}" />`,
    `<meta property="og:url" content="${esc(canonical)}" />`,
    `<meta property="og:locale" content="${lang.replace('-', '_')}" />`,
    `<meta property="og:site_name" content="PlayNest" />`,
    head.image ? `<meta property="og:image" content="${esc(head.image.startsWith('http') ? head.image : abs(head.image))}" />` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    head.jsonLd ? `<script type="application/ld+json">${JSON.stringify({ ...head.jsonLd, url: canonical }).replace(/</g, '\\u003c')}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * Fills the built index.html with a rendered page: language, direction, head, markup, data.
 * Every insertion is a function replacement: a string replacement would read `$'`, `` $` `` or
 * `$&` in a game's name or description as a pattern and copy template text into the page.
 */
export function fillTemplate(template: string, r: RenderResult, cache: ApiCache, origin: string): string {
  let out = template.replace(/<html[^>]*>/, () => `<html lang="${r.lang}" dir="${r.dir}" data-theme="dark">`);
  if (r.head) {
    const head = headHtml(r.head, r.lang, r.prefix, origin);
    out = out.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
    out = out.replace('<!--head-->', () => head);
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

/** Game URLs per sitemap file: far below the protocol's 50,000 and 50 MB with nine alternates each. */
export const SITEMAP_URLS_PER_FILE = 10_000;

type FetchJson = (url: string) => Promise<unknown>;

/**
 * The catalogue's answer for a URL; a refusal is recorded as such (410 gone; any other 4xx, a
 * reference the API refuses as malformed or too long included, is not found); anything else is
 * thrown.
 */
function apiFetcher(apiBase: string): FetchJson {
  return async (url) => {
    const res = await fetch(apiBase + url, { headers: { accept: 'application/json' } });
    if (res.status >= 400 && res.status < 500) {
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      return apiErrorEntry(res.status === 410 ? 410 : 404, body?.message ?? `HTTP ${res.status}`);
    }
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return res.json();
  };
}

/**
 * Renders one storefront URL with the data it asks for. What the route is known to read is
 * loaded first, so a page usually renders once; each pass then collects the API URLs the page
 * read and lacked, fetches them, and renders again (a lazy route chunk seen for the first time
 * suspends once; React would then emit inline scripts, which the CSP forbids).
 */
async function renderWithData(url: string, lang: Language, i18n: Translator, fetchJson: FetchJson, shared: ApiCache): Promise<{ result: RenderResult; cache: ApiCache; passes: number }> {
  const cache: ApiCache = new Map();
  const load = async (u: string) => {
    if (!shared.has(u)) shared.set(u, await fetchJson(u));
    cache.set(u, shared.get(u));
    return cache.get(u);
  };
  await loadKnownPageData(new URL(url, 'http://x').pathname, lang, load);
  let result: RenderResult | undefined;
  let passes = 0;
  while (passes < 4) {
    const missing = new Set<string>();
    result = await renderApp(url, lang, i18n, cache, missing);
    passes += 1;
    const suspended = result.html.includes('<script');
    if (!missing.size && !suspended) break;
    await Promise.all([...missing].map(load));
  }
  return { result: result!, cache, passes };
}

const i18nByLang = new Map<Language, Promise<Translator>>();
const i18nFor = (lang: Language) => {
  let i = i18nByLang.get(lang);
  if (!i) i18nByLang.set(lang, (i = createI18n(lang)));
  return i;
};

export interface PageOptions {
  apiBase: string;
  origin: string;
  template: string;
}

/**
 * One page rendered on request (game pages and any path not prerendered): the full HTML and
 * the status to answer with, 404 for a page or game that is not there, 410 for a game gone.
 */
export async function renderPage(url: string, o: PageOptions): Promise<{ status: number; html: string; passes: number }> {
  const { lang: prefix } = splitLanguagePrefix(new URL(url, 'http://x').pathname);
  const lang = prefix ?? DEFAULT_LANGUAGE;
  const { result, cache, passes } = await renderWithData(url, lang, await i18nFor(lang), apiFetcher(o.apiBase), new Map());
  return { status: result.head?.status ?? 200, html: fillTemplate(o.template, result, cache, o.origin), passes };
}

/**
 * Prerenders what every visitor reaches first: home, each category and the static pages, for
 * every language prefix and for the unprefixed URLs (zh-CN); game pages are rendered on request
 * and cached by the gateway, so disk use does not grow with the catalogue. Also writes the
 * sitemap index, its files (pages, then games in files of SITEMAP_URLS_PER_FILE) and robots.txt.
 * Returns the written paths.
 */
export async function prerenderSite(o: SiteOptions): Promise<string[]> {
  const fetchJson = apiFetcher(o.apiBase);
  const categories = BROWSE_CATEGORIES.filter((c) => c !== 'all' && c !== 'favorites');
  const pages: { canonical: string; file: string }[] = [
    { canonical: '/', file: 'index.html' },
    ...categories.map((c) => ({ canonical: paths.browse({ category: c }), file: categoryFile(c) })),
    ...STATIC_PAGES.map((p) => ({ canonical: paths[p], file: `${p}/index.html` })),
  ];
  const shared: ApiCache = new Map();
  const written: string[] = [];
  const variants: (Language | null)[] = [null, ...LANGUAGES];
  for (const prefix of variants) {
    const lang = prefix ?? DEFAULT_LANGUAGE;
    const i18n = await i18nFor(lang);
    for (const page of pages) {
      const url = withLanguage(page.canonical, prefix);
      try {
        const { result, cache } = await renderWithData(url, lang, i18n, fetchJson, shared);
        const rel = (prefix ? `${prefix}/` : '') + page.file;
        await o.write(rel, fillTemplate(o.template, result, cache, o.origin));
        written.push(rel);
      } catch (e) {
        o.log?.(`prerender ${url} failed: ${(e as Error).message}`);
      }
    }
  }

  const slugs: string[] = [];
  for (let page = 1; ; page++) {
    const p = (await fetchJson(`/api/catalogue/games?lang=en&page=${page}&limit=100`)) as GameCardPage;
    slugs.push(...p.data.map((g) => g.slug));
    if (!p.hasMore) break;
  }
  const files = ['sitemaps/pages.xml'];
  await o.write('sitemaps/pages.xml', sitemapXml(pages.map((p) => p.canonical), o.origin));
  for (let i = 0; i * SITEMAP_URLS_PER_FILE < slugs.length; i++) {
    const file = `sitemaps/games-${i + 1}.xml`;
    await o.write(file, sitemapXml(slugs.slice(i * SITEMAP_URLS_PER_FILE, (i + 1) * SITEMAP_URLS_PER_FILE).map((s) => paths.game(s)), o.origin));
    files.push(file);
  }
  await o.write('sitemap.xml', sitemapIndexXml(files, o.origin));
  await o.write('robots.txt', `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin/\n\nSitemap: ${o.origin}/sitemap.xml\n`);
  written.push(...files, 'sitemap.xml', 'robots.txt');
  return written;
}

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function sitemapXml(canonicals: string[], origin: string): string {
  const urls = canonicals.map((c) => {
    const alts = LANGUAGES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${xmlText(origin + withLanguage(c, l))}"/>`);
    alts.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlText(origin + c)}"/>`);
    return `  <url>\n    <loc>${xmlText(origin + c)}</loc>\n${alts.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(files: string[], origin: string): string {
  const entries = files.map((f) => `  <sitemap><loc>${xmlText(`${origin}/${f}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
