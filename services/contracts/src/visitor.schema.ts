import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common.schema';

// Visitor-side writes: engagement (plays, likes, ratings), first-party analytics, contact form.

/** What the storefront shows about a game's counters, plus this visitor's own votes. */
export const EngagementState = Type.Object({
  plays: Type.Integer(),
  likes: Type.Integer(),
  rating: Type.Union([Type.Number(), Type.Null()]),
  ratingCount: Type.Integer(),
  liked: Type.Boolean(),
  myRating: Type.Union([Type.Integer(), Type.Null()]),
});
export type EngagementState = Static<typeof EngagementState>;

export const PlayResult = Type.Object({ counted: Type.Boolean(), plays: Type.Integer() });
export type PlayResult = Static<typeof PlayResult>;

export const LikeBody = Type.Object({ liked: Type.Boolean() });
export const RateBody = Type.Object({ stars: Type.Integer({ minimum: 1, maximum: 5 }) });

/** The analytics events the storefront may send; no other name is accepted. */
export const ANALYTICS_EVENTS = [
  'page_view',
  'game_view',
  'game_play',
  'game_share',
  'game_favorite',
  'game_fullscreen',
  'game_reload',
  'search',
  'filter_category',
  'recommendation_click',
  'recent_game_click',
  'game_load_performance',
  'error',
  // Sent once per browser and UTC day, before its first other event: how visitors are counted
  // without any identifier (see the catalogue's analytics service).
  'visit',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export const AnalyticsEvent = Type.Object({
  name: StringEnum(ANALYTICS_EVENTS),
  gameId: Type.Optional(Type.String({ maxLength: 120, pattern: '^[A-Za-z0-9_-]+$' })),
  category: Type.Optional(Type.String({ maxLength: 40 })),
  searchTerm: Type.Optional(Type.String({ maxLength: 100 })),
  resultsCount: Type.Optional(Type.Integer({ minimum: 0 })),
  value: Type.Optional(Type.Number()),
  lang: Type.Optional(Type.String({ maxLength: 10 })),
  path: Type.Optional(Type.String({ maxLength: 300 })),
});
export type AnalyticsEvent = Static<typeof AnalyticsEvent>;

export const AnalyticsBatch = Type.Object({ events: Type.Array(AnalyticsEvent, { minItems: 1, maxItems: 50 }) });
export type AnalyticsBatch = Static<typeof AnalyticsBatch>;


export const ContactBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  email: Type.String({ minLength: 3, maxLength: 200, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
  subject: Type.Optional(Type.String({ maxLength: 200 })),
  message: Type.String({ minLength: 10, maxLength: 5000 }),
  /** A field people never see; bots fill it in. */
  website: Type.Optional(Type.String({ maxLength: 200 })),
});
export type ContactBody = Static<typeof ContactBody>;

export const ContactMessage = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  createdAt: Type.String(),
});
export type ContactMessage = Static<typeof ContactMessage>;
export const ContactListQuery = Type.Object({
  // Bounded: a page number turns into a skip count.
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export const ContactList = Type.Object({ messages: Type.Array(ContactMessage), total: Type.Integer(), page: Type.Integer(), limit: Type.Integer() });
export type ContactList = Static<typeof ContactList>;
export const Accepted = Type.Object({ ok: Type.Boolean() });
