import { randomBytes } from 'node:crypto';
import type { QueryFilter } from 'mongoose';
import type { OperationLog, OperationLogEntry, OperationLogQuery } from '@portal/contracts';
import type { OperationLogDoc, OperationLogModel } from './operation-log.model';
import { escapeRegex } from '@portal/server-kit';
import type { OperationLogIndex } from './operation-log-index';
import { toOperationLog } from './operation-log.view';

/** Time-ordered ids: a log written later sorts after one written earlier in the same millisecond. */
export function newLogId(now = new Date()): string {
  return `log_${now.getTime().toString(36).padStart(9, '0')}${randomBytes(4).toString('hex')}`;
}

/** The only module that touches the operation_logs collection; every write reaches the list index. */
export class OperationLogRepository {
  constructor(
    private readonly model: OperationLogModel,
    readonly index?: OperationLogIndex,
  ) {}

  async record(entry: OperationLogEntry, now = new Date()): Promise<void> {
    const created = await this.model.create({ ...entry, id: newLogId(now), gameKey: entry.gameName.toLowerCase(), at: now });
    this.index?.noteDocs([created.toObject()]);
  }

  /** Several entries in one write (an automatic action over many candidates), each with its own id. */
  async recordMany(entries: OperationLogEntry[], now = new Date()): Promise<void> {
    if (entries.length === 0) return;
    const docs = entries.map((entry) => ({ ...entry, id: newLogId(now), gameKey: entry.gameName.toLowerCase(), at: now }));
    await this.model.insertMany(docs);
    this.index?.noteDocs(docs);
  }

  /** A log page as the API answers it: from the list index once loaded, else from the database. */
  async page(q: OperationLogQuery): Promise<{ logs: OperationLog[]; total: number }> {
    return this.index?.list(q) ?? this.pageFromDatabase(q);
  }

  /** The same page straight from the database (before the index is loaded; the index's reference in tests). */
  async pageFromDatabase(q: OperationLogQuery): Promise<{ logs: OperationLog[]; total: number }> {
    const filter: QueryFilter<OperationLogDoc> = {};
    if (q.type) filter.operation = q.type;
    if (q.success !== undefined) filter.status = q.success ? 'completed' : 'failed';
    const term = q.search?.trim();
    if (term) {
      const re = new RegExp(escapeRegex(term.toLowerCase()));
      filter.$or = [{ gameKey: re }, { operation: term }, { id: term }, { targetId: term }];
    }
    const [docs, total] = await Promise.all([
      this.model.find(filter).sort({ at: -1, id: -1 }).skip((q.page - 1) * q.limit).limit(q.limit).lean<OperationLogDoc[]>(),
      this.model.countDocuments(filter),
    ]);
    return { logs: docs.map(toOperationLog), total };
  }

  /** Deletes logs older than the cutoff, here and from the list index; answers how many went. */
  async purgeOlderThan(cutoff: Date): Promise<number> {
    const r = await this.model.deleteMany({ at: { $lt: cutoff } });
    this.index?.dropOlderThan(cutoff);
    return r.deletedCount;
  }

  async syncIndexes(): Promise<void> {
    await this.model.syncIndexes();
  }
}
