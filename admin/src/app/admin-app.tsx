import { lazy, Suspense, useCallback, useState } from 'react';
import { NavLink, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { clearCredentials, hasCredentials } from '../shared/api/admin-client';
import { SignIn } from '../features/auth/components/sign-in';
import { AuthProvider } from '../shared/auth/auth-context';
import { ThemeSwitch } from '../shared/theme/theme-switch';

// Every screen is its own chunk, loaded when opened. The first screen is the dashboard, whose
// chunk alone carries chart.js.
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const CandidateList = lazy(() => import('../features/candidates/components/candidate-list').then((m) => ({ default: m.CandidateList })));
const CrawlerPage = lazy(() => import('../features/crawler/components/crawler-page').then((m) => ({ default: m.CrawlerPage })));
const MessageList = lazy(() => import('../features/messages/components/message-list').then((m) => ({ default: m.MessageList })));
const GamesPage = lazy(() => import('../features/games/components/games-page').then((m) => ({ default: m.GamesPage })));
const ImportPage = lazy(() => import('../features/imports/components/import-page').then((m) => ({ default: m.ImportPage })));
const LocalGamesPage = lazy(() => import('../features/local-games/components/local-games-page').then((m) => ({ default: m.LocalGamesPage })));
const FieldsPage = lazy(() => import('../features/fields/components/fields-page').then((m) => ({ default: m.FieldsPage })));
const LogsPage = lazy(() => import('../features/logs/components/logs-page').then((m) => ({ default: m.LogsPage })));
const VipPage = lazy(() => import('../features/vip/components/vip-page').then((m) => ({ default: m.VipPage })));
const HouseAdsPage = lazy(() => import('../features/house-ads/components/house-ads-page').then((m) => ({ default: m.HouseAdsPage })));

export const adminPaths = {
  dashboard: '/',
  candidates: '/candidates',
  games: '/games',
  import: '/import',
  localGames: '/local-games',
  fields: '/fields',
  logs: '/logs',
  crawler: '/crawler',
  vip: '/vip',
  messages: '/messages',
  houseAds: '/house-ads',
} as const;

export function AdminApp() {
  const { t } = useTranslation();
  const [signedIn, setSignedIn] = useState(hasCredentials());
  const signOut = useCallback(() => {
    clearCredentials();
    setSignedIn(false);
  }, []);

  if (!signedIn) return <SignIn onSignedIn={() => setSignedIn(true)} />;
  return (
    <AuthProvider signOut={signOut}>
    <div className="admin">
      <aside className="admin__nav" aria-label="Admin">
        <p className="admin__brand">{t('title')}</p>
        <nav>
          <NavLink to={adminPaths.dashboard} end>
            {t('title', { ns: 'dashboard' })}
          </NavLink>
          <NavLink to={adminPaths.candidates}>{t('candidates')}</NavLink>
          <NavLink to={adminPaths.games}>{t('games', { ns: 'catalogue' })}</NavLink>
          <NavLink to={adminPaths.import}>{t('import', { ns: 'catalogue' })}</NavLink>
          <NavLink to={adminPaths.localGames}>{t('localGames', { ns: 'catalogue' })}</NavLink>
          <NavLink to={adminPaths.fields}>{t('fields', { ns: 'catalogue' })}</NavLink>
          <NavLink to={adminPaths.logs}>{t('logs', { ns: 'catalogue' })}</NavLink>
          <NavLink to={adminPaths.crawler}>{t('title', { ns: 'crawler' })}</NavLink>
          <NavLink to={adminPaths.vip}>{t('vip', { ns: 'catalogue' })}</NavLink>
          <NavLink to={adminPaths.messages}>{t('title', { ns: 'messages' })}</NavLink>
          <NavLink to={adminPaths.houseAds}>{t('title', { ns: 'house-ads' })}</NavLink>
        </nav>
        <ThemeSwitch />
        <button className="btn btn--ghost" type="button" onClick={signOut}>
          {t('signOut')}
        </button>
      </aside>
      <main className="admin__main">
        <Suspense fallback={<p aria-busy="true" className="dim">{t('loading')}</p>}>
        <Routes>
          <Route path={adminPaths.dashboard} element={<DashboardPage />} />
          <Route path={adminPaths.candidates} element={<CandidateList />} />
          <Route path={adminPaths.games} element={<GamesPage />} />
          <Route path={adminPaths.import} element={<ImportPage />} />
          <Route path={adminPaths.localGames} element={<LocalGamesPage />} />
          <Route path={adminPaths.fields} element={<FieldsPage />} />
          <Route path={adminPaths.logs} element={<LogsPage />} />
          <Route path={adminPaths.crawler} element={<CrawlerPage />} />
          <Route path={adminPaths.vip} element={<VipPage />} />
          <Route path={adminPaths.messages} element={<MessageList />} />
          <Route path={adminPaths.houseAds} element={<HouseAdsPage />} />
        </Routes>
        </Suspense>
      </main>
    </div>
    </AuthProvider>
  );
}
