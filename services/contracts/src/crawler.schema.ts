import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common.schema';
import { GAME_CATEGORIES } from './constants';

/** Steps of a crawl; progress is the number of completed steps out of 8. */
export const CRAWL_STEPS = [
  'loadSources',
  'fetchPages',
  'parseItems',
  'normalize',
  'deduplicate',
  'fetchThumbnails',
  'storeCandidates',
  'updateStatistics',
] as const;
export type CrawlStep = (typeof CRAWL_STEPS)[number];
export const CRAWL_STEP_COUNT = CRAWL_STEPS.length;
/** At most 10 activity entries and 8 hot keywords. */
export const CRAWLER_ACTIVITY_MAX = 10;
export const CRAWLER_KEYWORDS_MAX = 8;

export const CrawlerStatus = Type.Object({
  status: Type.Union([Type.Literal('idle'), Type.Literal('running')]),
  progress: Type.Integer({ minimum: 0, maximum: 8 }),
  totalFound: Type.Integer(),
  newCandidates: Type.Integer(),
  currentTask: Type.Union([Type.String(), Type.Null()]),
  lastRun: Type.Union([Type.String(), Type.Null()]),
  recentActivity: Type.Array(Type.Object({ message: Type.String(), timestamp: Type.String() })),
  hotKeywords: Type.Array(Type.Object({ word: Type.String(), count: Type.Integer() })),
  /** The step being worked on and its own progress (e.g. pages fetched), for the admin screen. */
  step: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  stepMessage: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Work done in the current step and its size when known (thumbnails 120 of 500), for a percentage. */
  stepDone: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  stepTotal: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  /** Ids of the sources the running crawl works on. */
  sources: Type.Optional(Type.Union([Type.Array(Type.String()), Type.Null()])),
});
export type CrawlerStatus = Static<typeof CrawlerStatus>;

export const CRAWLER_PROVIDERS = ['gamemonetize', 'gamedistribution', 'gamepix', 'json'] as const;
export type CrawlerProvider = (typeof CRAWLER_PROVIDERS)[number];
export const CrawlerProviderSchema = StringEnum(CRAWLER_PROVIDERS);

/** For the generic JSON provider: where each of our fields is in a feed item (dot paths). */
export const FieldMapping = Type.Object({
  /** Dot path of the item array in the response; empty when the response is the array. */
  items: Type.Optional(Type.String({ maxLength: 100 })),
  /** Dot path of the next page's URL in the response, when the feed links its pages. */
  nextUrl: Type.Optional(Type.String({ maxLength: 100 })),
  id: Type.String({ minLength: 1, maxLength: 100 }),
  title: Type.String({ minLength: 1, maxLength: 100 }),
  url: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.Optional(Type.String({ maxLength: 100 })),
  thumbnail: Type.Optional(Type.String({ maxLength: 100 })),
  category: Type.Optional(Type.String({ maxLength: 100 })),
  tags: Type.Optional(Type.String({ maxLength: 100 })),
  width: Type.Optional(Type.String({ maxLength: 100 })),
  height: Type.Optional(Type.String({ maxLength: 100 })),
});
export type FieldMapping = Static<typeof FieldMapping>;

const cronPattern = '^\\s*(\\S+\\s+){4,5}\\S+\\s*$';

/**
 * Publishes a crawl's new candidates at once when they pass the rule (off unless enabled).
 * Each requirement narrows it; an empty category list means any category.
 */
export const AutoPublishRule = Type.Object({
  enabled: Type.Boolean({ default: false }),
  /** The crawl made a thumbnail for the game (or kept a feed image when thumbnails were off). */
  requireThumbnail: Type.Boolean({ default: true }),
  /** The feed named a category we know (not our fallback for games without one). */
  requireCategory: Type.Boolean({ default: true }),
  categories: Type.Array(StringEnum(GAME_CATEGORIES), { maxItems: GAME_CATEGORIES.length, default: [] }),
});
export type AutoPublishRule = Static<typeof AutoPublishRule>;

export const CrawlerSourceInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  provider: CrawlerProviderSchema,
  feedUrl: Type.String({ minLength: 1, maxLength: 2000, pattern: '^https?://' }),
  /** Query parameters merged into the feed URL (e.g. sid for GamePix, num for GameMonetize). */
  params: Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 500 }), { default: {} }),
  /** Provider category (lower-cased) to ours; overrides the built-in table. */
  categoryMap: Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 50 }), { default: {} }),
  fieldMapping: Type.Optional(FieldMapping),
  enabled: Type.Boolean({ default: true }),
  /** Cron pattern for a scheduled crawl of this source (5 fields, or 6 with seconds first); null for none. */
  schedule: Type.Union([Type.String({ pattern: cronPattern, maxLength: 100 }), Type.Null()], { default: null }),
  /** IANA time zone the schedule's hours and days are read in. */
  timezone: Type.String({ minLength: 1, maxLength: 64, default: 'UTC' }),
  autoPublish: Type.Optional(AutoPublishRule),
  /** Items taken per crawl at most (0: no limit). */
  limit: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
});
export type CrawlerSourceInput = Static<typeof CrawlerSourceInput>;

export const CrawlTaskStatus = StringEnum(['RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED']);
export type CrawlTaskStatus = Static<typeof CrawlTaskStatus>;

/** A source's latest crawl, written on the source when the crawl ends (no scan of the history). */
export const CrawlerSourceRun = Type.Object({
  taskId: Type.String(),
  status: CrawlTaskStatus,
  startedAt: Type.String(),
  completedAt: Type.Union([Type.String(), Type.Null()]),
  durationMs: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  found: Type.Integer({ minimum: 0 }),
  created: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
  autoPublished: Type.Integer({ minimum: 0 }),
  createdBy: Type.String(),
});
export type CrawlerSourceRun = Static<typeof CrawlerSourceRun>;

export const CrawlerSource = Type.Composite([
  Type.Object({
    id: Type.String(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
    lastRun: Type.Optional(Type.Union([CrawlerSourceRun, Type.Null()])),
  }),
  CrawlerSourceInput,
]);
export type CrawlerSource = Static<typeof CrawlerSource>;

/** A source as the crawler screen lists it: with its next scheduled run (from the queue's scheduler). */
export const CrawlerSourceListItem = Type.Composite([CrawlerSource, Type.Object({ nextRunAt: Type.Union([Type.String(), Type.Null()]) })]);
export type CrawlerSourceListItem = Static<typeof CrawlerSourceListItem>;

export const CrawlerSourceParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });
export const CrawlerSourceList = Type.Object({ sources: Type.Array(CrawlerSourceListItem) });
export type CrawlerSourceList = Static<typeof CrawlerSourceList>;

/** What the schedule picker asks the server: is this cron valid here, and when would it run. */
export const SchedulePreviewQuery = Type.Object({
  cron: Type.String({ minLength: 1, maxLength: 100 }),
  timezone: Type.String({ minLength: 1, maxLength: 64, default: 'UTC' }),
});
export type SchedulePreviewQuery = Static<typeof SchedulePreviewQuery>;
export const SchedulePreview = Type.Object({ cron: Type.String(), timezone: Type.String(), nextRuns: Type.Array(Type.String()) });
export type SchedulePreview = Static<typeof SchedulePreview>;

export const CrawlRunOptions = Type.Object({
  /** Source ids to crawl; all enabled sources when absent. */
  sources: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 })),
  /** Items per source at most (overrides each source's own limit). */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  /** Download and resize thumbnails (default true). */
  thumbnails: Type.Optional(Type.Boolean()),
});
export type CrawlRunOptions = Static<typeof CrawlRunOptions>;

/** One thing a crawl could not take, and why (an item, a whole source, a thumbnail). */
export const CrawlFailure = Type.Object({
  step: Type.String(),
  /** Source name, and the item's name or provider id when the failure is about one item. */
  source: Type.Union([Type.String(), Type.Null()]),
  item: Type.Union([Type.String(), Type.Null()]),
  reason: Type.String(),
});
export type CrawlFailure = Static<typeof CrawlFailure>;
/** Failures kept per task; the counters still count every one. */
export const CRAWL_FAILURES_MAX = 500;

export const CrawlTask = Type.Object({
  id: Type.String(),
  type: Type.Literal('CRAWL'),
  status: CrawlTaskStatus,
  sourceId: Type.Union([Type.String(), Type.Null()]),
  /** Every source the crawl worked on (all enabled ones when it was started without a list). */
  sourceIds: Type.Optional(Type.Array(Type.String())),
  options: CrawlRunOptions,
  progress: Type.Object({ current: Type.Integer(), total: Type.Integer(), message: Type.String() }),
  result: Type.Object({
    success: Type.Integer(),
    failed: Type.Integer(),
    errors: Type.Array(Type.String()),
    totalFound: Type.Optional(Type.Integer()),
    newCandidates: Type.Optional(Type.Integer()),
    duplicates: Type.Optional(Type.Integer()),
    thumbnailsFailed: Type.Optional(Type.Integer()),
    autoPublished: Type.Optional(Type.Integer()),
  }),
  startedAt: Type.String(),
  completedAt: Type.Union([Type.String(), Type.Null()]),
  createdBy: Type.String(),
  /** Only in a single task's answer: what failed, item by item, with the reason. */
  failures: Type.Optional(Type.Array(CrawlFailure)),
});
export type CrawlTask = Static<typeof CrawlTask>;

/** A day (YYYY-MM-DD, UTC midnight) or an instant (ISO 8601 with a zone). */
const DateOrInstant = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2}))?$' });

export const CrawlTaskListQuery = Type.Object({
  sourceId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
  status: Type.Optional(CrawlTaskStatus),
  /** Tasks started at or after this instant. */
  from: Type.Optional(DateOrInstant),
  /** Tasks started before this instant. */
  to: Type.Optional(DateOrInstant),
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export type CrawlTaskListQuery = Static<typeof CrawlTaskListQuery>;
export const CrawlTaskList = Type.Object({
  tasks: Type.Array(CrawlTask),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
});
export type CrawlTaskList = Static<typeof CrawlTaskList>;
