import { LANGUAGES, SLOW_GAME_LOAD_MS, type AnalyticsEvent, type AnalyticsSummary, type DeviceClass, type GameCount, type GameLoadStats, type TrafficSegment, type TrafficTotals } from '@portal/contracts';

/**
 * A day's counters come in groups. `traffic` has a bounded set of keys (event names, languages,
 * device classes, totals) and is one small MongoDB document per day. The others are keyed by
 * game or search term, so they grow with the catalogue and with what visitors type: they are
 * Redis sorted sets per day (see AnalyticsRepository for why).
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

function sumCounter(docs: DayCounters, days: readonly string[], counter: string): Map<string, number> {
  const total = new Map<string, number>();
  for (const day of days) sumInto(total, docs.get(day)?.traffic?.[counter]);
  return total;
}

export interface Counted {
  key: string;
  count: number;
}

const byCount = (a: Counted, b: Counted) => b.count - a.count || a.key.localeCompare(b.key);

export function topOf(m: Map<string, number>, limit = TOP): Counted[] {
  return [...m]
    .filter(([, count]) => count > 0)
    .map(([key, count]) => ({ key, count }))
    .sort(byCount)
    .slice(0, limit);
}

function totalsOf(docs: DayCounters, days: readonly string[]): TrafficTotals {
  const events = sumCounter(docs, days, 'event');
  const extra = sumCounter(docs, days, 'totals');
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
  const v = sumCounter(docs, days, views);
  const u = sumCounter(docs, days, visits);
  const keys = new Set([...v.keys(), ...u.keys()]);
  return [...keys]
    .map((key) => ({ key, pageViews: v.get(key) ?? 0, visitors: u.get(key) ?? 0 }))
    .sort((a, b) => b.visitors - a.visitors || b.pageViews - a.pageViews || order.indexOf(a.key) - order.indexOf(b.key) || a.key.localeCompare(b.key));
}

/** A game's load figures over the period (summed per-day counters). */
export interface GameLoads {
  gameId: string;
  loads: number;
  ms: number;
  slow: number;
  errors: number;
}

/** The keyed counters of a period, already narrowed to what the lists show (see AnalyticsRepository.keyedTops). */
export interface KeyedTops {
  plays: Counted[];
  favs: Counted[];
  searches: Counted[];
  zero: Counted[];
  /** Games with load errors or slow loads, and the most loaded ones (in any order). */
  loads: GameLoads[];
}

export interface SummaryInput {
  days: readonly string[];
  previousDays: readonly string[];
  /** The traffic documents of the period and of the period before. */
  traffic: DayCounters;
  keyed: KeyedTops;
  /** The game's name from the catalogue's read model; null when it is gone. */
  nameOf: (gameId: string) => string | null;
}

/** The dashboard's summary of a period, from its days' counters (and the period before). */
export function summarize({ days, previousDays, traffic, keyed, nameOf }: SummaryInput): AnalyticsSummary {
  const named = (list: Counted[]): GameCount[] => [...list].sort(byCount).slice(0, TOP).map(({ key, count }) => ({ gameId: key, name: nameOf(key), count }));
  const mean = (ms: number, n: number) => (n > 0 ? Math.round(ms / n) : null);
  const extra = sumCounter(traffic, days, 'totals');

  const games: GameLoadStats[] = keyed.loads
    .filter((g) => g.loads > 0 || g.errors > 0)
    .map((g) => ({ gameId: g.gameId, name: nameOf(g.gameId), loads: g.loads, avgMs: mean(g.ms, g.loads), slow: g.slow, errors: g.errors }));
  games.sort((a, b) => b.errors - a.errors || b.slow - a.slow || (b.avgMs ?? 0) - (a.avgMs ?? 0) || a.gameId.localeCompare(b.gameId));

  const series = days.map((day) => {
    const ev = traffic.get(day)?.traffic?.event ?? {};
    return { day, pageViews: ev.page_view ?? 0, gameViews: ev.game_view ?? 0, plays: ev.game_play ?? 0, visitors: ev.visit ?? 0 };
  });

  const loads = extra.get('loads') ?? 0;
  return {
    days: days.length,
    from: days[0] ?? '',
    to: days.at(-1) ?? '',
    totals: totalsOf(traffic, days),
    previous: totalsOf(traffic, previousDays),
    series,
    topPlayed: named(keyed.plays),
    topFavourited: named(keyed.favs),
    searches: [...keyed.searches].sort(byCount).slice(0, TOP),
    zeroResultSearches: [...keyed.zero].sort(byCount).slice(0, TOP),
    loads: {
      slowThresholdMs: SLOW_GAME_LOAD_MS,
      loads,
      avgMs: mean(extra.get('loadMs') ?? 0, loads),
      slow: extra.get('slowLoads') ?? 0,
      errors: extra.get('gameLoadErrors') ?? 0,
      games: games.slice(0, TOP),
    },
    byLanguage: segments(traffic, days, 'langViews', 'langVisits', [...LANGUAGES, 'other']),
    byDevice: segments(traffic, days, 'deviceViews', 'deviceVisits', ['phone', 'tablet', 'desktop']),
    events: topOf(sumCounter(traffic, days, 'event'), 100),
    playsByGame: named(keyed.plays).map((g) => ({ key: g.gameId, count: g.count })),
  };
}
