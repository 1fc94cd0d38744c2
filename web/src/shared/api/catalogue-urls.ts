import { PAGE_SIZES } from '@portal/contracts/constants';

/** URLs of the catalogue's public API (the gateway routes /api/catalogue/ to it). */
export const catalogueUrls = {
  games: (q: { lang: string; category?: string; search?: string; ids?: readonly string[]; page?: number; limit?: number }) => {
    const p = new URLSearchParams({ lang: q.lang, page: String(q.page ?? 1), limit: String(q.limit ?? PAGE_SIZES.games) });
    if (q.category && q.category !== 'all' && q.category !== 'favorites') p.set('category', q.category);
    if (q.ids) p.set('ids', q.ids.join(','));
    if (q.search) p.set('search', q.search);
    return `/api/catalogue/games?${p.toString()}`;
  },
  game: (ref: string, lang: string) => `/api/catalogue/games/${encodeURIComponent(ref)}?lang=${encodeURIComponent(lang)}`,
  categories: () => '/api/catalogue/categories',
  /** A game page's related games: its category's first cards (the game itself filtered out). */
  related: (category: string, lang: string): string => catalogueUrls.games({ lang, category, limit: 7 }),
  engagement: (ref: string) => `/api/catalogue/games/${encodeURIComponent(ref)}/engagement`,
  play: (ref: string) => `/api/catalogue/games/${encodeURIComponent(ref)}/play`,
  like: (ref: string) => `/api/catalogue/games/${encodeURIComponent(ref)}/like`,
  rate: (ref: string) => `/api/catalogue/games/${encodeURIComponent(ref)}/rate`,
  contact: () => '/api/contact/messages',
};
