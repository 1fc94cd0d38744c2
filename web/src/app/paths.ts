import { LANGUAGES, type Language } from '@portal/contracts/constants';

/** Every route and link of the storefront, in one place. */
export const paths = {
  home: '/',
  game: (slugOrId: string) => `/games/${encodeURIComponent(slugOrId)}`,
  fullGame: (slug: string) => `/game/${encodeURIComponent(slug)}`,
  localGame: (slug: string) => `/local-games/${encodeURIComponent(slug)}`,
  privacy: '/privacy',
  terms: '/terms',
  dmca: '/dmca',
  contact: '/contact',
  sitemap: '/sitemap',
  /** Home with a category or a search; the two exclude each other. */
  browse: (q: { category?: string; search?: string }) => {
    if (q.search) return `/?q=${encodeURIComponent(q.search)}`;
    if (q.category && q.category !== 'all') return `/?category=${encodeURIComponent(q.category)}`;
    return '/';
  },
} as const;

export const STATIC_PAGES = ['privacy', 'terms', 'dmca', 'contact', 'sitemap'] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/** Route patterns, mounted once without a language prefix and once under each language. */
export const routePatterns = {
  home: '',
  game: 'games/:ref',
  fullGame: 'game/:ref',
  localGame: 'local-games/:ref',
} as const;

/** Game pages force the sidebar collapsed. */
export const isGamePath = (path: string) => /^\/(games|game|local-games)\//.test(path);

const PREFIX = new RegExp(`^/(${LANGUAGES.join('|')})(?=/|$)`);

/** Splits `/de/games/x` into its language and the path without it (the canonical path). */
export function splitLanguagePrefix(pathname: string): { lang: Language | null; path: string } {
  const m = PREFIX.exec(pathname);
  if (!m) return { lang: null, path: pathname || '/' };
  return { lang: m[1] as Language, path: pathname.slice(m[0].length) || '/' };
}

/** Keeps the visitor's language prefix (if the current URL has one) on internal links. */
export function withLanguage(path: string, lang: Language | null): string {
  if (!lang) return path;
  if (path === '/') return `/${lang}`;
  if (path.startsWith('/?')) return `/${lang}${path.slice(1)}`;
  return `/${lang}${path}`;
}
