import { LANGUAGES, SLOW_GAME_LOAD_MS, type AnalyticsEvent, type AnalyticsSummary, type DeviceClass, type GameCount, type GameLoadStats, type TrafficSegment, type TrafficTotals } from '@portal/contracts';

/**
 * A day's counters are split into a few documents ("groups") so that the ones keyed by game or
 * search term, which grow with the catalogue and with what visitors type, are only read when a
 * top list needs them; `traffic` is small and holds every total the period comparison needs.
 */
export const GROUPS = ['traffic', 'plays', 'favs', 'loads', 'search'] as const;
export type Group = (typeof GROUPS)[number];

/** A group's counters as stored: counter name → key → count. */
export type Counters = Record<string, Record<string, number>>;
/** What was read for a period: day → group → counters (a missing group counted nothing). */
export type DayCounters = Map<string, Partial<Record<Group, Counters>>>;

/** Longest load time one event may add (a tab left in the background must not skew a mean). */
export const MAX_LOAD_MS = 120_000;
/** Entries of each top list. */
export const TOP = 20;

/** Increments waiting to be written: day → group → counter → key → n. */
export class CounterDelta {
  readonly days = new Map<string, Map<Group, Map<string, Map<string, number>>>>();

  add(day: string, group: Group, counter: string, key: string, n = 1): void {
    if (!n) return;
    let groups = this.days.get(day);
    if (!groups) this.days.set(day, (groups = new Map()));
    let counters = groups.get(group);
    if (!counters) groups.set(group, (counters = new Map()));
    let keys = counters.get(counter);
    if (!keys) counters.set(counter, (keys = new Map()));
    keys.set(key, (keys.get(key) ?? 0) + n);
  }

  /** Adds another delta's increments (a failed write goes back into the pending one). */
  merge(other: CounterDelta): void {
    for (const [day, groups] of other.days)
      for (const [group, counters] of groups) for (const [counter, keys] of counters) for (const [key, n] of keys) this.add(day, group, counter, key, n);
  }

  get empty(): boolean {
    return this.days.size === 0;
  }
}

export interface FoldContext {
  day: string;
  device: DeviceClass;
  /** Game ids outside the catalogue are dropped: anyone can post any id. */
  isKnownGame: (gameId: string) => boolean;
  /** Whether a search term not yet counted today may get a counter of its own (bounds the day's document). */
  admitTerm: (day: string, term: string) => boolean;
}

/** Terms past the day's limit are counted together under this key. */
export const OTHER_TERMS = '(other)';

const languageOf = (lang: string | undefined): string => ((LANGUAGES as readonly string[]).includes(lang ?? '') ? lang! : 'other');

/**
 * Folds one batch of storefront events into increments of the day's counters. Nothing of an
 * event is kept but these counts: no address, path or time of day.
 */
export function foldBatch(events: readonly AnalyticsEvent[], ctx: FoldContext, into: CounterDelta): void {
  const { day } = ctx;
  const add = (group: Group, counter: string, key: string, n = 1) => into.add(day, group, counter, key, n);
  for (const e of events) {
    add('traffic', 'event', e.name);
    const game = e.gameId && ctx.isKnownGame(e.gameId) ? e.gameId : undefined;
    switch (e.name) {
      case 'page_view':
        add('traffic', 'langViews', languageOf(e.lang));
        add('traffic', 'deviceViews', ctx.device);
        break;
      case 'visit':
        add('traffic', 'langVisits', languageOf(e.lang));
        add('traffic', 'deviceVisits', ctx.device);
        break;
      case 'game_play':
        if (game) add('plays', 'n', game);
        break;
      case 'game_favorite':
        if (game) add('favs', 'n', game);
        break;
      case 'game_load_performance': {
        if (!game || typeof e.value !== 'number' || !Number.isFinite(e.value) || e.value < 0) break;
        const ms = Math.min(Math.round(e.value), MAX_LOAD_MS);
        const slow = ms >= SLOW_GAME_LOAD_MS ? 1 : 0;
        add('loads', 'n', game);
        add('loads', 'ms', game, ms);
        add('loads', 'slow', game, slow);
        add('traffic', 'totals', 'loads');
        add('traffic', 'totals', 'loadMs', ms);
        add('traffic', 'totals', 'slowLoads', slow);
        break;
      }
      case 'error':
        // The storefront names the game when its frame failed to load; other errors are the page's.
        if (e.gameId) {
          if (game) add('loads', 'err', game);
          add('traffic', 'totals', 'gameLoadErrors');
        } else add('traffic', 'totals', 'pageErrors');
        break;
      case 'search': {
        const raw = e.searchTerm?.trim().toLowerCase();
        if (!raw) break;
        const term = ctx.admitTerm(day, raw) ? raw : OTHER_TERMS;
        add('search', 'all', term);
        if (e.resultsCount === 0) {
          add('search', 'zero', term);
          add('traffic', 'totals', 'zeroSearches');
        }
        break;
      }
      default:
        break;
    }
  }
}

// --- Reading a period ---

const sumInto = (target: Map<string, number>, counts: Record<string, number> | undefined) => {
  for (const [k, n] of Object.entries(counts ?? {})) target.set(k, (target.get(k) ?? 0) + n);
};

function sumCounter(docs: DayCounters, days: readonly string[], group: Group, counter: string): Map<string, number> {
  const total = new Map<string, number>();
  for (const day of days) sumInto(total, docs.get(day)?.[group]?.[counter]);
  return total;
}

const byCount = (a: { key: string; count: number }, b: { key: string; count: number }) => b.count - a.count || a.key.localeCompare(b.key);

export function topOf(m: Map<string, number>, limit = TOP): { key: string; count: number }[] {
  return [...m]
    .filter(([, count]) => count > 0)
    .map(([key, count]) => ({ key, count }))
    .sort(byCount)
    .slice(0, limit);
}

function totalsOf(docs: DayCounters, days: readonly string[]): TrafficTotals {
  const events = sumCounter(docs, days, 'traffic', 'event');
  const extra = sumCounter(docs, days, 'traffic', 'totals');
  const ev = (name: string) => events.get(name) ?? 0;
  return {
    pageViews: ev('page_view'),
    gameViews: ev('game_view'),
    plays: ev('game_play'),
    visitors: ev('visit'),
    searches: ev('search'),
    zeroResultSearches: extra.get('zeroSearches') ?? 0,
    favourites: ev('game_favorite'),
    gameLoadErrors: extra.get('gameLoadErrors') ?? 0,
    pageErrors: extra.get('pageErrors') ?? 0,
  };
}

function segments(docs: DayCounters, days: readonly string[], views: string, visits: string, order: readonly string[]): TrafficSegment[] {
  const v = sumCounter(docs, days, 'traffic', views);
  const u = sumCounter(docs, days, 'traffic', visits);
  const keys = new Set([...v.keys(), ...u.keys()]);
  return [...keys]
    .map((key) => ({ key, pageViews: v.get(key) ?? 0, visitors: u.get(key) ?? 0 }))
    .sort((a, b) => b.visitors - a.visitors || b.pageViews - a.pageViews || order.indexOf(a.key) - order.indexOf(b.key) || a.key.localeCompare(b.key));
}

export interface SummaryInput {
  days: readonly string[];
  previousDays: readonly string[];
  docs: DayCounters;
  /** The game's name from the catalogue's read model; null when it is gone. */
  nameOf: (gameId: string) => string | null;
}

/** The dashboard's summary of a period, from the counters of its days (and the period before). */
export function summarize({ days, previousDays, docs, nameOf }: SummaryInput): AnalyticsSummary {
  const named = (list: { key: string; count: number }[]): GameCount[] => list.map(({ key, count }) => ({ gameId: key, name: nameOf(key), count }));
  const plays = sumCounter(docs, days, 'plays', 'n');
  const loadN = sumCounter(docs, days, 'loads', 'n');
  const loadMs = sumCounter(docs, days, 'loads', 'ms');
  const slow = sumCounter(docs, days, 'loads', 'slow');
  const errors = sumCounter(docs, days, 'loads', 'err');
  const extra = sumCounter(docs, days, 'traffic', 'totals');
  const mean = (ms: number, n: number) => (n > 0 ? Math.round(ms / n) : null);

  const games: GameLoadStats[] = [...new Set([...loadN.keys(), ...errors.keys()])].map((gameId) => ({
    gameId,
    name: nameOf(gameId),
    loads: loadN.get(gameId) ?? 0,
    avgMs: mean(loadMs.get(gameId) ?? 0, loadN.get(gameId) ?? 0),
    slow: slow.get(gameId) ?? 0,
    errors: errors.get(gameId) ?? 0,
  }));
  games.sort((a, b) => b.errors - a.errors || b.slow - a.slow || (b.avgMs ?? 0) - (a.avgMs ?? 0) || a.gameId.localeCompare(b.gameId));

  const series = days.map((day) => {
    const ev = docs.get(day)?.traffic?.event ?? {};
    return { day, pageViews: ev.page_view ?? 0, gameViews: ev.game_view ?? 0, plays: ev.game_play ?? 0, visitors: ev.visit ?? 0 };
  });

  const loads = extra.get('loads') ?? 0;
  return {
    days: days.length,
    from: days[0] ?? '',
    to: days.at(-1) ?? '',
    totals: totalsOf(docs, days),
    previous: totalsOf(docs, previousDays),
    series,
    topPlayed: named(topOf(plays)),
    topFavourited: named(topOf(sumCounter(docs, days, 'favs', 'n'))),
    searches: topOf(sumCounter(docs, days, 'search', 'all')),
    zeroResultSearches: topOf(sumCounter(docs, days, 'search', 'zero')),
    loads: {
      slowThresholdMs: SLOW_GAME_LOAD_MS,
      loads,
      avgMs: mean(extra.get('loadMs') ?? 0, loads),
      slow: extra.get('slowLoads') ?? 0,
      errors: extra.get('gameLoadErrors') ?? 0,
      games: games.slice(0, TOP),
    },
    byLanguage: segments(docs, days, 'langViews', 'langVisits', [...LANGUAGES, 'other']),
    byDevice: segments(docs, days, 'deviceViews', 'deviceVisits', ['phone', 'tablet', 'desktop']),
    events: topOf(sumCounter(docs, days, 'traffic', 'event'), 100),
    playsByGame: topOf(plays),
  };
}
