import type { EngagementState, PlayResult } from '@portal/contracts';
import { notFound } from '@portal/server-kit';
import type { GameRepository } from '../games/game.repository';
import type { RateLimiter } from '../visitor/rate-limit';
import type { EngagementRepository } from './engagement.repository';
import { countersOf } from './stats-index';

/** Limits against abuse: per client address (covers cleared cookies) and per visitor. */
export const ENGAGEMENT_LIMITS = {
  /** A play counts once per visitor and game in this window (reloads do not inflate it). */
  playWindowS: 30 * 60,
  playsPerAddressPerHour: 120,
  votesPerAddressPerHour: 60,
  votesPerVisitorPerMinute: 20,
} as const;

export class EngagementService {
  constructor(
    private readonly games: GameRepository,
    private readonly repo: EngagementRepository,
    private readonly limiter: RateLimiter,
  ) {}

  private async gameId(ref: string): Promise<string> {
    await this.games.whenReady();
    const row = this.games.findByRef(ref);
    if (!row || row.status !== 'published') throw notFound(`Game with id ${ref} not found`);
    return row.id;
  }

  async state(ref: string, visitor: string | undefined): Promise<EngagementState> {
    const id = await this.gameId(ref);
    const [c, vote] = await Promise.all([this.repo.counters(id), visitor ? this.repo.vote(id, visitor) : null]);
    const counters = countersOf(c ? { id, counters: c, changedAt: 0 } : undefined);
    return { ...counters, liked: vote?.liked === true, myRating: vote?.stars ?? null };
  }

  async play(ref: string, visitor: string, address: string): Promise<PlayResult> {
    const id = await this.gameId(ref);
    await this.limiter.hit(`play:${address}`, ENGAGEMENT_LIMITS.playsPerAddressPerHour, 3600);
    const counted = await this.limiter.once(`play:${id}:${visitor}`, ENGAGEMENT_LIMITS.playWindowS);
    if (counted) await this.repo.incPlays(id);
    return { counted, plays: (await this.repo.counters(id))?.plays ?? 0 };
  }

  private async voteLimits(visitor: string, address: string): Promise<void> {
    await this.limiter.hit(`vote:${address}`, ENGAGEMENT_LIMITS.votesPerAddressPerHour, 3600);
    await this.limiter.hit(`vote-v:${visitor}`, ENGAGEMENT_LIMITS.votesPerVisitorPerMinute, 60);
  }

  async like(ref: string, visitor: string, address: string, liked: boolean): Promise<EngagementState> {
    const id = await this.gameId(ref);
    await this.voteLimits(visitor, address);
    await this.repo.setLike(id, visitor, liked);
    return this.state(id, visitor);
  }

  async rate(ref: string, visitor: string, address: string, stars: number): Promise<EngagementState> {
    const id = await this.gameId(ref);
    await this.voteLimits(visitor, address);
    await this.repo.setStars(id, visitor, stars);
    return this.state(id, visitor);
  }
}
