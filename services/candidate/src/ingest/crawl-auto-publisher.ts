import type { FastifyBaseLogger } from 'fastify';
import type { IngestItem, OperationLogEntry } from '@portal/contracts';
import type { CandidateService } from '../candidates/candidate.service';
import type { OperationLogRepository } from '../operation-logs/operation-log.repository';

export const AUTO_PUBLISH_OPERATION = 'candidate.auto-publish';
export const AUTO_PUBLISH_ACTOR = 'auto-publish';

/**
 * Publishes the items of a crawl batch that their source's rule flagged, right after the batch
 * is stored, through the same publish path as the admin's bulk publish (one catalogue call per
 * batch; game ids derive from candidate ids, so a repeat never makes a second game).
 *
 * Only candidates this crawl task created and nobody has decided on yet (pending) are taken:
 * a game that was already a candidate stays as the admin left it. If the job is retried after
 * a crash, its insert finds the candidates already stored and this step takes the ones still
 * pending, so each flagged game is published, and logged, once.
 */
export class CrawlAutoPublisher {
  constructor(
    private readonly service: CandidateService,
    private readonly logs: OperationLogRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  async publish(taskId: string, items: IngestItem[], rules: Record<string, string> = {}): Promise<{ publishedKeys: string[]; errors: string[] }> {
    const flagged = items.filter((it) => it.autoPublish);
    if (flagged.length === 0) return { publishedKeys: [], errors: [] };
    const byKey = new Map(flagged.map((it) => [it.key, it]));
    const r = await this.service.publishMany(
      flagged.map((it) => it.key),
      { log: this.log, requestId: `auto-${taskId}` },
      { from: ['pending'], accept: (c) => c.metadata?.crawlTaskId === taskId },
    );
    const entry = (key: string, ok: boolean, message?: string): OperationLogEntry => {
      const it = byKey.get(key);
      const rule = (it && rules[it.sourceId]) ?? 'the source rule';
      return {
        operation: AUTO_PUBLISH_OPERATION,
        gameName: (it?.name ?? key).slice(0, 300),
        targetId: key,
        status: ok ? 'completed' : 'failed',
        actor: AUTO_PUBLISH_ACTOR,
        details: `${ok ? 'Published' : `Not published (${message})`} by the auto-publish rule: ${rule}; crawl task ${taskId}`.slice(0, 2000),
      };
    };
    const entries = [...r.publishedIds.map((k) => entry(k, true)), ...r.errors.map((e) => entry(e.id, false, e.message))];
    try {
      await this.logs.recordMany(entries);
    } catch (err) {
      // The games are published; a lost log entry must not make the crawl store them again.
      this.log.warn({ err, taskId, entries: entries.length }, 'auto-publish operation logs not written');
    }
    if (r.publishedIds.length || r.errors.length) {
      this.log.info({ taskId, published: r.publishedIds.length, failed: r.errors.length }, 'crawl batch auto-published');
    }
    return { publishedKeys: r.publishedIds, errors: r.errors.map((e) => `${e.id}: ${e.message}`) };
  }
}
