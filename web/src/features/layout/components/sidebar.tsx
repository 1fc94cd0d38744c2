import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../shared/components/app-link';
import { useTranslation } from '../../../shared/i18n/i18n-provider';
import { BROWSE_CATEGORIES, type BrowseCategory } from '@portal/contracts/constants';
import type { CategoryCounts, GameCardPage } from '@portal/contracts';
import { paths, splitLanguagePrefix } from '../../../app/paths';
import { catalogueUrls } from '../../../shared/api/catalogue-urls';
import { useApi } from '../../../shared/api/api-cache';
import { useLanguage } from '../../../shared/hooks/use-language';
import { useFavorites } from '../../../shared/storage/use-favorites';
import { categoryIcon, icon } from '../../../shared/components/icons';
import { Popover } from '../../../shared/components/popover';
import { useEscapeKey } from '../../../shared/hooks/use-escape-key';
import { track } from '../../../shared/analytics/analytics';

export function Sidebar({ collapsed, mobileOpen, onToggle, onClose }: { collapsed: boolean; mobileOpen: boolean; onToggle: (() => void) | null; onClose: () => void }) {
  const { t } = useTranslation();
  const aside = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useDrawerFocus(mobileOpen, onClose, aside, closeButton);
  const { link } = useLanguage();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const favorites = useFavorites();
  const counts = useApi<CategoryCounts>(catalogueUrls.categories());
  const onHome = splitLanguagePrefix(pathname).path === '/';
  const active: string | null = onHome && !params.get('q') ? (params.get('category') ?? 'all') : null;
  const count = (c: BrowseCategory) =>
    c === 'favorites' ? favorites.ids.length : counts.data?.categories.find((x) => x.id === c)?.count;

  return (
    <>
      {mobileOpen && <div className="drawer-scrim" onClick={onClose} aria-hidden="true" />}
      <aside
        ref={aside}
        className={`sidebar ${collapsed ? 'sidebar--collapsed' : ''} ${mobileOpen ? 'sidebar--open' : ''}`}
        aria-label={t('categoriesLabel')}
        data-testid="sidebar"
      >
        <div className="sidebar__top">
          {onToggle && (
            <button type="button" className="icon-btn sidebar__toggle" onClick={onToggle} aria-label={collapsed ? t('expandSidebar') : t('collapseSidebar')} aria-expanded={!collapsed} data-testid="sidebar-toggle">
              {icon('chevron')}
            </button>
          )}
          <button ref={closeButton} type="button" className="icon-btn sidebar__close" onClick={onClose} aria-label={t('close')} data-testid="sidebar-close">
            {icon('close')}
          </button>
        </div>
        <nav>
          <ul className="cat-list">
            {BROWSE_CATEGORIES.map((c) => {
              const n = count(c);
              const name = t(`categories:${c}`);
              return (
                <li key={c}>
                  <AppLink
                    to={link(paths.browse({ category: c }))}
                    className={`cat-link ${active === c ? 'is-active' : ''}`}
                    aria-current={active === c ? 'page' : undefined}
                    title={collapsed ? name : undefined}
                    onClick={() => {
                      track('filter_category', { category: c });
                      onClose();
                    }}
                    data-testid={`category-${c}`}
                  >
                    <span className="cat-link__icon" aria-hidden="true">
                      {categoryIcon(c)}
                    </span>
                    <span className="cat-link__name">{name}</span>
                    {n !== undefined && <span className="cat-link__count">{n}</span>}
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <FavoritesPopover />
      </aside>
    </>
  );
}

/**
 * The phone drawer, while open: focus moves to its close button, Escape closes it, and on closing
 * focus goes back to what opened it if it was still inside (where it would be lost once hidden).
 */
function useDrawerFocus(open: boolean, onClose: () => void, aside: RefObject<HTMLElement | null>, closeButton: RefObject<HTMLButtonElement | null>): void {
  useEscapeKey(open, onClose);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    return () => {
      if (aside.current?.contains(document.activeElement)) opener?.focus();
    };
  }, [open, aside, closeButton]);
}

/** Quick access to favourites from the sidebar, with play and remove. */
function FavoritesPopover() {
  const { t } = useTranslation();
  const { lang, link } = useLanguage();
  const favorites = useFavorites();
  const navigate = useNavigate();
  return (
    <Popover
      // The accessible name starts with the visible text (WCAG 2.5.3 label in name).
      label={t('categories:favorites')}
      icon={
        <>
          {icon('heart')}
          <span className="icon-btn__text">{t('categories:favorites')}</span>
        </>
      }
      badge={favorites.ids.length > 0 ? <span className="badge-count">{favorites.ids.length}</span> : undefined}
      className="fav-popover"
      panelClassName="fav-panel"
      testId="favorites-button"
    >
      {(close) => <FavoritesList ids={favorites.ids} lang={lang} onRemove={favorites.remove} onPlay={(slug) => { close(); navigate(link(paths.game(slug))); }} />}
    </Popover>
  );
}

function FavoritesList({ ids, lang, onRemove, onPlay }: { ids: string[]; lang: string; onRemove: (id: string) => void; onPlay: (slug: string) => void }) {
  const { t } = useTranslation();
  const list = useApi<GameCardPage>(ids.length ? catalogueUrls.games({ lang, ids, limit: 100 }) : null);
  if (!ids.length) return <p className="fav-panel__empty">{t('noFavorites')}</p>;
  const games = (list.data?.data ?? []).filter((g) => ids.includes(g.id));
  return (
    <ul className="fav-list" data-testid="favorites-list">
      {games.map((g) => (
        <li key={g.id} className="fav-item">
          {g.thumbnail?.small ? <img src={g.thumbnail.small} alt="" width={48} height={36} loading="lazy" /> : <span className="fav-item__ph">{icon('gamepad')}</span>}
          <span className="fav-item__name">{g.name}</span>
          <button type="button" className="icon-btn icon-btn--small" aria-label={`${t('play')}: ${g.name}`} onClick={() => onPlay(g.slug)}>
            {icon('play', 16)}
          </button>
          <button type="button" className="icon-btn icon-btn--small" aria-label={`${t('remove')}: ${g.name}`} onClick={() => onRemove(g.id)}>
            {icon('trash', 16)}
          </button>
        </li>
      ))}
    </ul>
  );
}
