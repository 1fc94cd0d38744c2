import { Type, type Static } from '@sinclair/typebox';
import { PAGE_SIZES } from './constants';
import { StringEnum, SearchText } from './common.schema';

export const CandidateStatus = StringEnum(['pending', 'approved', 'published', 'rejected', 'unpublished', 'archived']);
export type CandidateStatus = Static<typeof CandidateStatus>;

/** A game proposed for the catalogue, from a crawl, an import or a local scan. */
export const Candidate = Type.Object({
  id: Type.String(),
  name: Type.String(),
  title: Type.Optional(Type.String()),
  description: Type.String(),
  category: Type.String(),
  url: Type.String(),
  image: Type.Optional(Type.String()),
  tags: Type.Array(Type.String()),
  rating: Type.Union([Type.Number(), Type.Null()]),
  plays: Type.Integer(),
  source: Type.String(),
  origin: Type.String(),
  status: CandidateStatus,
  reason: Type.Optional(Type.String()),
  slug: Type.Optional(Type.String()),
  crawledAt: Type.Optional(Type.String()),
  scannedAt: Type.Optional(Type.String()),
  publishedAt: Type.Optional(Type.String()),
  publishedGameId: Type.Optional(Type.String()),
  unpublishedAt: Type.Optional(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Candidate = Static<typeof Candidate>;

export const CandidateSort = StringEnum(['-createdAt', 'createdAt', 'name', '-name', '-crawledAt', 'crawledAt', '-updatedAt']);

export const CandidateListQuery = Type.Object({
  status: Type.Optional(CandidateStatus),
  source: Type.Optional(Type.String({ maxLength: 100 })),
  category: Type.Optional(Type.String({ maxLength: 50 })),
  origin: Type.Optional(Type.String({ maxLength: 50 })),
  search: Type.Optional(SearchText),
  sort: Type.Optional(CandidateSort),
  // Bounded: a page number turns into a skip count.
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: PAGE_SIZES.candidates }),
});
export type CandidateListQuery = Static<typeof CandidateListQuery>;

export const CandidateListResponse = Type.Object({
  candidates: Type.Array(Candidate),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type CandidateListResponse = Static<typeof CandidateListResponse>;

// --- Bulk publishing: every candidate matching a filter, as one job with progress ---

/** The candidates a bulk publish takes: the pool screen's filter (only publishable ones are published). */
export const PublishAllBody = Type.Object({
  status: Type.Optional(CandidateStatus),
  source: Type.Optional(Type.String({ maxLength: 100 })),
  category: Type.Optional(Type.String({ maxLength: 50 })),
  origin: Type.Optional(Type.String({ maxLength: 50 })),
  search: Type.Optional(SearchText),
});
export type PublishAllBody = Static<typeof PublishAllBody>;

export const PublishJobStatus = StringEnum(['queued', 'running', 'completed', 'failed', 'cancelled']);
export type PublishJobStatus = Static<typeof PublishJobStatus>;

export const PublishJob = Type.Object({
  id: Type.String(),
  status: PublishJobStatus,
  filter: PublishAllBody,
  total: Type.Integer(),
  /** Candidates handled so far (published, skipped or failed). */
  processed: Type.Integer(),
  published: Type.Integer(),
  skipped: Type.Integer(),
  failed: Type.Integer(),
  errors: Type.Array(Type.Object({ id: Type.String(), message: Type.String() })),
  createdBy: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type PublishJob = Static<typeof PublishJob>;
export const PublishJobParams = Type.Object({ id: Type.String({ pattern: '^pub_[a-z0-9]{1,40}$' }) });
export const PublishJobList = Type.Object({ jobs: Type.Array(PublishJob) });
export const PUBLISH_JOBS_QUEUE = 'candidate-publish';
