import type { Document } from 'mongodb';
import { CRAWL_STEP_COUNT, type CrawlTask } from '@portal/contracts';

const iso = (v: unknown): string => (v instanceof Date ? v : new Date(v as string)).toISOString();
const int = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : 0);

/** A stored task as the API answers it (without its failure list, which only the detail adds). */
export function toCrawlTask(d: Document): CrawlTask {
  const result = (d.result ?? {}) as CrawlTask['result'];
  const progress = (d.progress ?? {}) as Partial<CrawlTask['progress']>;
  const sourceId = typeof d.sourceId === 'string' ? d.sourceId : null;
  const sourceIds = Array.isArray(d.sourceIds) ? (d.sourceIds as unknown[]).filter((s): s is string => typeof s === 'string') : sourceId ? [sourceId] : [];
  return {
    id: String(d.id),
    type: 'CRAWL',
    status: d.status as CrawlTask['status'],
    sourceId,
    sourceIds,
    options: (d.options ?? {}) as CrawlTask['options'],
    progress: { current: int(progress.current), total: int(progress.total) || CRAWL_STEP_COUNT, message: String(progress.message ?? '') },
    result: {
      ...result,
      success: int(result.success),
      failed: int(result.failed),
      errors: Array.isArray(result.errors) ? result.errors.map(String) : [],
    },
    startedAt: iso(d.startedAt),
    completedAt: d.completedAt ? iso(d.completedAt) : null,
    createdBy: String(d.createdBy ?? ''),
  };
}
