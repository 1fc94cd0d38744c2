/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnalyticsSummary, CandidateDailyStats, TrafficTotals } from '@portal/contracts';
// First: it gives jsdom the TextEncoder that react-router needs when it loads.
import { renderAdmin } from '../../../test-support/render-admin';
import { MemoryRouter } from 'react-router-dom';
import { storeCredentials } from '../../../shared/api/admin-client';
import { controlledFetch, type PendingCall } from '../../../test-support/controlled-fetch';
import { DashboardView } from './dashboard-view';

const DAYS = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'];
const zero: TrafficTotals = { pageViews: 0, gameViews: 0, plays: 0, visitors: 0, searches: 0, zeroResultSearches: 0, favourites: 0, gameLoadErrors: 0, pageErrors: 0 };

function summary(over: Partial<AnalyticsSummary> = {}): AnalyticsSummary {
  return {
    days: 7,
    from: DAYS[0]!,
    to: DAYS[6]!,
    totals: zero,
    previous: zero,
    series: DAYS.map((day) => ({ day, pageViews: 0, gameViews: 0, plays: 0, visitors: 0 })),
    topPlayed: [],
    topFavourited: [],
    searches: [],
    zeroResultSearches: [],
    loads: { slowThresholdMs: 5000, loads: 0, avgMs: null, slow: 0, errors: 0, games: [] },
    byLanguage: [],
    byDevice: [],
    events: [],
    playsByGame: [],
    ...over,
  };
}
function candidates(created: number[] = DAYS.map(() => 0), previous = { created: 0, published: 0 }): CandidateDailyStats {
  const sum = created.reduce((a, b) => a + b, 0);
  return { days: 7, from: DAYS[0]!, to: DAYS[6]!, totals: { created: sum, published: 0 }, previous, series: DAYS.map((day, i) => ({ day, created: created[i]!, published: 0 })) };
}

/** Answers the dashboard's two requests (summary, candidate counts) in whatever order they were made. */
async function answer(calls: PendingCall[], traffic: AnalyticsSummary, pool: CandidateDailyStats) {
  await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
  await act(async () => {
    for (const c of calls.splice(0)) c.answer(200, c.path.startsWith('/api/analytics/') ? traffic : pool);
  });
}

describe('DashboardView', () => {
  beforeEach(() => {
    storeCredentials('admin', 'pw');
    // jsdom draws nothing: charts get no context (the browser test checks they paint).
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows an empty state while nothing was counted, and asks for another period when one is chosen', async () => {
    const calls = controlledFetch();
    renderAdmin(
      <MemoryRouter>
        <DashboardView />
      </MemoryRouter>,
    );
    expect(calls.map((c) => c.path).sort()).toEqual(['/api/analytics/summary?days=7', '/api/candidates/stats/daily?days=7']);
    await answer(calls, summary(), candidates());
    expect(screen.getByTestId('dashboard-empty').textContent).toContain('No activity yet');
    expect(screen.getByTestId('kpi-visitors-value').textContent).toBe('0');

    fireEvent.click(screen.getByRole('radio', { name: '30 days' }));
    await waitFor(() => expect(calls.map((c) => c.path).sort()).toEqual(['/api/analytics/summary?days=30', '/api/candidates/stats/daily?days=30']));
  });

  it('shows headline figures with their change, charts named in words, and the same numbers as tables', async () => {
    const calls = controlledFetch();
    const traffic = summary({
      totals: { ...zero, visitors: 12, pageViews: 30, gameViews: 9, plays: 8, searches: 3, zeroResultSearches: 1, favourites: 2 },
      previous: { ...zero, visitors: 8, pageViews: 40, plays: 8 },
      series: DAYS.map((day, i) => ({ day, pageViews: i === 6 ? 30 : 0, gameViews: i === 6 ? 9 : 0, plays: i === 6 ? 8 : 0, visitors: i === 6 ? 12 : 0 })),
      topPlayed: [
        { gameId: '7', name: 'Orbit', count: 5 },
        { gameId: 'ext-9', name: null, count: 3 },
      ],
      zeroResultSearches: [{ key: 'moon kart', count: 1 }],
      searches: [{ key: 'moon kart', count: 1 }, { key: 'puzzle', count: 2 }],
      loads: { slowThresholdMs: 5000, loads: 8, avgMs: 1250, slow: 1, errors: 1, games: [{ gameId: '7', name: 'Orbit', loads: 8, avgMs: 1250, slow: 1, errors: 1 }] },
      byDevice: [{ key: 'phone', pageViews: 20, visitors: 9 }],
      events: [{ key: 'page_view', count: 30 }],
    });
    renderAdmin(
      <MemoryRouter>
        <DashboardView />
      </MemoryRouter>,
    );
    await answer(calls, traffic, candidates([0, 0, 0, 0, 0, 2, 3], { created: 5, published: 0 }));

    const visitors = screen.getByTestId('kpi-visitors');
    expect(within(visitors).getByTestId('kpi-visitors-value').textContent).toBe('12');
    expect(visitors.textContent).toContain('50% more than the period before');
    expect(screen.getByTestId('kpi-page-views').textContent).toContain('25% fewer than the period before');
    expect(screen.getByTestId('kpi-plays').textContent).toContain('Same as the period before');
    expect(screen.getByTestId('kpi-game-views').textContent).toContain('None in the period before');

    const trafficCard = screen.getByTestId('card-traffic');
    expect(within(trafficCard).getByRole('img').getAttribute('aria-label')).toBe(
      'Traffic per day from Nov 19 to Nov 25. Totals: visitors 12, page views 30, game views 9, plays 8.',
    );
    fireEvent.click(within(trafficCard).getByRole('button', { name: 'Table' }));
    expect(within(trafficCard).getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');
    const today = within(trafficCard).getAllByRole('row')[1]!;
    expect(within(today).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Nov 25', '12', '30', '9', '8']);

    const played = screen.getByTestId('card-top-played');
    expect(within(played).getByRole('img').getAttribute('aria-label')).toBe('Top games by plays: 1. Orbit (5), 2. Removed game (ext-9) (3)');
    fireEvent.click(within(played).getByRole('button', { name: 'Table' }));
    expect(within(played).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['1Orbit5', '2Removed game (ext-9)3']);

    expect(within(screen.getByTestId('card-zero-searches')).getByRole('cell', { name: 'moon kart' })).toBeTruthy();
    expect(screen.getByTestId('card-loads').textContent).toContain('Loads: 8 · mean time: 1.3 s · slow (5 s or more): 1 · failed: 1');
    expect(within(screen.getByTestId('card-top-favourited')).getByText('No favourites in this period.')).toBeTruthy();

    const pool = screen.getByTestId('card-candidates');
    fireEvent.click(within(pool).getByRole('button', { name: 'Table' }));
    expect(within(within(pool).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Nov 25', '3', '0']);
    expect(screen.queryByTestId('dashboard-empty')).toBeNull();
  });
});
