import { SLOW_GAME_LOAD_MS, type AnalyticsEvent } from '@portal/contracts';
import { dayRange, decodeKey, deviceClass, encodeKey } from './analytics-keys';
import { CounterDelta, MAX_LOAD_MS, OTHER_TERMS, foldBatch, summarize, type Counters, type DayCounters, type FoldContext, type Group, type KeyedTops } from './daily-counts';

const ctx = (over: Partial<FoldContext> = {}): FoldContext => ({
  day: '2026-03-10',
  device: 'desktop',
  isKnownGame: (id) => id.startsWith('g'),
  admitTerm: () => true,
  ...over,
});

/** The delta as plain objects, as the day documents would hold it. */
function asDocs(delta: CounterDelta): DayCounters {
  const out: DayCounters = new Map();
  for (const [day, groups] of delta.days) {
    const entry: Partial<Record<Group, Counters>> = {};
    for (const [group, counters] of groups) {
      entry[group] = Object.fromEntries([...counters].map(([c, keys]) => [c, Object.fromEntries(keys)]));
    }
    out.set(day, entry);
  }
  return out;
}

describe('analytics daily counters', () => {
  it('folds a batch into per-day counters by event, game, term, language and device', () => {
    const delta = new CounterDelta();
    const events: AnalyticsEvent[] = [
      { name: 'visit', lang: 'de' },
      { name: 'page_view', lang: 'de' },
      { name: 'page_view', lang: 'xx' },
      { name: 'game_view', gameId: 'g1' },
      { name: 'game_play', gameId: 'g1' },
      { name: 'game_play', gameId: 'nope' },
      { name: 'game_favorite', gameId: 'g2' },
      { name: 'game_load_performance', gameId: 'g1', value: 1200.4 },
      { name: 'game_load_performance', gameId: 'g1', value: SLOW_GAME_LOAD_MS + 1 },
      { name: 'game_load_performance', gameId: 'g1', value: -5 },
      { name: 'error', gameId: 'g2' },
      { name: 'error' },
      { name: 'search', searchTerm: ' Space.Race ', resultsCount: 0 },
      { name: 'search', searchTerm: 'space.race', resultsCount: 3 },
      { name: 'search', searchTerm: '   ' },
    ];
    foldBatch(events, ctx({ device: 'phone' }), delta);
    const day = asDocs(delta).get('2026-03-10')!;
    expect(day.traffic!.event).toMatchObject({ visit: 1, page_view: 2, game_play: 2, search: 3, error: 2, game_load_performance: 3 });
    expect(day.traffic!.langViews).toEqual({ de: 1, other: 1 });
    expect(day.traffic!.langVisits).toEqual({ de: 1 });
    expect(day.traffic!.deviceViews).toEqual({ phone: 2 });
    expect(day.traffic!.deviceVisits).toEqual({ phone: 1 });
    expect(day.traffic!.totals).toEqual({ loads: 2, loadMs: 1200 + SLOW_GAME_LOAD_MS + 1, slowLoads: 1, gameLoadErrors: 1, pageErrors: 1, zeroSearches: 1 });
    // A game outside the catalogue gets no counter of its own.
    expect(day.plays).toEqual({ n: { g1: 1 } });
    expect(day.favs).toEqual({ n: { g2: 1 } });
    expect(day.loads).toEqual({ n: { g1: 2 }, ms: { g1: 1200 + SLOW_GAME_LOAD_MS + 1 }, slow: { g1: 1 }, err: { g2: 1 } });
    expect(day.search).toEqual({ all: { 'space.race': 2 }, zero: { 'space.race': 1 } });
  });

  it('caps one load at two minutes and counts terms past the day limit together', () => {
    const delta = new CounterDelta();
    let admitted = 0;
    foldBatch(
      [
        { name: 'game_load_performance', gameId: 'g1', value: 10 * MAX_LOAD_MS },
        { name: 'search', searchTerm: 'a', resultsCount: 0 },
        { name: 'search', searchTerm: 'b', resultsCount: 0 },
      ],
      ctx({ admitTerm: () => admitted++ < 1 }),
      delta,
    );
    const day = asDocs(delta).get('2026-03-10')!;
    expect(day.loads!.ms).toEqual({ g1: MAX_LOAD_MS });
    expect(day.search!.zero).toEqual({ a: 1, [OTHER_TERMS]: 1 });
  });

  it('merges a failed write back into what is pending', () => {
    const a = new CounterDelta();
    const b = new CounterDelta();
    a.add('2026-03-10', 'plays', 'n', 'g1', 2);
    b.add('2026-03-10', 'plays', 'n', 'g1', 3);
    b.add('2026-03-11', 'plays', 'n', 'g2');
    a.merge(b);
    expect(asDocs(a)).toEqual(new Map([['2026-03-10', { plays: { n: { g1: 5 } } }], ['2026-03-11', { plays: { n: { g2: 1 } } }]]));
    expect(new CounterDelta().empty).toBe(true);
  });

  it('sums a period into totals, a daily series with empty days, named top lists and load figures', () => {
    const delta = new CounterDelta();
    foldBatch(
      [
        { name: 'visit', lang: 'en' },
        { name: 'page_view', lang: 'en' },
        { name: 'game_play', gameId: 'g1' },
        { name: 'game_favorite', gameId: 'g1' },
        { name: 'game_load_performance', gameId: 'g1', value: 1000 },
        { name: 'search', searchTerm: 'kart', resultsCount: 0 },
      ],
      ctx({ day: '2026-03-08' }),
      delta,
    );
    foldBatch(
      [
        { name: 'visit', lang: 'ja' },
        { name: 'page_view', lang: 'ja' },
        { name: 'page_view', lang: 'ja' },
        { name: 'game_play', gameId: 'g2' },
        { name: 'game_play', gameId: 'g2' },
        { name: 'game_play', gameId: 'g1' },
        { name: 'game_load_performance', gameId: 'g2', value: 3000 },
        { name: 'game_load_performance', gameId: 'g2', value: 9000 },
        { name: 'error', gameId: 'g3' },
        { name: 'search', searchTerm: 'kart', resultsCount: 0 },
      ],
      ctx({ day: '2026-03-10', device: 'tablet' }),
      delta,
    );
    // The period before: only its totals are compared.
    foldBatch([{ name: 'visit' }, { name: 'game_play', gameId: 'g1' }], ctx({ day: '2026-03-05' }), delta);

    const days = dayRange(new Date('2026-03-10T23:59:00Z'), 3);
    expect(days).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    const names: Record<string, string> = { g1: 'Orbit', g2: 'Kart' };
    // What the repository's keyed tops answer for this period (Redis sums them: see the integration test).
    const keyed: KeyedTops = {
      plays: [
        { key: 'g2', count: 2 },
        { key: 'g1', count: 2 },
      ],
      favs: [{ key: 'g1', count: 1 }],
      searches: [{ key: 'kart', count: 2 }],
      zero: [{ key: 'kart', count: 2 }],
      loads: [
        { gameId: 'g1', loads: 1, ms: 1000, slow: 0, errors: 0 },
        { gameId: 'g2', loads: 2, ms: 12000, slow: 1, errors: 0 },
        { gameId: 'g3', loads: 0, ms: 0, slow: 0, errors: 1 },
      ],
    };
    const s = summarize({ days, previousDays: dayRange(new Date('2026-03-07T00:00:00Z'), 3), traffic: asDocs(delta), keyed, nameOf: (id) => names[id] ?? null });

    expect(s).toMatchObject({ days: 3, from: '2026-03-08', to: '2026-03-10' });
    expect(s.series).toEqual([
      { day: '2026-03-08', pageViews: 1, gameViews: 0, plays: 1, visitors: 1 },
      { day: '2026-03-09', pageViews: 0, gameViews: 0, plays: 0, visitors: 0 },
      { day: '2026-03-10', pageViews: 2, gameViews: 0, plays: 3, visitors: 1 },
    ]);
    expect(s.totals).toEqual({ pageViews: 3, gameViews: 0, plays: 4, visitors: 2, searches: 2, zeroResultSearches: 2, favourites: 1, gameLoadErrors: 1, pageErrors: 0 });
    expect(s.previous).toMatchObject({ plays: 1, visitors: 1, pageViews: 0 });
    // Equal counts: by id, so the order never depends on how the store broke the tie.
    expect(s.topPlayed).toEqual([
      { gameId: 'g1', name: 'Orbit', count: 2 },
      { gameId: 'g2', name: 'Kart', count: 2 },
    ]);
    expect(s.topFavourited).toEqual([{ gameId: 'g1', name: 'Orbit', count: 1 }]);
    expect(s.zeroResultSearches).toEqual([{ key: 'kart', count: 2 }]);
    // Period load figures come from the traffic totals.
    expect(s.loads).toMatchObject({ slowThresholdMs: SLOW_GAME_LOAD_MS, loads: 3, avgMs: 4333, slow: 1, errors: 1 });
    // Errors first, then slow loads, then mean time; a game gone from the catalogue keeps its id, without a name.
    expect(s.loads.games).toEqual([
      { gameId: 'g3', name: null, loads: 0, avgMs: null, slow: 0, errors: 1 },
      { gameId: 'g2', name: 'Kart', loads: 2, avgMs: 6000, slow: 1, errors: 0 },
      { gameId: 'g1', name: 'Orbit', loads: 1, avgMs: 1000, slow: 0, errors: 0 },
    ]);
    // Most visitors first, then most page views.
    expect(s.byLanguage).toEqual([
      { key: 'ja', pageViews: 2, visitors: 1 },
      { key: 'en', pageViews: 1, visitors: 1 },
    ]);
    expect(s.byDevice).toEqual([
      { key: 'tablet', pageViews: 2, visitors: 1 },
      { key: 'desktop', pageViews: 1, visitors: 1 },
    ]);
    expect(s.playsByGame).toEqual([
      { key: 'g1', count: 2 },
      { key: 'g2', count: 2 },
    ]);
  });
});

describe('analytics keys', () => {
  it('encodes what a field name may not hold, reversibly', () => {
    for (const key of ['plain', 'a.b', '$where', '100%', 'x\u0000y', '%2E literal', 'çà 日本']) {
      const field = encodeKey(key);
      expect(field).not.toMatch(/[.$\u0000]/);
      expect(decodeKey(field)).toBe(key);
    }
  });

  it('tells phones, tablets and desktops from the user agent', () => {
    expect(deviceClass('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe('phone');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36')).toBe('phone');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131 Safari/537.36')).toBe('desktop');
    expect(deviceClass(undefined)).toBe('desktop');
  });

  it('lists the days of a period in UTC, oldest first, across a month end', () => {
    expect(dayRange(new Date('2026-03-01T00:30:00+02:00'), 3)).toEqual(['2026-02-26', '2026-02-27', '2026-02-28']);
    expect(dayRange(new Date('2026-03-01T12:00:00Z'), 1)).toEqual(['2026-03-01']);
  });
});
