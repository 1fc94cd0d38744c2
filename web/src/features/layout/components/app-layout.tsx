import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppLink } from '../../../shared/components/app-link';
import { useTranslation } from '../../../shared/i18n/i18n-provider';
import { isGamePath, paths, splitLanguagePrefix } from '../../../app/paths';
import { isRtl } from '../../../app/i18n';
import { useLanguage } from '../../../shared/hooks/use-language';
import { STORAGE_KEYS, useStoredRaw, writeRaw } from '../../../shared/storage/local-store';
import { applySettingsToDocument, useSettings } from '../../../shared/settings/settings';
import { icon } from '../../../shared/components/icons';
import { setDocumentLanguage } from '../../../shared/head/head';
import { track } from '../../../shared/analytics/analytics';
import { RouteErrorBoundary } from '../../errors/components/error-boundary';
import { HydrateLater } from '../../../shared/components/hydrate-later';
import { Sidebar } from './sidebar';
import { SearchBox, SearchOverlay } from './search-box';
import { LanguageMenu, SettingsMenu } from './header-menus';

/**
 * Header, sidebar, main and footer around every page. The app composes visitor-specific parts
 * in (VIP menu, consent, ads) so this feature needs nothing from theirs.
 */
export function AppLayout({
  headerExtra,
  footerExtra,
  afterMain,
  overlays,
}: { headerExtra?: ReactNode; footerExtra?: ReactNode; afterMain?: ReactNode; overlays?: ReactNode } = {}) {
  const { t, i18n } = useTranslation();
  const { link, lang } = useLanguage();
  const { pathname, search } = useLocation();
  const { lang: prefix, path } = splitLanguagePrefix(pathname);
  const settings = useSettings();
  const storedCollapsed = useStoredRaw(STORAGE_KEYS.sidebarCollapsed) === '1';
  const forced = isGamePath(path);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const closeSearch = useCallback(() => setSearchOpen(false), []);
  // Stable, so the drawer's focus handling does not restart on every render of the layout.
  const closeMenu = useCallback(() => setMobileOpen(false), []);

  useEffect(() => applySettingsToDocument(settings.theme, settings.fontSize), [settings.theme, settings.fontSize]);

  // The URL prefix wins: back/forward between /en and /de switches the language too.
  useEffect(() => {
    if (prefix && prefix !== i18n.language) void i18n.changeLanguage(prefix);
  }, [prefix, i18n]);
  useEffect(() => {
    setDocumentLanguage(lang, isRtl(lang) ? 'rtl' : 'ltr');
  }, [lang]);

  useEffect(() => {
    setMobileOpen(false);
    track('page_view');
  }, [pathname, search]);

  return (
    <div className={`app ${forced || storedCollapsed ? 'app--collapsed' : ''}`}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="site-header">
        <button type="button" className="icon-btn header__menu" aria-label={t('openMenu')} aria-expanded={mobileOpen} onClick={() => setMobileOpen(true)} data-testid="menu-button">
          {icon('menu')}
        </button>
        <AppLink to={link(paths.home)} className="brand" aria-label={t('brand')}>
          <span className="brand__logo" aria-hidden="true">
            {icon('play', 18)}
          </span>
          <span className="brand__name">{t('brand')}</span>
        </AppLink>
        <SearchBox className="header__search" />
        <div className="header__actions">
          <button type="button" className="icon-btn header__search-btn" aria-label={t('search')} onClick={() => setSearchOpen(true)} data-testid="search-open">
            {icon('search')}
          </button>
          {headerExtra}
          <LanguageMenu />
          <SettingsMenu />
        </div>
      </header>
      {searchOpen && <SearchOverlay onClose={closeSearch} />}
      <div className="app__body">
        <HydrateLater>
          <Sidebar
            collapsed={forced || storedCollapsed}
            mobileOpen={mobileOpen}
            onToggle={forced ? null : () => writeRaw(STORAGE_KEYS.sidebarCollapsed, storedCollapsed ? '0' : '1')}
            onClose={closeMenu}
          />
        </HydrateLater>
        <div className="app__content">
          <main id="main" className="site-main" tabIndex={-1}>
            <RouteErrorBoundary resetKey={pathname + search}>
              <Outlet />
            </RouteErrorBoundary>
            {afterMain}
          </main>
          <HydrateLater>
            <footer className="site-footer">
              <nav aria-label={t('footerNav')}>
                <ul className="footer-links">
                  {(['privacy', 'terms', 'dmca', 'contact', 'sitemap'] as const).map((p) => (
                    <li key={p}>
                      <AppLink to={link(paths[p])}>{t(`page_${p}`)}</AppLink>
                    </li>
                  ))}
                  {footerExtra && <li>{footerExtra}</li>}
                </ul>
              </nav>
              <p>
                © {new Date().getFullYear()} {t('brand')} · {t('footerNote')}
              </p>
            </footer>
          </HydrateLater>
        </div>
      </div>
      {overlays}
    </div>
  );
}
