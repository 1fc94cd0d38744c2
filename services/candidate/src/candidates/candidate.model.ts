import { Schema, type Connection, type Model } from 'mongoose';
import type { Candidate } from '@portal/contracts';

type Dated = 'crawledAt' | 'scannedAt' | 'publishedAt' | 'unpublishedAt' | 'createdAt' | 'updatedAt';
export type CandidateDoc = Omit<Candidate, Dated> & {
  crawledAt?: Date;
  scannedAt?: Date;
  publishedAt?: Date;
  unpublishedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
  /** Lower-cased name for case-insensitive search and duplicate checks. */
  nameKey: string;
  metadata?: Record<string, unknown>;
  /**
   * Set before the catalogue is called and cleared once the candidate records the result, so a
   * retry (or the boot-time recovery) finishes a publish that a crash interrupted.
   */
  publishIntent?: { gameId: string; at: Date };
};

const schema = new Schema<CandidateDoc>(
  {
    id: { type: String, required: true },
    name: { type: String, required: true },
    nameKey: { type: String, required: true },
    title: String,
    description: { type: String, default: '' },
    category: { type: String, default: 'casual' },
    url: { type: String, required: true },
    image: String,
    tags: { type: [String], default: [] },
    rating: { type: Number, default: null },
    plays: { type: Number, default: 0 },
    source: { type: String, required: true },
    origin: { type: String, required: true },
    status: { type: String, required: true, default: 'pending' },
    reason: String,
    slug: String,
    crawledAt: Date,
    scannedAt: Date,
    publishedAt: Date,
    publishedGameId: String,
    unpublishedAt: Date,
    metadata: { type: Schema.Types.Mixed },
    publishIntent: { type: { gameId: String, at: Date }, default: undefined, _id: false },
  },
  { collection: 'candidates', timestamps: true, versionKey: false },
);

// The pool screen filters by one field and sorts by one date or the name; every list query
// ends in `id` (same direction) as a tie-breaker, so each index ends in it too and MongoDB never sorts in memory.
schema.index({ id: 1 }, { unique: true });
schema.index({ url: 1 }, { unique: true });
schema.index({ nameKey: 1, source: 1 });
for (const sortKey of ['createdAt', 'updatedAt', 'crawledAt', 'nameKey'] as const) {
  const dir = sortKey === 'nameKey' ? 1 : -1;
  schema.index({ [sortKey]: dir, id: dir });
  for (const filter of ['status', 'source', 'category', 'origin'] as const) schema.index({ [filter]: 1, [sortKey]: dir, id: dir });
}
// A crawl's statistics count the candidates it created (over all attempts of the job).
schema.index({ 'metadata.crawlTaskId': 1 }, { sparse: true });
// Boot-time recovery of publishes a crash interrupted.
schema.index({ 'publishIntent.at': 1 }, { sparse: true });

export type CandidateModel = Model<CandidateDoc>;
export const candidateModel = (conn: Connection): CandidateModel => conn.model<CandidateDoc>('Candidate', schema);
