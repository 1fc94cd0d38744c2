import { Type, type Static } from '@sinclair/typebox';
import { PAGE_SIZES } from './constants';
import { StringEnum, SearchText } from './common.schema';
import { Candidate } from './candidate.schema';
import { GameKind } from './game.schema';
import { AssetRefString, GameLinkInputString } from './url-rules';

// --- Candidate actions ---

export const CandidateIdBody = Type.Object({ candidateId: Type.String({ minLength: 1, maxLength: 200 }) });
export type CandidateIdBody = Static<typeof CandidateIdBody>;

export const CandidateRejectBody = Type.Object({
  candidateId: Type.String({ minLength: 1, maxLength: 200 }),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
});

export const CandidateIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
export const RejectReasonBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) });

/** Fields an admin may edit on a candidate; anything else is dropped. */
export const CandidateUpdates = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  category: Type.Optional(Type.String({ maxLength: 50 })),
  url: Type.Optional(GameLinkInputString),
  image: Type.Optional(AssetRefString),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 30 })),
  rating: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 5 }), Type.Null()])),
  plays: Type.Optional(Type.Integer({ minimum: 0 })),
  source: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
});
export type CandidateUpdates = Static<typeof CandidateUpdates>;

export const CandidateUpdateBody = Type.Object({ candidateId: Type.String({ minLength: 1, maxLength: 200 }), updates: CandidateUpdates });

/** The action is checked by the service so an unknown one gets the spec's exact text. */
export const CandidateBatchBody = Type.Object({
  action: Type.String({ maxLength: 50 }),
  ids: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: 500 }),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
});
export type CandidateBatchBody = Static<typeof CandidateBatchBody>;

export const CandidateActionResult = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  candidate: Type.Optional(Candidate),
});
export type CandidateActionResult = Static<typeof CandidateActionResult>;

export const CandidateBatchResult = Type.Object({
  action: Type.String(),
  total: Type.Integer(),
  success: Type.Integer(),
  failed: Type.Integer(),
  errors: Type.Array(Type.Object({ id: Type.String(), message: Type.String() })),
});
export type CandidateBatchResult = Static<typeof CandidateBatchResult>;

// --- External games: single add and batch import ---

const NumberLike = Type.Union([Type.Number(), Type.String({ maxLength: 30 }), Type.Null()]);

/** Loose on purpose: import files carry strings; the service trims, parses and validates. */
export const ExternalGameInput = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 200 })),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  category: Type.Optional(Type.String({ maxLength: 50 })),
  url: Type.Optional(Type.String({ maxLength: 2000 })),
  image: Type.Optional(Type.String({ maxLength: 2000 })),
  tags: Type.Optional(Type.Union([Type.Array(Type.String({ maxLength: 50 }), { maxItems: 30 }), Type.String({ maxLength: 1000 })])),
  rating: Type.Optional(NumberLike),
  plays: Type.Optional(NumberLike),
  source: Type.Optional(Type.String({ maxLength: 100 })),
});
export type ExternalGameInput = Static<typeof ExternalGameInput>;

export const ExternalImportBody = Type.Object({ games: Type.Array(ExternalGameInput, { maxItems: 5000 }) });

export const ImportReport = Type.Object({
  total: Type.Integer(),
  success: Type.Integer(),
  failed: Type.Integer(),
  games: Type.Array(Candidate),
  /** 'Game N: message', N counting from 1 in the order given. */
  errors: Type.Array(Type.String()),
});
export type ImportReport = Static<typeof ImportReport>;

// --- Field configuration ---

export const FieldType = StringEnum(['text', 'url', 'array', 'number', 'date']);
export const FieldConfig = Type.Object({
  key: Type.String(),
  label: Type.String(),
  type: FieldType,
  required: Type.Boolean(),
  enabled: Type.Boolean(),
});
export type FieldConfig = Static<typeof FieldConfig>;
export const FieldConfigList = Type.Object({ fields: Type.Array(FieldConfig) });
export type FieldConfigList = Static<typeof FieldConfigList>;
export const FieldConfigUpdate = Type.Object({
  fields: Type.Array(
    Type.Object({
      key: Type.String({ maxLength: 50 }),
      label: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      required: Type.Optional(Type.Boolean()),
      enabled: Type.Optional(Type.Boolean()),
    }),
    { maxItems: 50 },
  ),
});
export type FieldConfigUpdate = Static<typeof FieldConfigUpdate>;

/** The spec's fields with their defaults: status and reason are off until the admin turns them on. */
export const DEFAULT_FIELD_CONFIG: readonly FieldConfig[] = [
  { key: 'name', label: 'Name', type: 'text', required: true, enabled: true },
  { key: 'title', label: 'Title', type: 'text', required: false, enabled: true },
  { key: 'description', label: 'Description', type: 'text', required: false, enabled: true },
  { key: 'category', label: 'Category', type: 'text', required: true, enabled: true },
  { key: 'image', label: 'Image', type: 'url', required: false, enabled: true },
  { key: 'url', label: 'URL', type: 'url', required: true, enabled: true },
  { key: 'source', label: 'Source', type: 'text', required: true, enabled: true },
  { key: 'tags', label: 'Tags', type: 'array', required: false, enabled: true },
  { key: 'rating', label: 'Rating', type: 'number', required: false, enabled: true },
  { key: 'plays', label: 'Plays', type: 'number', required: false, enabled: true },
  { key: 'status', label: 'Status', type: 'text', required: true, enabled: false },
  { key: 'reason', label: 'Reason', type: 'text', required: false, enabled: false },
  { key: 'crawledAt', label: 'Crawled at', type: 'date', required: true, enabled: true },
];

// --- Operation logs ---

export const OperationStatus = StringEnum(['completed', 'failed']);
export const OperationLog = Type.Object({
  id: Type.String(),
  operation: Type.String(),
  gameName: Type.String(),
  targetId: Type.Optional(Type.String()),
  status: OperationStatus,
  actor: Type.String(),
  at: Type.String(),
  details: Type.Optional(Type.String()),
});
export type OperationLog = Static<typeof OperationLog>;

export const OperationLogQuery = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 60 })),
  search: Type.Optional(SearchText),
  success: Type.Optional(Type.Boolean()),
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: PAGE_SIZES.operationLogs }),
});
export type OperationLogQuery = Static<typeof OperationLogQuery>;

export const OperationLogPage = Type.Object({
  logs: Type.Array(OperationLog),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type OperationLogPage = Static<typeof OperationLogPage>;

/** What a service sends to the log owner (the candidate service) for one admin mutation. */
export const OperationLogEntry = Type.Object({
  operation: Type.String({ maxLength: 60 }),
  gameName: Type.String({ maxLength: 300 }),
  targetId: Type.Optional(Type.String({ maxLength: 200 })),
  status: OperationStatus,
  actor: Type.String({ maxLength: 100 }),
  details: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type OperationLogEntry = Static<typeof OperationLogEntry>;

// --- Local games ---

export const ScanDirectoryBody = Type.Object({
  path: Type.String({ minLength: 1, maxLength: 1000 }),
  recursive: Type.Boolean({ default: true }),
});
export type ScanDirectoryBody = Static<typeof ScanDirectoryBody>;

export const ScanResult = Type.Object({
  success: Type.Boolean(),
  totalFound: Type.Integer(),
  validGames: Type.Integer(),
  addedToCandidates: Type.Integer(),
  duplicates: Type.Integer(),
  errors: Type.Array(Type.String()),
  duration: Type.Integer(),
  error: Type.Optional(Type.String()),
});
export type ScanResult = Static<typeof ScanResult>;

export const LocalCandidateList = Type.Object({ candidates: Type.Array(Candidate) });

export const LocalGameUpdateBody = Type.Object({
  gameId: Type.String({ minLength: 1, maxLength: 200 }),
  updateData: Type.Object({
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    category: Type.Optional(Type.String({ maxLength: 50 })),
    tags: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 30 })),
    featured: Type.Optional(Type.Boolean()),
    status: Type.Optional(Type.String({ maxLength: 30 })),
  }),
});
export type LocalGameUpdateBody = Static<typeof LocalGameUpdateBody>;

// --- Catalogue admin calls (/api/games/upsert|archive) ---

export const GameUpsertBody = Type.Object({
  gameId: Type.String({ minLength: 1, maxLength: 120 }),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  category: Type.Optional(Type.String({ maxLength: 50 })),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 30 })),
  featured: Type.Optional(Type.Boolean()),
  /** Any text: mapped by the spec's rule (active/published/unknown → published). */
  status: Type.Optional(Type.String({ maxLength: 30 })),
  playUrl: Type.Optional(AssetRefString),
});
export type GameUpsertBody = Static<typeof GameUpsertBody>;
export const GameIdBody = Type.Object({ gameId: Type.String({ minLength: 1, maxLength: 120 }) });

// --- Service to service (never through the gateway) ---

/** The candidate service hands a game to the catalogue; the catalogue owns the slug. */
export const InternalPublishBody = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9_-]+$' }),
  slugBase: Type.String({ maxLength: 100 }),
  kind: GameKind,
  status: StringEnum(['published', 'draft']),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.String({ maxLength: 5000 }),
  category: Type.String({ maxLength: 50 }),
  tags: Type.Array(Type.String({ maxLength: 50 })),
  playUrl: AssetRefString,
  image: Type.Optional(AssetRefString),
  source: Type.String({ maxLength: 100 }),
  /** The candidate it came from, so the catalogue can tell the admin where a game originated. */
  candidateId: Type.Optional(Type.String({ maxLength: 200 })),
});
export type InternalPublishBody = Static<typeof InternalPublishBody>;

export const InternalPublishResult = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  status: Type.String(),
  publishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type InternalPublishResult = Static<typeof InternalPublishResult>;

/** Bulk publishing hands games over in batches of at most this many. */
export const PUBLISH_BATCH_MAX = 500;
export const InternalPublishBatchBody = Type.Object({ games: Type.Array(InternalPublishBody, { minItems: 1, maxItems: PUBLISH_BATCH_MAX }) });
export type InternalPublishBatchBody = Static<typeof InternalPublishBatchBody>;
export const InternalPublishBatchResult = Type.Object({ games: Type.Array(InternalPublishResult) });
export type InternalPublishBatchResult = Static<typeof InternalPublishBatchResult>;

export const LocalGameSummary = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  kind: GameKind,
  name: Type.String(),
  category: Type.String(),
  status: Type.String(),
  featured: Type.Boolean(),
  playUrl: Type.String(),
  publishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type LocalGameSummary = Static<typeof LocalGameSummary>;
export const LocalGameSummaryList = Type.Object({ games: Type.Array(LocalGameSummary) });
export type LocalGameSummaryList = Static<typeof LocalGameSummaryList>;

export const SuccessMessage = Type.Object({ success: Type.Boolean(), message: Type.String() });

/** Catalogue → candidate service: a pool game's status changed in the games admin. */
export const GameStatusChange = Type.Object({
  candidateId: Type.String({ minLength: 1, maxLength: 200 }),
  gameId: Type.String({ minLength: 1, maxLength: 200 }),
  status: Type.String({ minLength: 1, maxLength: 50 }),
  slug: Type.String({ maxLength: 200 }),
  publishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type GameStatusChange = Static<typeof GameStatusChange>;
