import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../shared/components/app-link';
import { useTranslation } from '../../../shared/i18n/i18n-provider';
import { BROWSE_CATEGORIES, type BrowseCategory } from '@portal/contracts/constants';
import type { GameCard as GameCardData, GameCardPage } from '@portal/contracts';
import { paths } from '../../../app/paths';
import { catalogueUrls } from '../../../shared/api/catalogue-urls';
import { getJson, useApi } from '../../../shared/api/api-cache';
import { GameCard } from '../../../shared/components/game-card';
import { HydrateLater } from '../../../shared/components/hydrate-later';
import { useLanguage } from '../../../shared/hooks/use-language';
import { useFavorites, useRecentlyPlayed } from '../../../shared/storage/use-favorites';
import { useHead } from '../../../shared/head/head';
import { track } from '../../../shared/analytics/analytics';
import { Hero } from './hero';
import { icon } from '../../../shared/components/icons';

/** How many cards are above the fold on a wide screen: those load eagerly (the first one before anything else; on a phone it is the only one on screen). */
const EAGER_CARDS = 4;
/** The loading screen may cover the first load for at most this long. */
const LOADING_SCREEN_MS = 2000;

export function HomePage() {
  const { t } = useTranslation();
  const { lang, link } = useLanguage();
  const [params] = useSearchParams();
  const search = (params.get('q') ?? '').trim();
  const rawCategory = params.get('category') ?? 'all';
  const category: BrowseCategory = search ? 'all' : (BROWSE_CATEGORIES as readonly string[]).includes(rawCategory) ? (rawCategory as BrowseCategory) : 'all';
  const favorites = useFavorites();
  const favoritesView = category === 'favorites';
  const query = { lang, category, search, ids: favoritesView ? favorites.ids : undefined };
  const firstUrl = favoritesView && favorites.ids.length === 0 ? null : catalogueUrls.games({ ...query, page: 1 });
  const first = useApi<GameCardPage>(firstUrl);
  const counts = useApi<{ total: number }>(catalogueUrls.categories());
  const more = useLoadMore(firstUrl, query);
  const data = firstUrl ? first.data : { data: [], total: 0, page: 1, limit: 12, hasMore: false };
  const games: GameCardData[] = data ? [...data.data, ...more.games] : [];
  const total = data?.total ?? 0;
  const showHero = !search && category === 'all';
  const title = search ? t('searchResults', { term: search }) : t(`categories:${category}`);

  useHead({
    title: showHero ? `${t('brand')} · ${t('tagline')}` : `${title} · ${t('brand')}`,
    description: showHero ? t('metaDescription') : t('categoryDescription', { category: title }),
    canonical: search ? paths.browse({ search }) : paths.browse({ category }),
    noindex: !!search || favoritesView,
  });

  useEffect(() => {
    if (search && data) track('search', { searchTerm: search.slice(0, 100), resultsCount: data.total });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, data?.total]);

  return (
    <section className="home" aria-labelledby="home-title">
      <LoadingScreen active={first.loading} />
      {showHero && <Hero total={counts.data?.total} />}
      {showHero && <RecentlyPlayed />}
      <div className="section-head">
        <h2 id="home-title">{title}</h2>
        {data && (
          <span className="count-pill" data-testid="result-count">
            {t('gameCount', { count: total })}
          </span>
        )}
      </div>
      {first.error && (
        <div className="notice notice--error" role="alert">
          <p>{first.error.message}</p>
          <button className="btn" type="button" onClick={first.reload}>
            {t('retry')}
          </button>
        </div>
      )}
      {first.loading && <div className="grid-skeleton" role="status" aria-busy="true" aria-label={t('loading')} />}
      {data && games.length === 0 && (
        <div className="empty" data-testid="empty-state">
          <p className="empty__icon" aria-hidden="true">
            {icon(search ? 'search' : 'gamepad', 44)}
          </p>
          <p>{search ? t('noMatches', { term: search }) : favoritesView ? t('noFavorites') : t('empty')}</p>
          <AppLink className="btn btn--primary" to={link(paths.home)}>
            {t('browseAll')}
          </AppLink>
        </div>
      )}
      <div className="game-grid" data-testid="game-grid">
        {games.slice(0, EAGER_CARDS).map((g, i) => (
          <GameCard key={g.id} game={g} eager first={i === 0} />
        ))}
        {/* The cards below the fold hydrate on their own, after the shell and the first cards. */}
        <HydrateLater>
          {games.slice(EAGER_CARDS).map((g) => (
            <GameCard key={g.id} game={g} eager={false} first={false} />
          ))}
        </HydrateLater>
      </div>
      {data && games.length < total && (
        <div className="load-more">
          <button className="btn btn--ghost" type="button" disabled={more.loading} onClick={more.loadNext} data-testid="load-more">
            {more.loading ? t('loading') : t('loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}

/** Covers a first load that has no data yet, for at most 2 s; ready content is never held back. */
/**
 * Only the app's first load of home may be covered: once the screen has been off (data was
 * there at mount, it arrived, or the 2 s ran out) it never comes back, not even for a
 * category change a moment later. Module state, so it holds across remounts of the page.
 */
let loadingScreenDone = false;

function LoadingScreen({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!active) {
      loadingScreenDone = true;
      return;
    }
    const timer = setTimeout(() => {
      loadingScreenDone = true;
      setExpired(true);
    }, LOADING_SCREEN_MS);
    return () => clearTimeout(timer);
  }, [active]);
  if (!active || expired || loadingScreenDone) return null;
  return (
    <div className="loading-screen" role="status" aria-label={t('loading')} data-testid="loading-screen">
      <span className="loading-screen__logo" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}

function RecentlyPlayed() {
  const { t } = useTranslation();
  const { link } = useLanguage();
  const recent = useRecentlyPlayed();
  if (!recent.length) return null;
  return (
    <section className="recent" aria-labelledby="recent-title" data-testid="recently-played">
      <h2 id="recent-title" className="recent__title">
        {t('recentlyPlayed')}
      </h2>
      <ul className="recent__list">
        {recent.map((g) => (
          <li key={g.id}>
            <AppLink to={link(paths.game(g.slug))} className="recent__item" onClick={() => track('recent_game_click', { gameId: g.id })}>
              {g.thumb ? <img src={g.thumb} alt="" width={64} height={48} loading="lazy" /> : <span className="recent__ph" aria-hidden="true">{icon('gamepad')}</span>}
              <span>{g.name}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Pages 2..n, appended one at a time as "load more" is pressed (page 1 comes from the cache). */
function useLoadMore(key: string | null, query: { lang: string; category: string; search: string; ids?: string[] }) {
  const [state, setState] = useState<{ key: string | null; page: number; games: GameCardData[] }>({ key, page: 1, games: [] });
  const [loading, setLoading] = useState(false);
  const current = state.key === key ? state : { key, page: 1, games: [] };
  const loadNext = () => {
    setLoading(true);
    getJson<GameCardPage>(catalogueUrls.games({ ...query, page: current.page + 1 }))
      .then((next) => setState({ key, page: current.page + 1, games: [...current.games, ...next.data] }))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };
  return { games: current.games, loading, loadNext };
}
