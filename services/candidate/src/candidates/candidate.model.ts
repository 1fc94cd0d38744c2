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

// Lists, searches and lookups are answered from memory (CandidateListIndex) and one candidate
// is read and written by `_id`, so the only indexes are the uniqueness rules that hold while
// several crawls and imports insert at once.
schema.index({ id: 1 }, { unique: true });
schema.index({ url: 1 }, { unique: true });

export type CandidateModel = Model<CandidateDoc>;
export const candidateModel = (conn: Connection): CandidateModel => conn.model<CandidateDoc>('Candidate', schema);
