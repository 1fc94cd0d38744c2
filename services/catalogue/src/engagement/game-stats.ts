/** Counters of one game, in their own collection: `_id` is the game id. */
export interface CounterDoc {
  _id: string;
  id: string;
  plays?: number;
  likes?: number;
  ratingCount?: number;
  ratingSum?: number;
  updatedAt?: Date;
}

export const GAME_STATS_COLLECTION = 'game_stats';
