import { lazy, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { I18nProvider } from '../shared/i18n/i18n-provider';
import type { Translator } from '../shared/i18n/translator';
import { ApiCacheProvider, type ApiCache } from '../shared/api/api-cache';
import { HeadProvider, type HeadCollector } from '../shared/head/head';
import { AppLayout } from '../features/layout/components/app-layout';
import { HomePage } from '../features/home/components/home-page';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { AppErrorBoundary } from '../features/errors/components/error-boundary';
import { VipMenu } from '../features/vip/components/vip-menu';
import { ConsentSettingsLink } from '../features/consent/components/consent-settings-link';
import { clientLazy } from '../shared/components/client-lazy';
import { AppNavigateProvider } from '../shared/components/app-link';

// Client-only parts, loaded after the page is interactive (kept out of the initial bundle).
const AdBanner = clientLazy(() => import('../features/ads/components/ad-banner').then((m) => m.AdBanner));
// Ads render only after mount (consent, VIP and screen size are the browser's), so their code
// (slot, unit, script loader) waits until then too.
const AdSlot = clientLazy(() => import('../features/ads/components/ad-slot').then((m) => m.AdSlot));
const ConsentDialog = clientLazy(() => import('../features/consent/components/consent-dialog').then((m) => m.ConsentDialog));
import { isGamePath, paths, routePatterns, splitLanguagePrefix } from './paths';
import { loadNamespaces } from './i18n';

// Game and static pages are their own chunks: the home route ships only what the grid needs.
const loadGamePage = () => import('../features/game-play/components/game-page');
const loadLegalPage = () => import('../features/static-pages/components/legal-page');
const loadContactPage = () => import('../features/static-pages/components/contact-page');
const loadSitemapPage = () => import('../features/static-pages/components/sitemap-page');
const GamePage = lazy(() => loadGamePage().then((m) => ({ default: m.GamePage })));
const LegalPage = lazy(() => loadLegalPage().then((m) => ({ default: m.LegalPage })));
const ContactPage = lazy(() => loadContactPage().then((m) => ({ default: m.ContactPage })));
const SitemapPage = lazy(() => loadSitemapPage().then((m) => ({ default: m.SitemapPage })));

/**
 * Starts fetching the chunk of the page at `path` (without its language prefix). The entry
 * calls it before it waits for the language texts, so a game or static page opened directly
 * does not hydrate up to its lazy page, stop, and only then ask for the chunk.
 */
export function preloadPageChunk(path: string): void {
  const load = isGamePath(path)
    ? loadGamePage
    : path === paths.contact
      ? loadContactPage
      : path === paths.sitemap
        ? loadSitemapPage
        : path === paths.privacy || path === paths.terms || path === paths.dmca
          ? loadLegalPage
          : null;
  void load?.().catch(() => undefined);
}

/** The layout with the visitor-specific parts (all rendered after mount only). */
const layout = (
  <AppLayout
    headerExtra={<VipMenu />}
    footerExtra={<ConsentSettingsLink />}
    afterMain={<AdSlot />}
    overlays={
      <>
        <AdBanner />
        <ConsentDialog />
      </>
    }
  />
);

function pageRoutes(prefix: string): ReactNode {
  const at = (p: string) => (prefix ? `${prefix}/${p}` : `/${p}`).replace(/\/$/, '') || '/';
  return (
    <Route key={prefix || 'root'} element={layout}>
      <Route path={at(routePatterns.home)} element={<HomePage />} />
      <Route path={at(routePatterns.game)} element={<GamePage />} />
      <Route path={at(routePatterns.fullGame)} element={<GamePage />} />
      <Route path={at(routePatterns.localGame)} element={<GamePage />} />
      <Route path={at('privacy')} element={<LegalPage page="privacy" />} />
      <Route path={at('terms')} element={<LegalPage page="terms" />} />
      <Route path={at('dmca')} element={<LegalPage page="dmca" />} />
      <Route path={at('contact')} element={<ContactPage />} />
      <Route path={at('sitemap')} element={<SitemapPage />} />
      {prefix && <Route path={`${prefix}/*`} element={<NotFoundPage />} />}
    </Route>
  );
}

export function App({ i18n, cache, missing = null, head = null }: { i18n: Translator; cache: ApiCache; missing?: Set<string> | null; head?: HeadCollector | null }) {
  return (
    <I18nProvider initial={i18n} load={loadNamespaces}>
      <AppErrorBoundary>
        <ApiCacheProvider cache={cache} missing={missing}>
          <HeadProvider collector={head}>
            {/* No Suspense boundary on purpose: the prerender then waits for lazy pages and emits
                plain HTML (a boundary makes React add inline scripts, which the CSP forbids);
                navigations are transitions, so the current page stays until the next one loads. */}
            <AppNavigateProvider>
              <PortalRoutes />
            </AppNavigateProvider>
          </HeadProvider>
        </ApiCacheProvider>
      </AppErrorBoundary>
    </I18nProvider>
  );
}

/**
 * Only the routes of the current URL's language prefix (or none): react-router flattens and
 * ranks every route on each render and navigation, and nine copies of the table cost a phone
 * tens of milliseconds of hydration. An unknown prefix falls through to not-found as before.
 */
function PortalRoutes() {
  const { lang } = splitLanguagePrefix(useLocation().pathname);
  return (
    <Routes>
      {pageRoutes(lang ? `/${lang}` : '')}
      <Route element={layout}>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
