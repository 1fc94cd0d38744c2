import { matchPath } from 'react-router';
import type { GameDetail } from '@portal/contracts';
import type { Language } from '@portal/contracts/constants';
import { catalogueUrls } from '../shared/api/catalogue-urls';
import { routePatterns, splitLanguagePrefix } from './paths';

/** Reads one API URL into the render's cache (and answers it); refusals are cached as such. */
export type LoadUrl = (url: string) => Promise<unknown>;

const GAME_ROUTES = [routePatterns.game, routePatterns.fullGame, routePatterns.localGame].map((p) => `/${p}`);

/**
 * Loads the API answers a storefront URL is known to read before the server renders it, so
 * the page renders in one pass instead of one per level of data it waits on (a game page reads
 * the game, and only then knows which related games to ask for). It must name the same URLs the
 * components ask for; anything it misses the render loop still finds, one pass later.
 */
export async function loadKnownPageData(pathname: string, lang: Language, load: LoadUrl): Promise<void> {
  const path = decodedAsTheRouterDoes(splitLanguagePrefix(pathname).path);
  const game = path === null ? undefined : GAME_ROUTES.map((pattern) => matchPath(pattern, path)).find(Boolean);
  const sidebar = load(catalogueUrls.categories());
  if (game?.params.ref) {
    const ref = game.params.ref.replace(/%2F/g, '/');
    const detail = (await load(catalogueUrls.game(ref, lang))) as Partial<GameDetail> | null;
    if (typeof detail?.category === 'string') await load(catalogueUrls.related(detail.category, lang));
  }
  await sidebar;
}

/** Each segment percent-decoded, a decoded slash kept encoded (the router matches on this); null if malformed. */
function decodedAsTheRouterDoes(path: string): string | null {
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return null;
  }
}
