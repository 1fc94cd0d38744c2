import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common.schema';

/** Steps of a crawl (spec §4: progress is completed steps out of 8). */
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
/** Spec §9: at most 10 activity entries and 8 hot keywords. */
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
  /** Cron pattern for a scheduled crawl of this source; null for none. */
  schedule: Type.Union([Type.String({ pattern: cronPattern, maxLength: 100 }), Type.Null()], { default: null }),
  /** Items taken per crawl at most (0: no limit). */
  limit: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
});
export type CrawlerSourceInput = Static<typeof CrawlerSourceInput>;

export const CrawlerSource = Type.Composite([
  Type.Object({ id: Type.String(), createdAt: Type.String(), updatedAt: Type.String() }),
  CrawlerSourceInput,
]);
export type CrawlerSource = Static<typeof CrawlerSource>;

export const CrawlerSourceParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });
export const CrawlerSourceList = Type.Object({ sources: Type.Array(CrawlerSource) });

export const CrawlRunOptions = Type.Object({
  /** Source ids to crawl; all enabled sources when absent. */
  sources: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 })),
  /** Items per source at most (overrides each source's own limit). */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  /** Download and resize thumbnails (default true). */
  thumbnails: Type.Optional(Type.Boolean()),
});
export type CrawlRunOptions = Static<typeof CrawlRunOptions>;

export const CrawlTaskStatus = StringEnum(['RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED']);
export type CrawlTaskStatus = Static<typeof CrawlTaskStatus>;

export const CrawlTask = Type.Object({
  id: Type.String(),
  type: Type.Literal('CRAWL'),
  status: CrawlTaskStatus,
  sourceId: Type.Union([Type.String(), Type.Null()]),
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
  }),
  startedAt: Type.String(),
  completedAt: Type.Union([Type.String(), Type.Null()]),
  createdBy: Type.String(),
});
export type CrawlTask = Static<typeof CrawlTask>;

export const CrawlTaskListQuery = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }) });
export const CrawlTaskList = Type.Object({ tasks: Type.Array(CrawlTask) });
export type CrawlTaskList = Static<typeof CrawlTaskList>;
