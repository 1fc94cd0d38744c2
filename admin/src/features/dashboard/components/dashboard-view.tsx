import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { STATS_PERIODS, type AnalyticsSummary, type CandidateDailyStats, type GameCount, type GameLoadStats, type TrafficSegment } from '@portal/contracts';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { Notice } from '../../../shared/components/notice';
import { useDashboard } from '../hooks/use-dashboard';
import { ChartCanvas } from './chart-canvas';
import { ChartCard } from './chart-card';
import { KpiTiles } from './kpi-tiles';

const DEFAULT_DAYS = 7;
const TOP_IN_CHART = 10;

function periodOf(raw: string | null): number {
  const n = Number(raw);
  return (STATS_PERIODS as readonly number[]).includes(n) ? n : DEFAULT_DAYS;
}

/** The admin's first screen: what visitors did and what the pool received, over 7, 30 or 90 days. */
export function DashboardView() {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.language;
  const [params, setParams] = useSearchParams();
  // The choice is state first (a radio button shows it at once) and kept in the address too, so a reload keeps it.
  const [days, setDaysState] = useState(() => periodOf(params.get('days')));
  const { traffic, candidates, loading, error } = useDashboard(days);

  const setDays = (d: number) => {
    setDaysState(d);
    setParams(d === DEFAULT_DAYS ? {} : { days: String(d) }, { replace: true });
  };
  const empty = traffic && candidates && traffic.events.length === 0 && candidates.totals.created === 0 && candidates.totals.published === 0;

  return (
    <div className="dashboard">
      <div className="section-head">
        <h1>{t('title')}</h1>
        <fieldset className="period push-end">
          <legend className="visually-hidden">{t('period')}</legend>
          {STATS_PERIODS.map((d) => (
            <label key={d} className={`period__option${d === days ? ' is-on' : ''}`}>
              <input type="radio" name="dashboard-period" value={d} checked={d === days} onChange={() => setDays(d)} />
              {t(`last${d}`)}
            </label>
          ))}
        </fieldset>
      </div>
      <Notice error={error} />
      {!traffic || !candidates ? (
        <p aria-busy="true" className="dim">
          {t('loading', { ns: 'admin' })}
        </p>
      ) : (
        <div className="stack" aria-busy={loading}>
          <p className="dim small dash-period">{t('periodNote', { from: formatDay(traffic.from, locale, true), to: formatDay(traffic.to, locale, true) })}</p>
          <KpiTiles
            locale={locale}
            items={[
              { key: 'visitors', label: t('visitors'), value: traffic.totals.visitors, previous: traffic.previous.visitors },
              { key: 'page-views', label: t('pageViews'), value: traffic.totals.pageViews, previous: traffic.previous.pageViews },
              { key: 'game-views', label: t('gameViews'), value: traffic.totals.gameViews, previous: traffic.previous.gameViews },
              { key: 'plays', label: t('plays'), value: traffic.totals.plays, previous: traffic.previous.plays },
              { key: 'new-candidates', label: t('newCandidates'), value: candidates.totals.created, previous: candidates.previous.created },
              { key: 'publications', label: t('publications'), value: candidates.totals.published, previous: candidates.previous.published },
            ]}
          />
          {empty ? (
            <div className="empty" data-testid="dashboard-empty">
              <p>
                <strong>{t('emptyTitle')}</strong>
              </p>
              <p>{t('emptyText')}</p>
            </div>
          ) : (
            <DashboardCards traffic={traffic} candidates={candidates} locale={locale} />
          )}
        </div>
      )}
    </div>
  );
}

function formatDay(day: string, locale: string, withYear = false): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

function DashboardCards({ traffic, candidates, locale }: { traffic: AnalyticsSummary; candidates: CandidateDailyStats; locale: string }) {
  const { t } = useTranslation('dashboard');
  const num = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const n = (v: number) => num.format(v);
  const seconds = (ms: number | null) => (ms === null ? '–' : t('seconds', { value: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(ms / 1000) }));
  const dayLabels = traffic.series.map((d) => formatDay(d.day, locale));
  const from = formatDay(traffic.from, locale);
  const to = formatDay(traffic.to, locale);

  const languageName = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'language' });
    } catch {
      /* an engine without DisplayNames shows the codes */
    }
    return (code: string) => (code === 'other' ? t('otherLanguage') : (names?.of(code) ?? code));
  }, [locale, t]);
  const deviceName = (key: string) => t(`device.${key}`, { defaultValue: key });

  const gameName = (g: { gameId: string; name: string | null }) => g.name ?? t('removedGame', { id: g.gameId });
  const topSummary = (title: string, list: GameCount[]) =>
    `${title}: ${list
      .slice(0, 5)
      .map((g, i) => `${i + 1}. ${gameName(g)} (${n(g.count)})`)
      .join(', ')}`;

  const trafficColumns: Column<AnalyticsSummary['series'][number]>[] = [
    { key: 'day', header: t('day'), cell: (d) => formatDay(d.day, locale), className: 'nowrap' },
    { key: 'visitors', header: t('visitors'), cell: (d) => n(d.visitors), className: 'num' },
    { key: 'pageViews', header: t('pageViews'), cell: (d) => n(d.pageViews), className: 'num' },
    { key: 'gameViews', header: t('gameViews'), cell: (d) => n(d.gameViews), className: 'num' },
    { key: 'plays', header: t('plays'), cell: (d) => n(d.plays), className: 'num' },
  ];
  const candidateColumns: Column<CandidateDailyStats['series'][number]>[] = [
    { key: 'day', header: t('day'), cell: (d) => formatDay(d.day, locale), className: 'nowrap' },
    { key: 'created', header: t('newCandidates'), cell: (d) => n(d.created), className: 'num' },
    { key: 'published', header: t('publications'), cell: (d) => n(d.published), className: 'num' },
  ];
  const gameColumns = (countLabel: string): Column<GameCount & { rank: number }>[] => [
    { key: 'rank', header: '#', cell: (g) => n(g.rank), className: 'num' },
    { key: 'name', header: t('game'), cell: (g) => gameName(g) },
    { key: 'count', header: countLabel, cell: (g) => n(g.count), className: 'num' },
  ];
  const ranked = (list: GameCount[]) => list.map((g, i) => ({ ...g, rank: i + 1 }));
  const termColumns: Column<{ key: string; count: number }>[] = [
    { key: 'term', header: t('term'), cell: (s) => <bdi>{s.key}</bdi> },
    { key: 'count', header: t('searchCount'), cell: (s) => n(s.count), className: 'num' },
  ];
  const segmentColumns = (label: string, name: (k: string) => string): Column<TrafficSegment>[] => [
    { key: 'key', header: label, cell: (s) => name(s.key) },
    { key: 'visitors', header: t('visitors'), cell: (s) => n(s.visitors), className: 'num' },
    { key: 'pageViews', header: t('pageViews'), cell: (s) => n(s.pageViews), className: 'num' },
  ];
  const loadColumns: Column<GameLoadStats>[] = [
    { key: 'name', header: t('game'), cell: (g) => gameName(g) },
    { key: 'errors', header: t('loadErrors'), cell: (g) => n(g.errors), className: 'num' },
    { key: 'slow', header: t('slowLoads'), cell: (g) => n(g.slow), className: 'num' },
    { key: 'loads', header: t('loads'), cell: (g) => n(g.loads), className: 'num' },
    { key: 'avg', header: t('meanLoad'), cell: (g) => seconds(g.avgMs), className: 'num nowrap' },
  ];
  const segmentChart = (segments: TrafficSegment[], name: (k: string) => string, title: string, testId: string) => (
    <ChartCanvas
      type="bar"
      horizontal
      locale={locale}
      labels={segments.map((s) => name(s.key))}
      series={[
        { label: t('visitors'), values: segments.map((s) => s.visitors) },
        { label: t('pageViews'), values: segments.map((s) => s.pageViews) },
      ]}
      height={Math.max(160, 44 * segments.length + 60)}
      summary={`${title}: ${segments.map((s) => t('segmentSummary', { name: name(s.key), visitors: n(s.visitors), pageViews: n(s.pageViews) })).join('; ')}`}
      testId={testId}
    />
  );
  const topChart = (list: GameCount[], title: string, label: string, testId: string) => {
    const top = list.slice(0, TOP_IN_CHART);
    return (
      <ChartCanvas
        type="bar"
        horizontal
        locale={locale}
        labels={top.map(gameName)}
        series={[{ label, values: top.map((g) => g.count) }]}
        height={Math.max(140, 30 * top.length + 50)}
        summary={topSummary(title, top)}
        testId={testId}
      />
    );
  };

  const totals = traffic.totals;
  return (
    <div className="dash-grid">
      <ChartCard
        wide
        testId="card-traffic"
        title={t('trafficTitle')}
        note={t('visitorsNote')}
        chart={
          <ChartCanvas
            type="line"
            locale={locale}
            labels={dayLabels}
            series={[
              { label: t('visitors'), values: traffic.series.map((d) => d.visitors) },
              { label: t('pageViews'), values: traffic.series.map((d) => d.pageViews) },
              { label: t('gameViews'), values: traffic.series.map((d) => d.gameViews) },
              { label: t('plays'), values: traffic.series.map((d) => d.plays) },
            ]}
            summary={t('trafficSummary', { from, to, visitors: n(totals.visitors), pageViews: n(totals.pageViews), gameViews: n(totals.gameViews), plays: n(totals.plays) })}
            testId="chart-traffic"
          />
        }
        table={<DataTable columns={trafficColumns} rows={[...traffic.series].reverse()} rowKey={(d) => d.day} empty={t('noTraffic')} caption={t('trafficTitle')} />}
      />
      <ChartCard
        wide
        testId="card-candidates"
        title={t('candidatesTitle')}
        chart={
          <ChartCanvas
            type="bar"
            locale={locale}
            labels={candidates.series.map((d) => formatDay(d.day, locale))}
            series={[
              { label: t('newCandidates'), values: candidates.series.map((d) => d.created) },
              { label: t('publications'), values: candidates.series.map((d) => d.published) },
            ]}
            summary={t('candidatesSummary', { from, to, created: n(candidates.totals.created), published: n(candidates.totals.published) })}
            testId="chart-candidates"
          />
        }
        table={<DataTable columns={candidateColumns} rows={[...candidates.series].reverse()} rowKey={(d) => d.day} empty="" caption={t('candidatesTitle')} />}
      />
      <ChartCard
        testId="card-top-played"
        title={t('topPlayedTitle')}
        empty={traffic.topPlayed.length ? null : t('noPlays')}
        chart={topChart(traffic.topPlayed, t('topPlayedTitle'), t('plays'), 'chart-top-played')}
        table={<DataTable columns={gameColumns(t('plays'))} rows={ranked(traffic.topPlayed)} rowKey={(g) => g.gameId} empty="" caption={t('topPlayedTitle')} />}
      />
      <ChartCard
        testId="card-top-favourited"
        title={t('topFavouritedTitle')}
        empty={traffic.topFavourited.length ? null : t('noFavourites')}
        chart={topChart(traffic.topFavourited, t('topFavouritedTitle'), t('favourites'), 'chart-top-favourited')}
        table={<DataTable columns={gameColumns(t('favourites'))} rows={ranked(traffic.topFavourited)} rowKey={(g) => g.gameId} empty="" caption={t('topFavouritedTitle')} />}
      />
      <section className="panel dash-card" aria-labelledby="dash-searches" data-testid="card-searches">
        <div className="dash-card__head">
          <h2 id="dash-searches">{t('searchesTitle')}</h2>
        </div>
        <p className="dash-card__note">{t('searchesNote', { searches: n(totals.searches) })}</p>
        <DataTable columns={termColumns} rows={traffic.searches} rowKey={(s) => s.key} empty={t('noSearches')} caption={t('searchesTitle')} />
      </section>
      <section className="panel dash-card" aria-labelledby="dash-zero" data-testid="card-zero-searches">
        <div className="dash-card__head">
          <h2 id="dash-zero">{t('zeroTitle')}</h2>
        </div>
        <p className="dash-card__note">{t('zeroNote', { value: n(totals.zeroResultSearches) })}</p>
        <DataTable columns={termColumns} rows={traffic.zeroResultSearches} rowKey={(s) => s.key} empty={t('noZeroSearches')} caption={t('zeroTitle')} />
      </section>
      <section className="panel dash-card dash-card--wide" aria-labelledby="dash-loads" data-testid="card-loads">
        <div className="dash-card__head">
          <h2 id="dash-loads">{t('loadsTitle')}</h2>
        </div>
        <p className="dash-card__note">
          {t('loadsNote', {
            loads: n(traffic.loads.loads),
            mean: seconds(traffic.loads.avgMs),
            slow: n(traffic.loads.slow),
            threshold: seconds(traffic.loads.slowThresholdMs),
            errors: n(traffic.loads.errors),
          })}
        </p>
        <DataTable columns={loadColumns} rows={traffic.loads.games} rowKey={(g) => g.gameId} empty={t('noLoads')} caption={t('loadsTitle')} />
      </section>
      <ChartCard
        testId="card-languages"
        title={t('languagesTitle')}
        empty={traffic.byLanguage.length ? null : t('noTraffic')}
        chart={segmentChart(traffic.byLanguage, languageName, t('languagesTitle'), 'chart-languages')}
        table={<DataTable columns={segmentColumns(t('language'), languageName)} rows={traffic.byLanguage} rowKey={(s) => s.key} empty="" caption={t('languagesTitle')} />}
      />
      <ChartCard
        testId="card-devices"
        title={t('devicesTitle')}
        empty={traffic.byDevice.length ? null : t('noTraffic')}
        chart={segmentChart(traffic.byDevice, deviceName, t('devicesTitle'), 'chart-devices')}
        table={<DataTable columns={segmentColumns(t('deviceClass'), deviceName)} rows={traffic.byDevice} rowKey={(s) => s.key} empty="" caption={t('devicesTitle')} />}
      />
    </div>
  );
}
