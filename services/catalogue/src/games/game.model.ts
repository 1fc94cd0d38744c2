import { Schema, type Connection, type Model } from 'mongoose';
import type { Game } from '@portal/contracts';

export type GameDoc = Omit<Game, 'publishedAt' | 'createdAt' | 'updatedAt'> & {
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Tie-breaker for games published together (built-ins keep their numeric order). */
  order: number;
  /** Set on games published from the candidate pool. */
  candidateId?: string;
};

const schema = new Schema<GameDoc>(
  {
    id: { type: String, required: true },
    slug: { type: String, required: true },
    kind: { type: String, required: true, enum: ['builtin', 'local', 'external'] },
    name: { type: Schema.Types.Mixed, required: true },
    description: { type: Schema.Types.Mixed, default: {} },
    category: { type: String, required: true },
    tags: { type: [String], default: [] },
    status: { type: String, required: true, default: 'published' },
    playUrl: { type: String, required: true },
    thumbnail: { type: Schema.Types.Mixed, default: null },
    featured: { type: Boolean, default: false },
    rating: { type: Number, default: null },
    ratingCount: { type: Number, default: 0 },
    plays: { type: Number, default: 0 },
    likes: { type: Number, default: 0 },
    source: { type: String, default: 'builtin' },
    size: { type: { width: Number, height: Number }, default: { width: 1280, height: 720 } },
    languages: { type: [String], default: ['en'] },
    meta: { type: Schema.Types.Mixed, default: {} },
    publishedAt: { type: Date, default: null },
    order: { type: Number, default: 0 },
    candidateId: String,
  },
  { collection: 'games', timestamps: true, minimize: false, versionKey: false },
);

// Reads are answered from memory (GameIndex) and writes address documents by `_id`, so the
// only indexes are the uniqueness rules every replica relies on when two publish at once.
schema.index({ id: 1 }, { unique: true });
schema.index({ slug: 1 }, { unique: true });

export type GameModel = Model<GameDoc>;
export const gameModel = (conn: Connection): GameModel => conn.model<GameDoc>('Game', schema);
