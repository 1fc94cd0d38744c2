import { Type, type Static } from '@sinclair/typebox';

// What the admin dashboard reads: the catalogue's analytics summary and the candidate
// service's daily counters. Days are UTC calendar days ('YYYY-MM-DD').

/** The periods the dashboard offers; the routes accept any whole number of days up to 90. */
export const STATS_PERIODS = [7, 30, 90] as const;
export const StatsDaysQuery = Type.Object({ days: Type.Integer({ minimum: 1, maximum: 90, default: 7 }) });
export type StatsDaysQuery = Static<typeof StatsDaysQuery>;
export const AnalyticsSummaryQuery = StatsDaysQuery;

/** A game whose frame took at least this long to load counts as a slow load. */
export const SLOW_GAME_LOAD_MS = 5000;

/** Device classes traffic is split by (from the browser's user agent; nothing else is kept). */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

const Count = Type.Integer({ minimum: 0 });
const Counted = Type.Object({ key: Type.String(), count: Count });

export const TrafficTotals = Type.Object({
  pageViews: Count,
  gameViews: Count,
  plays: Count,
  visitors: Count,
  searches: Count,
  zeroResultSearches: Count,
  favourites: Count,
  gameLoadErrors: Count,
  pageErrors: Count,
});
export type TrafficTotals = Static<typeof TrafficTotals>;

export const TrafficDay = Type.Object({ day: Type.String(), pageViews: Count, gameViews: Count, plays: Count, visitors: Count });
export type TrafficDay = Static<typeof TrafficDay>;

/** A game in a top list; `name` is null when the game is no longer in the catalogue. */
export const GameCount = Type.Object({ gameId: Type.String(), name: Type.Union([Type.String(), Type.Null()]), count: Count });
export type GameCount = Static<typeof GameCount>;

export const GameLoadStats = Type.Object({
  gameId: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  loads: Count,
  /** Mean load time of the period in ms; null when the game never finished loading. */
  avgMs: Type.Union([Type.Integer(), Type.Null()]),
  slow: Count,
  errors: Count,
});
export type GameLoadStats = Static<typeof GameLoadStats>;

export const TrafficSegment = Type.Object({ key: Type.String(), pageViews: Count, visitors: Count });
export type TrafficSegment = Static<typeof TrafficSegment>;

export const AnalyticsSummary = Type.Object({
  days: Type.Integer(),
  /** First and last day of the period, inclusive (today is the last). */
  from: Type.String(),
  to: Type.String(),
  totals: TrafficTotals,
  /** The same totals over the period just before, for the change shown next to each figure. */
  previous: TrafficTotals,
  /** One entry per day of the period, oldest first, days without traffic included. */
  series: Type.Array(TrafficDay),
  topPlayed: Type.Array(GameCount),
  topFavourited: Type.Array(GameCount),
  searches: Type.Array(Counted),
  zeroResultSearches: Type.Array(Counted),
  loads: Type.Object({
    slowThresholdMs: Type.Integer(),
    loads: Count,
    avgMs: Type.Union([Type.Integer(), Type.Null()]),
    slow: Count,
    errors: Count,
    /** Games with load errors or slow loads first (errors, then slow loads, then mean time). */
    games: Type.Array(GameLoadStats),
  }),
  byLanguage: Type.Array(TrafficSegment),
  byDevice: Type.Array(TrafficSegment),
  /** Every event name with its count, and plays per game id (kept for scripts that read them). */
  events: Type.Array(Counted),
  playsByGame: Type.Array(Counted),
});
export type AnalyticsSummary = Static<typeof AnalyticsSummary>;

const CandidateCounts = Type.Object({ created: Count, published: Count });
export const CandidateDay = Type.Composite([Type.Object({ day: Type.String() }), CandidateCounts]);
export type CandidateDay = Static<typeof CandidateDay>;
export const CandidateDailyStats = Type.Object({
  days: Type.Integer(),
  from: Type.String(),
  to: Type.String(),
  totals: CandidateCounts,
  previous: CandidateCounts,
  series: Type.Array(CandidateDay),
});
export type CandidateDailyStats = Static<typeof CandidateDailyStats>;
