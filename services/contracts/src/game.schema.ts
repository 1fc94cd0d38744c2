import { Type, type Static } from '@sinclair/typebox';
import { GAME_CATEGORIES, BROWSE_CATEGORIES, PAGE_SIZES, type BrowseCategory } from './constants';
import { LanguageSchema, LocalizedText, Paged, StringEnum, SearchText } from './common.schema';

export const GameKind = Type.Union([Type.Literal('builtin'), Type.Literal('local'), Type.Literal('external')]);
export type GameKind = Static<typeof GameKind>;

export const GameStatus = StringEnum(['published', 'draft', 'pending', 'rejected', 'archived', 'disabled']);
export type GameStatus = Static<typeof GameStatus>;

export const CategoryIdSchema = StringEnum(GAME_CATEGORIES);

export const Thumbnail = Type.Object({
  /** Card-size WebP served from our own host, width in the key. */
  small: Type.Optional(Type.String()),
  large: Type.Optional(Type.String()),
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
});

export const Control = Type.Object({ key: Type.String(), action: LocalizedText });

export const GameMeta = Type.Object({
  difficulty: Type.Optional(Type.String()),
  duration: Type.Optional(Type.String()),
  controls: Type.Optional(Type.Array(Control)),
  gameplayTips: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});

/** A game as the catalogue stores it (every language). */
export const Game = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  kind: GameKind,
  name: LocalizedText,
  description: LocalizedText,
  category: CategoryIdSchema,
  tags: Type.Array(Type.String()),
  status: GameStatus,
  playUrl: Type.String(),
  thumbnail: Type.Union([Thumbnail, Type.Null()]),
  featured: Type.Boolean(),
  rating: Type.Union([Type.Number(), Type.Null()]),
  ratingCount: Type.Integer(),
  plays: Type.Integer(),
  likes: Type.Integer(),
  source: Type.String(),
  size: Type.Object({ width: Type.Integer(), height: Type.Integer() }),
  languages: Type.Array(Type.String()),
  meta: GameMeta,
  publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Game = Static<typeof Game>;

/** A game localized for one language: what the storefront renders. */
export const GameCard = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  kind: GameKind,
  name: Type.String(),
  description: Type.String(),
  category: CategoryIdSchema,
  tags: Type.Array(Type.String()),
  thumbnail: Type.Union([Thumbnail, Type.Null()]),
  featured: Type.Boolean(),
  rating: Type.Union([Type.Number(), Type.Null()]),
  ratingCount: Type.Integer(),
  plays: Type.Integer(),
  playUrl: Type.String(),
  publishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type GameCard = Static<typeof GameCard>;

export const GameDetail = Type.Composite([
  GameCard,
  Type.Object({
    likes: Type.Integer(),
    size: Type.Object({ width: Type.Integer(), height: Type.Integer() }),
    meta: Type.Object({
      difficulty: Type.Optional(Type.String()),
      duration: Type.Optional(Type.String()),
      controls: Type.Array(Type.Object({ key: Type.String(), action: Type.String() })),
      gameplayTips: Type.Array(Type.String()),
    }),
  }),
]);
export type GameDetail = Static<typeof GameDetail>;

export const PublicGameListQuery = Type.Object({
  lang: Type.Optional(LanguageSchema),
  category: Type.Optional(StringEnum(BROWSE_CATEGORIES.filter((c): c is Exclude<BrowseCategory, 'favorites'> => c !== 'favorites'))),
  /** Favourites are kept in the browser; the storefront asks for them by id. */
  ids: Type.Optional(Type.String({ maxLength: 2000, pattern: '^[A-Za-z0-9_,-]*$' })),
  search: Type.Optional(SearchText),
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: PAGE_SIZES.games }),
});
export type PublicGameListQuery = Static<typeof PublicGameListQuery>;

export const GameCardPage = Paged(GameCard);
export type GameCardPage = Static<typeof GameCardPage>;

export const GameDetailQuery = Type.Object({ lang: Type.Optional(LanguageSchema) });
export const GameRefParams = Type.Object({ ref: Type.String({ minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9_-]+$' }) });

export const CategoryCount = Type.Object({ id: Type.String(), count: Type.Integer() });
export const CategoryCounts = Type.Object({ categories: Type.Array(CategoryCount), total: Type.Integer() });
export type CategoryCounts = Static<typeof CategoryCounts>;

export const AdminGameListQuery = Type.Object({
  status: Type.Optional(GameStatus),
  kind: Type.Optional(GameKind),
  category: Type.Optional(CategoryIdSchema),
  featured: Type.Optional(Type.Boolean()),
  search: Type.Optional(SearchText),
  // Bounded: a page number turns into a skip count.
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export type AdminGameListQuery = Static<typeof AdminGameListQuery>;

export const AdminGameListResponse = Type.Object({
  games: Type.Array(Game),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type AdminGameListResponse = Static<typeof AdminGameListResponse>;
