import type { FastifyBaseLogger } from 'fastify';
import { postInternal } from '@portal/server-kit';
import type { GameStatusChange } from '@portal/contracts';
import type { GameDoc } from './game.model';

export type CandidateSync = (doc: GameDoc, log: FastifyBaseLogger, requestId: string) => Promise<void>;

/**
 * When the games admin archives, disables or re-publishes a game that came from the candidate
 * pool, the candidate follows (published ↔ unpublished), so the pool never claims a game is
 * live that is not. A failure is logged and does not undo the admin's change: the pool shows
 * the old state until the next change of that game.
 */
export function candidateSync(candidateUrl: string | undefined, token: string): CandidateSync {
  return async (doc, log, requestId) => {
    if (!candidateUrl || !doc.candidateId) return;
    const body: GameStatusChange = {
      candidateId: doc.candidateId,
      gameId: doc.id,
      status: doc.status,
      slug: doc.slug,
      publishedAt: doc.publishedAt ? doc.publishedAt.toISOString() : null,
    };
    try {
      await postInternal(candidateUrl, '/internal/candidates/game-status', token, body, requestId, 10_000);
    } catch (err) {
      log.warn({ err, gameId: doc.id, candidateId: doc.candidateId }, 'candidate not told of the game status change');
    }
  };
}
