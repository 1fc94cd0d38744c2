import { startTransition, useCallback, useState, type KeyboardEvent } from 'react';
import { AppLink, useAppNavigate } from './app-link';
import { useTranslation } from '../i18n/i18n-provider';
import type { GameCard as GameCardData } from '@portal/contracts';
import { paths } from '../../app/paths';
import { formatPlays } from '../format';
import { useLanguage } from '../hooks/use-language';
import { useFavorites } from '../storage/use-favorites';
import { track } from '../analytics/analytics';
import { icon } from './icons';

const THUMB_W = 320;
const THUMB_H = 240;

/**
 * A game in the grid. The card is one link (Enter opens it; Space does too), and
 * the favourite toggle sits beside it rather than inside, so no control is nested in another.
 * The media box has a fixed aspect ratio, so thumbnails never shift the layout.
 */
/**
 * `eager`: above the fold on a wide screen, so fetched at once rather than when scrolled near.
 * `first`: the page's likely largest paint, fetched before everything else.
 */
export function GameCard({ game, eager = false, first = false, onOpen }: { game: GameCardData; eager?: boolean; first?: boolean; onOpen?: () => void }) {
  const { t } = useTranslation();
  const { link } = useLanguage();
  const navigate = useAppNavigate();
  const favorites = useFavorites();
  const [imageState, setImageState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const href = link(paths.game(game.slug));
  const thumb = game.thumbnail?.small;
  const fav = favorites.has(game.id);
  // A prerendered image may finish (or fail) before hydration attaches its handlers: check on
  // mount. Only a lazy image's load matters (it fades in); an eager one is shown as it arrives,
  // so its load re-renders nothing. As a transition: an update while hydration commits would be
  // synchronous and pull every pending effect and re-render of the page into that one task.
  const imgRef = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img?.complete) return;
      if (img.naturalWidth === 0) startTransition(() => setImageState('failed'));
      else if (!eager) startTransition(() => setImageState('loaded'));
    },
    [eager],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === ' ') {
      e.preventDefault();
      onOpen?.();
      navigate(href);
    }
  };

  return (
    <article className="game-card">
      <AppLink to={href} className="game-card__link" onKeyDown={onKeyDown} onClick={onOpen} data-testid="game-card">
        <div className="game-card__media" data-image={thumb ? imageState : 'absent'}>
          {thumb && imageState !== 'failed' ? (
            <img
              ref={imgRef}
              src={thumb}
              srcSet={game.thumbnail?.large ? `${thumb} 320w, ${game.thumbnail.large} 640w` : undefined}
              sizes="(max-width: 560px) 100vw, (max-width: 900px) 50vw, 320px"
              width={THUMB_W}
              height={THUMB_H}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : undefined}
              decoding="async"
              // Above-the-fold images paint as soon as they arrive (they are the LCP); only lazy ones fade in.
              className={[eager ? '' : 'is-lazy', imageState === 'loaded' ? 'is-loaded' : ''].filter(Boolean).join(' ') || undefined}
              onLoad={eager ? undefined : () => setImageState('loaded')}
              onError={() => setImageState('failed')}
            />
          ) : (
            <div className="game-card__placeholder" aria-hidden="true">
              {icon('gamepad', 40)}
            </div>
          )}
          {game.featured && <span className="badge badge--featured">{t('featured')}</span>}
          <span className="game-card__play" aria-hidden="true">
            {icon('play', 28)}
          </span>
        </div>
        <div className="game-card__body">
          <h3 className="game-card__title">{game.name}</h3>
          <p className="game-card__desc">{game.description}</p>
          <div className="game-card__meta">
            <span className="rating">
              {icon('star', 14)} {game.rating === null ? t('noRating') : game.rating.toFixed(1)}
            </span>
            <span className="plays">{t('plays', { value: formatPlays(game.plays) })}</span>
          </div>
          <span className="game-card__mobile-play btn btn--primary btn--small" aria-hidden="true">
            {icon('play', 14)} {t('play')}
          </span>
        </div>
      </AppLink>
      <button
        type="button"
        className={`fav-toggle ${fav ? 'is-on' : ''}`}
        aria-pressed={fav}
        aria-label={`${fav ? t('removeFromFavorites') : t('addToFavorites')}: ${game.name}`}
        title={fav ? t('removeFromFavorites') : t('addToFavorites')}
        onClick={() => {
          const added = favorites.toggle(game.id);
          if (added) track('game_favorite', { gameId: game.id });
        }}
        data-testid="favorite-toggle"
      >
        {icon('heart', 18)}
      </button>
    </article>
  );
}
