import { startTransition, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { AppLink } from '../../../shared/components/app-link';
import { HydrateLater } from '../../../shared/components/hydrate-later';
import { useTranslation } from '../../../shared/i18n/i18n-provider';
import type { EngagementState, GameCardPage, GameDetail } from '@portal/contracts';
import { paths, splitLanguagePrefix } from '../../../app/paths';
import { catalogueUrls } from '../../../shared/api/catalogue-urls';
import { useApi, ApiError, getJson } from '../../../shared/api/api-cache';
import { useLanguage } from '../../../shared/hooks/use-language';
import { useHead } from '../../../shared/head/head';
import { useSettings } from '../../../shared/settings/settings';
import { rememberPlayed, useFavorites } from '../../../shared/storage/use-favorites';
import { GameCard } from '../../../shared/components/game-card';
import { icon } from '../../../shared/components/icons';
import { formatPlays } from '../../../shared/format';
import { track } from '../../../shared/analytics/analytics';
import { GameFrame, type GameFrameHandle } from './game-frame';

export function GamePage() {
  const { ref = '' } = useParams();
  const { t } = useTranslation();
  const { lang, link } = useLanguage();
  const { pathname } = useLocation();
  const full = splitLanguagePrefix(pathname).path.startsWith('/game/');
  const { data: game, error, loading } = useApi<GameDetail>(catalogueUrls.game(ref, lang));

  useHead(
    game
      ? {
          title: `${game.name} · ${t('brand')}`,
          description: game.description.slice(0, 160),
          canonical: paths.game(game.slug),
          image: game.thumbnail?.large ?? game.thumbnail?.small,
          type: 'game',
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'VideoGame',
            name: game.name,
            description: game.description,
            genre: t(`categories:${game.category}`),
            gamePlatform: 'Web browser',
            applicationCategory: 'Game',
            operatingSystem: 'Any',
            inLanguage: lang,
            offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
            ...(game.rating !== null && game.ratingCount > 0
              ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: game.rating, ratingCount: game.ratingCount, bestRating: 5, worstRating: 1 } }
              : {}),
          },
        }
      : error
        ? {
            title: `${t('notFoundTitle')} · ${t('brand')}`,
            description: t('gameNotFound'),
            canonical: paths.game(ref),
            noindex: true,
            ...(error instanceof ApiError && (error.status === 404 || error.status === 410) ? { status: error.status } : {}),
          }
        : null,
  );

  if (loading) return <div className="game-page game-page--loading" role="status" aria-busy="true" aria-label={t('loading')} />;
  if (error || !game) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 410 || error.status === 400);
    return (
      <section className="not-found" data-testid={missing ? 'not-found' : undefined}>
        <h1>{missing ? t('notFoundTitle') : t('errorTitle')}</h1>
        <p>{missing ? t('gameNotFound') : (error?.message ?? '')}</p>
        <AppLink className="btn btn--primary" to={link(paths.home)}>
          {t('backToGames')}
        </AppLink>
      </section>
    );
  }
  return <GameView key={game.id} game={game} full={full} />;
}

function GameView({ game, full }: { game: GameDetail; full: boolean }) {
  const { t } = useTranslation();
  const { lang, link } = useLanguage();
  const settings = useSettings();
  const favorites = useFavorites();
  const [reloadKey, setReloadKey] = useState(0);
  const [toast, setToast] = useState('');
  const frame = useRef<GameFrameHandle>(null);
  const played = useRef(false);
  const engagement = useEngagement(game.slug);
  const fav = favorites.has(game.id);
  const started = useRef(performance.now());

  useEffect(() => {
    rememberPlayed({ id: game.id, slug: game.slug, name: game.name, thumb: game.thumbnail?.small });
    track('game_view', { gameId: game.id });
  }, [game.id, game.slug, game.name, game.thumbnail?.small]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(''), 2500);
    return () => clearTimeout(timer);
  }, [toast]);

  // The game's load time counts from the moment the visitor asked for it.
  const onStart = () => {
    started.current = performance.now();
  };

  const onLoaded = () => {
    if (played.current) return;
    played.current = true;
    track('game_play', { gameId: game.id });
    track('game_load_performance', { gameId: game.id, value: Math.round(performance.now() - started.current) });
    engagement.play();
  };

  // A frame that failed or timed out: an error naming the game, with how long the visitor waited.
  const onFailed = () => track('error', { gameId: game.id, value: Math.round(performance.now() - started.current) });

  const share = async () => {
    const url = location.href;
    track('game_share', { gameId: game.id });
    if (navigator.share) {
      try {
        await navigator.share({ title: game.name, text: game.description.slice(0, 120), url });
        return;
      } catch (e) {
        if ((e as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setToast(t('linkCopied'));
    } catch {
      setToast(url);
    }
  };

  const fullscreen = () => {
    track('game_fullscreen', { gameId: game.id });
    frame.current?.start();
    void frame.current?.element?.requestFullscreen?.().catch(() => undefined);
  };

  const builtinUrl = `${game.playUrl}?lang=${encodeURIComponent(lang)}`;

  return (
    <article className={`game-page ${full ? 'game-page--full' : ''}`} aria-labelledby="game-title">
      <nav className="breadcrumbs" aria-label={t('breadcrumbs')}>
        <AppLink to={link(paths.home)}>{t('categories:all')}</AppLink>
        <span aria-hidden="true">›</span>
        <AppLink to={link(paths.browse({ category: game.category }))}>{t(`categories:${game.category}`)}</AppLink>
      </nav>
      <div className="game-page__head">
        <h1 id="game-title">{game.name}</h1>
        <div className="game-page__stats">
          <span className="rating">
            {icon('star', 14)} {engagement.state?.rating?.toFixed(1) ?? game.rating?.toFixed(1) ?? t('noRating')}
          </span>
          <span>{t('plays', { value: formatPlays(engagement.state?.plays ?? game.plays) })}</span>
        </div>
      </div>
      {/* The full-page view is where a visitor went to play: the game starts at once there. */}
      <GameFrame ref={frame} game={game} lang={lang} muted={settings.muted} reloadKey={reloadKey} autoStart={full} onStart={onStart} onLoaded={onLoaded} onFailed={onFailed} />
      <div className="toolbar" role="toolbar" aria-label={t('gameActions')}>
        <button type="button" className="tool-btn" onClick={fullscreen} data-testid="fullscreen">
          {icon('expand', 18)} {t('fullscreen')}
        </button>
        <button
          type="button"
          className="tool-btn"
          onClick={() => {
            track('game_reload', { gameId: game.id });
            frame.current?.start();
            setReloadKey((k) => k + 1);
          }}
          data-testid="reload"
        >
          {icon('reload', 18)} {t('reload')}
        </button>
        <button type="button" className="tool-btn" onClick={() => void share()} data-testid="share">
          {icon('share', 18)} {t('share')}
        </button>
        <button type="button" className={`tool-btn ${fav ? 'is-on' : ''}`} aria-pressed={fav} onClick={() => favorites.toggle(game.id) && track('game_favorite', { gameId: game.id })}>
          {icon('heart', 18)} {fav ? t('removeFromFavorites') : t('addToFavorites')}
        </button>
        <button
          type="button"
          className={`tool-btn ${engagement.state?.liked ? 'is-on' : ''}`}
          aria-pressed={engagement.state?.liked ?? false}
          disabled={!engagement.state}
          onClick={() => engagement.like(!engagement.state?.liked)}
          data-testid="like"
        >
          {icon('like', 18)} {t('like')} <span data-testid="like-count">{engagement.state?.likes ?? game.likes}</span>
        </button>
        <StarRating value={engagement.state?.myRating ?? null} disabled={!engagement.state} onRate={engagement.rate} />
        {game.kind === 'builtin' && (
          <a className="tool-btn" href={builtinUrl} target="_blank" rel="noopener" data-testid="open-new-tab">
            {icon('external', 18)} {t('openInNewTab')}
          </a>
        )}
        {!full && (
          <AppLink className="tool-btn" to={link(paths.fullGame(game.slug))}>
            {t('fullPage')}
          </AppLink>
        )}
      </div>
      {(toast || engagement.message) && (
        <p className="toast" role="status">
          {toast || engagement.message}
        </p>
      )}
      {!full && (
        <div className="game-page__grid">
          <section className="game-page__info">
            <h2>{t('aboutGame')}</h2>
            <p>{game.description}</p>
            <dl className="meta">
              {game.meta.difficulty && (
                <>
                  <dt>{t('difficulty')}</dt>
                  <dd>{t(`difficulty_${game.meta.difficulty}`, { defaultValue: game.meta.difficulty })}</dd>
                </>
              )}
              {game.meta.duration && (
                <>
                  <dt>{t('duration')}</dt>
                  <dd>{t('minutes', { value: game.meta.duration })}</dd>
                </>
              )}
              <dt>{t('category')}</dt>
              <dd>{t(`categories:${game.category}`)}</dd>
            </dl>
            {game.meta.controls.length > 0 && (
              <>
                <h2>{t('howToPlay')}</h2>
                <ul className="controls">
                  {game.meta.controls.map((c) => (
                    <li key={c.key}>
                      <kbd>{c.key}</kbd> {c.action}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {game.meta.gameplayTips.length > 0 && (
              <>
                <h2>{t('tips')}</h2>
                <ul className="tips">
                  {game.meta.gameplayTips.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <HydrateLater>
            <RelatedGames game={game} />
          </HydrateLater>
        </div>
      )}
    </article>
  );
}

function StarRating({ value, disabled, onRate }: { value: number | null; disabled: boolean; onRate: (n: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="stars" role="group" aria-label={t('rateGame')} data-testid="rating">
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          className={`star ${value !== null && n <= value ? 'is-on' : ''}`}
          aria-pressed={value === n}
          aria-label={t('rateStars', { count: n })}
          disabled={disabled}
          onClick={() => onRate(n)}
        >
          {icon('star', 18)}
        </button>
      ))}
    </div>
  );
}

function RelatedGames({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const list = useApi<GameCardPage>(catalogueUrls.related(game.category, lang));
  const related = (list.data?.data ?? []).filter((g) => g.id !== game.id).slice(0, 6);
  if (!related.length) return null;
  return (
    <section className="related" aria-labelledby="related-title" data-testid="related-games">
      <h2 id="related-title">{t('relatedGames')}</h2>
      <div className="related__grid">
        {related.map((g) => (
          <GameCard key={g.id} game={g} onOpen={() => track('recommendation_click', { gameId: g.id })} />
        ))}
      </div>
    </section>
  );
}

/** Counters and this visitor's votes, fetched in the browser only (they are per visitor, never cached). */
function useEngagement(slug: string) {
  const { t } = useTranslation();
  const [state, setState] = useState<EngagementState | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    let live = true;
    // A transition: the counters arrive while the page is still hydrating, and a plain update
    // would re-render the whole game page (toolbar, details, related games) in one task.
    getJson<EngagementState>(catalogueUrls.engagement(slug)).then((s) => live && startTransition(() => setState(s)), () => undefined);
    return () => {
      live = false;
    };
  }, [slug]);
  const post = async <T,>(url: string, body?: unknown): Promise<T | null> => {
    const res = await fetch(url, {
      method: 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch(() => null);
    if (!res) return null;
    if (res.status === 429) {
      setMessage(t('tooManyVotes'));
      return null;
    }
    return res.ok ? ((await res.json()) as T) : null;
  };
  return {
    state,
    message,
    play: () => void post<{ plays: number }>(catalogueUrls.play(slug)).then((r) => r && setState((s) => (s ? { ...s, plays: r.plays } : s))),
    like: (liked: boolean) => void post<EngagementState>(catalogueUrls.like(slug), { liked }).then((s) => s && setState(s)),
    rate: (stars: number) => void post<EngagementState>(catalogueUrls.rate(slug), { stars }).then((s) => s && setState(s)),
  };
}
