import type { CandidateBatchResult, CandidateStatus, CandidateUpdates, GameStatusChange } from '@portal/contracts';
import { HttpError, conflict, notFound } from '@portal/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { CandidateDoc } from './candidate.model';
import { isDuplicateKey } from '@portal/server-kit';
import type { CandidateRepository } from './candidate.repository';
import { gameIdFor, LOCAL_ORIGIN, type GamePublisher } from '../publishing/game-publisher';

export const CANDIDATE_NOT_FOUND = 'Candidate not found';
/** The states a bulk publish takes a candidate from. */
const BULK_FROM: readonly CandidateStatus[] = ['pending', 'approved', 'unpublished'];

/** Runs `fn` over the items, at most `limit` at a time, keeping the order of results. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return out;
}
export const DUPLICATE_GAME = 'Game with same name/URL already exists';

/** From which states each action may start. */
const FROM: Record<'publish' | 'approve' | 'reject' | 'unpublish' | 'archive' | 'delete', readonly CandidateStatus[]> = {
  publish: ['pending', 'approved', 'unpublished', 'published'],
  approve: ['pending', 'rejected', 'unpublished', 'approved'],
  reject: ['pending', 'approved', 'unpublished', 'rejected'],
  unpublish: ['published'],
  archive: ['pending', 'approved', 'rejected', 'unpublished', 'archived'],
  delete: ['pending', 'approved', 'rejected', 'unpublished', 'archived'],
};

const refusal = (action: string, status: string): HttpError =>
  conflict(
    status === 'published' && (action === 'delete' || action === 'reject' || action === 'archive' || action === 'approve')
      ? `Cannot ${action} a published candidate; unpublish it first`
      : `Cannot ${action} a candidate that is ${status}`,
    'INVALID_TRANSITION',
  );

/** Errors a caller should see as they are; anything unexpected becomes the spec's 'Failed to …' text. */
async function failAs<T>(message: string, log: FastifyBaseLogger, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof HttpError) throw e;
    log.error({ err: e }, message);
    throw new HttpError(500, message, 'FAILED');
  }
}

export interface ActionContext {
  log: FastifyBaseLogger;
  requestId?: string;
}

/** The candidate state machine and its hand-over to the catalogue. */
export class CandidateService {
  constructor(
    private readonly repo: CandidateRepository,
    private readonly publisher: GamePublisher,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(id: string): Promise<CandidateDoc> {
    const c = await this.repo.findById(id);
    if (!c) throw notFound(CANDIDATE_NOT_FOUND);
    return c;
  }

  /**
   * Idempotent publish: the candidate is first marked with a publish intent naming its game id
   * (derived from the candidate id), then the catalogue upserts that game, then the candidate
   * records the result. A crash or a lost answer between the steps leaves the intent; a retry or
   * the boot-time recovery repeats the same upsert, so nothing is duplicated or lost.
   */
  async publish(id: string, ctx: ActionContext): Promise<CandidateDoc> {
    const c = await this.get(id);
    if (!FROM.publish.includes(c.status) && !c.publishIntent) throw refusal('publish', c.status);
    const gameId = c.publishedGameId ?? c.publishIntent?.gameId ?? gameIdFor(c);
    const marked = await this.repo.update(id, { $set: { publishIntent: { gameId, at: this.now() } } }, [c.status]);
    if (!marked) throw conflict('Candidate changed meanwhile; try again', 'CONCURRENT_CHANGE');
    return this.completePublish(marked, gameId, ctx);
  }

  private async completePublish(c: CandidateDoc, gameId: string, ctx: ActionContext): Promise<CandidateDoc> {
    let published;
    try {
      published = await this.publisher.publish(c, gameId, ctx.requestId);
    } catch (e) {
      ctx.log.warn({ err: e, candidateId: c.id }, 'publish to catalogue failed');
      throw new HttpError(502, `Failed to publish game: ${e instanceof Error ? e.message : String(e)}`, 'PUBLISH_FAILED');
    }
    const done = await this.recordPublished(c, gameId, published);
    if (!done) throw notFound(CANDIDATE_NOT_FOUND);
    return done;
  }

  /** The candidate's record of its game on the storefront (null when the candidate left `from`). */
  private async recordPublished(
    c: CandidateDoc,
    gameId: string,
    published: { slug: string; publishedAt: string | null; playUrl: string },
    from?: readonly CandidateStatus[],
  ): Promise<CandidateDoc | null> {
    const set: Partial<CandidateDoc> = {
      status: 'published',
      slug: published.slug,
      publishedAt: published.publishedAt ? new Date(published.publishedAt) : this.now(),
      publishedGameId: gameId,
    };
    if (c.origin !== LOCAL_ORIGIN) set.url = published.playUrl;
    const unset = { publishIntent: 1, reason: 1, unpublishedAt: 1 } as const;
    let done: CandidateDoc | null;
    try {
      done = await this.repo.update(c.id, { $set: set, $unset: unset }, from);
    } catch (e) {
      // The repaired URL may belong to another candidate already: keep the original one.
      if (!isDuplicateKey(e)) throw e;
      delete set.url;
      done = await this.repo.update(c.id, { $set: set, $unset: unset }, from);
    }
    // A publication of the day; publishing an already published candidate again refreshes it only.
    if (done && c.status !== 'published') await this.repo.daily?.count('published');
    return done;
  }

  /**
   * Publishes many candidates at once (a step of a bulk publish job). Only candidates waiting
   * for a decision are taken (pending, approved, unpublished; none mid-publish); the rest are
   * skipped. External ones go to the catalogue in one batch, local ones one by one (their files
   * are installed on the way). Safe to repeat: game ids derive from candidate ids, so a batch a
   * crash interrupted is simply done again.
   */
  async publishMany(
    ids: string[],
    ctx: ActionContext,
    /** Narrower than a bulk publish: only from these states, and only candidates `accept` takes (auto-publishing a crawl's new ones). */
    only: { from?: readonly CandidateStatus[]; accept?: (c: CandidateDoc) => boolean } = {},
  ): Promise<{ published: number; publishedIds: string[]; skipped: number; errors: { id: string; message: string }[] }> {
    const from = only.from ?? BULK_FROM;
    const docs = await mapLimit(ids, 16, (id) => this.repo.findById(id));
    const takes = (c: CandidateDoc | null): c is CandidateDoc => !!c && from.includes(c.status) && BULK_FROM.includes(c.status) && !c.publishIntent && (only.accept?.(c) ?? true);
    const todo = docs.filter(takes);
    const errors: { id: string; message: string }[] = [];
    const publishedIds: string[] = [];
    const external = todo.filter((c) => c.origin !== LOCAL_ORIGIN);
    const bodies = external.map((c) => this.publisher.externalBody(c, c.publishedGameId ?? gameIdFor(c)));
    if (bodies.length) {
      const results = await this.publisher.publishMany(bodies, ctx.requestId);
      await mapLimit(external, 16, async (c, i) => {
        // Recorded only from the states it was taken in: a candidate decided otherwise meanwhile
        // (or published by a concurrent retry) is not counted twice.
        const done = await this.recordPublished(c, bodies[i]!.id, { ...results[i]!, playUrl: bodies[i]!.playUrl }, from).catch((e: unknown) => {
          errors.push({ id: c.id, message: e instanceof Error ? e.message : String(e) });
          return undefined;
        });
        if (done) publishedIds.push(c.id);
        else if (done === null) {
          // Published meanwhile by another run of the same work: the game is where it should be.
          const now = await this.repo.findById(c.id);
          if (now?.status === 'published' && now.publishedGameId === bodies[i]!.id) return;
          // Decided otherwise meanwhile (say, rejected): its game leaves the storefront again.
          await this.publisher.unpublish(c, bodies[i]!.id, ctx.requestId).catch(() => undefined);
          errors.push({ id: c.id, message: 'Candidate changed meanwhile; not published' });
        }
      });
    }
    for (const c of todo.filter((d) => d.origin === LOCAL_ORIGIN)) {
      try {
        await this.publish(c.id, ctx);
        publishedIds.push(c.id);
      } catch (e) {
        errors.push({ id: c.id, message: e instanceof Error ? e.message : String(e) });
      }
    }
    return { published: publishedIds.length, publishedIds, skipped: ids.length - todo.length, errors };
  }

  /** Finishes publishes a crash interrupted (run at boot; intents older than a minute). */
  async recoverInterruptedPublishes(ctx: ActionContext, olderThanMs = 60_000): Promise<number> {
    const stale = await this.repo.findInterruptedPublishes(new Date(this.now().getTime() - olderThanMs), 100);
    let done = 0;
    for (const c of stale) {
      try {
        await this.completePublish(c, c.publishIntent!.gameId, ctx);
        done++;
      } catch (e) {
        ctx.log.warn({ err: e, candidateId: c.id }, 'interrupted publish not recovered yet');
      }
    }
    return done;
  }

  /**
   * The games admin archived, disabled or re-published the game this candidate became: the
   * candidate follows (published ↔ unpublished) and a local game's files with it. Anything
   * else (an unknown candidate, another game, no change) is left alone.
   */
  async followGame(change: GameStatusChange, ctx: ActionContext): Promise<{ changed: boolean }> {
    const c = await this.repo.findById(change.candidateId);
    const ownGame = c && (c.publishedGameId ?? gameIdFor(c)) === change.gameId;
    if (!c || !ownGame) return { changed: false };
    const live = change.status === 'published';
    if (live && c.status === 'unpublished') {
      await this.publisher.followLocalFiles(c, true, change.slug).catch((err: unknown) => ctx.log.warn({ err, candidateId: c.id }, 'local game files not reinstalled'));
      const done = await this.repo.update(c.id, {
        $set: { status: 'published', slug: change.slug, publishedAt: change.publishedAt ? new Date(change.publishedAt) : this.now(), publishedGameId: change.gameId },
        $unset: { unpublishedAt: 1, reason: 1 },
      }, ['unpublished']);
      if (done) await this.repo.daily?.count('published');
      return { changed: done !== null };
    }
    if (!live && c.status === 'published') {
      await this.publisher.followLocalFiles(c, false, change.slug).catch((err: unknown) => ctx.log.warn({ err, candidateId: c.id }, 'local game files not removed'));
      return { changed: (await this.markUnpublished(c.id, change.gameId, ['published'])) !== null };
    }
    return { changed: false };
  }

  /** Takes the game off the storefront first, then records it; a retry converges either way. */
  async unpublish(id: string, ctx: ActionContext): Promise<CandidateDoc> {
    const c = await this.get(id);
    if (!FROM.unpublish.includes(c.status) && !c.publishIntent) throw refusal('unpublish', c.status);
    const gameId = c.publishedGameId ?? c.publishIntent?.gameId ?? gameIdFor(c);
    try {
      await this.publisher.unpublish(c, gameId, ctx.requestId);
    } catch (e) {
      ctx.log.warn({ err: e, candidateId: id }, 'unpublish in catalogue failed');
      throw new HttpError(502, 'Failed to unpublish game', 'UNPUBLISH_FAILED');
    }
    const done = await this.markUnpublished(id, gameId);
    if (!done) throw notFound(CANDIDATE_NOT_FOUND);
    return done;
  }

  /** The candidate's record of its game leaving the storefront (its slug and publishedAt are cleared). */
  private markUnpublished(id: string, gameId: string, from?: readonly CandidateStatus[]): Promise<CandidateDoc | null> {
    return this.repo.update(
      id,
      { $set: { status: 'unpublished', unpublishedAt: this.now(), publishedGameId: gameId }, $unset: { slug: 1, publishedAt: 1, publishIntent: 1 } },
      from,
    );
  }

  approve(id: string, ctx: ActionContext): Promise<CandidateDoc> {
    return failAs('Failed to approve candidate', ctx.log, () => this.transition(id, 'approve', { $set: { status: 'approved' }, $unset: { reason: 1 } }));
  }

  reject(id: string, reason: string | undefined, ctx: ActionContext): Promise<CandidateDoc> {
    const text = reason?.trim() || 'Rejected by admin';
    return failAs('Failed to reject candidate', ctx.log, () => this.transition(id, 'reject', { $set: { status: 'rejected', reason: text } }));
  }

  archive(id: string, ctx: ActionContext): Promise<CandidateDoc> {
    return failAs('Failed to archive candidate', ctx.log, () => this.transition(id, 'archive', { $set: { status: 'archived' } }));
  }

  async delete(id: string, ctx: ActionContext): Promise<CandidateDoc> {
    return failAs('Failed to delete candidate', ctx.log, async () => {
      const c = await this.get(id);
      if (!FROM.delete.includes(c.status) || c.publishIntent) throw refusal('delete', c.status);
      if (!(await this.repo.delete(id, FROM.delete))) throw conflict('Candidate changed meanwhile; try again', 'CONCURRENT_CHANGE');
      return c;
    });
  }

  /** Edits fields; a published candidate's game is refreshed in the catalogue too. */
  async update(id: string, updates: CandidateUpdates, ctx: ActionContext): Promise<CandidateDoc> {
    const updated = await failAs('Failed to update candidate', ctx.log, async () => {
      await this.get(id);
      const set: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(updates)) {
        if (v === undefined) continue;
        set[k] = typeof v === 'string' ? v.trim() : Array.isArray(v) ? v.map((t: string) => t.trim()).filter(Boolean) : v;
      }
      if (typeof set.name === 'string') {
        if (!set.name) throw new HttpError(400, 'Game name and URL are required', 'VALIDATION');
        set.nameKey = set.name.toLowerCase();
      }
      if (set.url === '') throw new HttpError(400, 'Game name and URL are required', 'VALIDATION');
      try {
        const doc = await this.repo.update(id, { $set: set });
        if (!doc) throw notFound(CANDIDATE_NOT_FOUND);
        return doc;
      } catch (e) {
        if (isDuplicateKey(e)) throw conflict(DUPLICATE_GAME, 'DUPLICATE');
        throw e;
      }
    });
    if (updated.status === 'published' && updated.publishedGameId) return this.publish(id, ctx);
    return updated;
  }

  async batch(action: string, ids: string[], reason: string | undefined, ctx: ActionContext): Promise<CandidateBatchResult> {
    const run = { approve: (id: string) => this.approve(id, ctx), reject: (id: string) => this.reject(id, reason, ctx), delete: (id: string) => this.delete(id, ctx) }[
      action as 'approve' | 'reject' | 'delete'
    ];
    if (!['approve', 'reject', 'delete'].includes(action) || !run) throw new HttpError(400, `Unknown action: ${action}`, 'UNKNOWN_ACTION');
    const errors: CandidateBatchResult['errors'] = [];
    for (const id of [...new Set(ids)]) {
      try {
        await run(id);
      } catch (e) {
        errors.push({ id, message: e instanceof Error ? e.message : String(e) });
      }
    }
    const total = new Set(ids).size;
    return { action, total, success: total - errors.length, failed: errors.length, errors };
  }

  private async transition(id: string, action: keyof typeof FROM, update: Parameters<CandidateRepository['update']>[1]): Promise<CandidateDoc> {
    const c = await this.get(id);
    if (!FROM[action].includes(c.status) || c.publishIntent) throw refusal(action, c.publishIntent ? 'being published' : c.status);
    const done = await this.repo.update(id, update, FROM[action]);
    if (!done) throw conflict('Candidate changed meanwhile; try again', 'CONCURRENT_CHANGE');
    return done;
  }
}
