import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Document } from 'mongodb';
import type { OperationLog, OperationLogQuery } from '@portal/contracts';
import { ReplicatedIndex, timeOf, type IndexedRow } from '@portal/server-kit';
import type { OperationLogDoc, OperationLogModel } from './operation-log.model';
import { toOperationLog } from './operation-log.view';

/**
 * What the log page filters and searches on (see ReplicatedIndex for why it is in memory).
 * About 400 bytes a log per candidate replica; OPERATION_LOG_RETENTION_DAYS bounds how many
 * there are.
 */
export interface OperationLogRow extends IndexedRow {
  operation: string;
  gameKey: string;
  targetId: string;
  status: string;
  view: OperationLog;
}

export function toOperationLogRow(doc: Document): OperationLogRow | null {
  if (typeof doc.id !== 'string' || !(doc.at instanceof Date || typeof doc.at === 'string')) return null;
  return {
    id: doc.id,
    view: toOperationLog({ ...(doc as OperationLogDoc), at: new Date(doc.at as Date | string) }),
    operation: String(doc.operation ?? ''),
    gameKey: typeof doc.gameKey === 'string' ? doc.gameKey : String(doc.gameName ?? '').toLowerCase(),
    targetId: typeof doc.targetId === 'string' ? doc.targetId : '',
    status: String(doc.status ?? ''),
    changedAt: timeOf(doc.at) || 0,
  };
}

export class OperationLogIndex extends ReplicatedIndex<OperationLogRow> {
  constructor(model: OperationLogModel, redis: Redis, log: Pick<FastifyBaseLogger, 'warn' | 'info'>, opts: { resyncMs?: number } = {}) {
    super(
      model.collection,
      redis,
      log,
      {
        name: 'operation_logs',
        toRow: toOperationLogRow,
        sortValues: { at: (r) => r.changedAt },
      },
      opts,
    );
  }

  /** Forgets logs older than the cutoff (the repository deleted them from the database). */
  dropOlderThan(cutoff: Date): number {
    return this.removeWhere((r) => r.changedAt < cutoff.getTime());
  }

  /** The log page's filters and search, newest first, as OperationLogRepository.pageFromDatabase applies them. */
  list(q: OperationLogQuery): { logs: OperationLog[]; total: number } | null {
    const term = q.search?.trim() ?? '';
    const needle = term.toLowerCase();
    const status = q.success === undefined ? undefined : q.success ? 'completed' : 'failed';
    const page = this.page({
      match: (r) =>
        (!q.type || r.operation === q.type) &&
        (!status || r.status === status) &&
        (!term || r.gameKey.includes(needle) || r.operation === term || r.id === term || r.targetId === term),
      filterKey: JSON.stringify([q.type, status, term]),
      sortKey: 'at',
      descending: true,
      skip: (q.page - 1) * q.limit,
      limit: q.limit,
    });
    return page && { logs: page.rows.map((r) => r.view), total: page.total };
  }
}
