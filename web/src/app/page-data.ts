import { matchRoutes } from 'react-router';
import type { GameDetail } from '@portal/contracts';
import type { Language } from '@portal/contracts/constants';
import { catalogueUrls } from '../shared/api/catalogue-urls';
import { routePatterns, splitLanguagePrefix } from './paths';

/** Reads one API URL into the render's cache (and answers it); refusals are cached as such. */
export type LoadUrl = (url: string) => Promise<unknown>;

const GAME_ROUTES = [routePatterns.game, routePatterns.fullGame, routePatterns.localGame].map((p) => ({ path: `/${p}` }));

/**
 * Loads the API answers a storefront URL is known to read before the server renders it, so
 * the page renders in one pass instead of one per level of data it waits on (a game page reads
 * the game, and only then knows which related games to ask for). It must name the same URLs the
 * components ask for; anything it misses the render loop still finds, one pass later.
 */
export async function loadKnownPageData(pathname: string, lang: Language, load: LoadUrl): Promise<void> {
  // The router's own matching, so `ref` is decoded exactly as the page's useParams sees it.
  const ref = matchRoutes(GAME_ROUTES, splitLanguagePrefix(pathname).path)?.[0]?.params.ref;
  const sidebar = load(catalogueUrls.categories());
  if (ref) {
    const detail = (await load(catalogueUrls.game(ref, lang))) as Partial<GameDetail> | null;
    if (typeof detail?.category === 'string') await load(catalogueUrls.related(detail.category, lang));
  }
  await sidebar;
}
