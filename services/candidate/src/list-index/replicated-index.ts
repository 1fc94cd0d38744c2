import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Collection, Document } from 'mongodb';
import { SortedRows, type PageQuery, type RowShape, type SortValue } from './sorted-rows';

/**
 * The rows an admin list filters, searches and sorts on, for a whole collection, in memory.
 *
 * Why: admin lists must answer in tens of milliseconds over 100,000 documents, and the
 * MongoDB-wire server these machines run (FerretDB v1) pushes neither filters nor sorts into
 * its storage: each list query was a few full scans (page, count), 30 s at that size, and
 * even a read by `_id` scans (its SQLite index is on another expression than its queries
 * use). So a row carries the list's view of its document too, and a page never reads the
 * database. With MongoDB itself the compound indexes of the models do the same job.
 *
 * Freshness: the repository reports every write it makes (`noteDocs`, `noteDeleted`); the
 * change applies here at once (read-your-writes) and is published on Redis so the other
 * replicas apply it too. A reload from the database at start, after a Redis reconnect (a
 * missed message) and every `resyncMs` bounds any drift. Until the first load, `page` answers
 * null and the repository queries the database.
 */
export interface IndexedRow extends RowShape {
  /** Time of the row's last change (ms), for "updated at" answers. */
  changedAt: number;
}

export interface ReplicatedIndexSpec<R extends IndexedRow> {
  /** Names the Redis channel; one per collection and database, so databases sharing a Redis never mix. */
  name: string;
  /** Fields a row needs (the reload reads only these). */
  projection?: Record<string, 0 | 1>;
  toRow: (doc: Document) => R | null;
  /** Undo what JSON did to a row on its way through Redis (for example -Infinity → null). */
  revive?: (row: R) => R;
  sortValues: Record<string, (row: R) => SortValue>;
}

interface ChangeMessage<R> {
  from: string;
  upserts: R[];
  deletes: string[];
}

export class ReplicatedIndex<R extends IndexedRow> {
  private readonly rows: SortedRows<R>;
  private readonly instance = randomUUID();
  private readonly channel: string;
  private subscriber: Redis | null = null;
  private ready = false;
  private latest = 0;
  /** Ids changed while a reload scans the database: their live version wins over the scan. */
  private touched: Set<string> | null = null;
  private reloading: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly collection: Collection,
    private readonly redis: Redis,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
    private readonly spec: ReplicatedIndexSpec<R>,
    private readonly opts: { resyncMs?: number } = {},
  ) {
    this.rows = new SortedRows<R>(spec.sortValues);
    this.channel = `list-index:${collection.dbName}:${spec.name}`;
  }

  get isReady(): boolean {
    return this.ready;
  }

  get latestChange(): Date | null {
    return this.latest ? new Date(this.latest) : null;
  }

  async start(): Promise<void> {
    const sub = this.redis.duplicate();
    this.subscriber = sub;
    sub.on('message', (_channel: string, text: string) => this.onMessage(text));
    let connectedBefore = false;
    sub.on('ready', () => {
      if (connectedBefore) void this.reload();
      connectedBefore = true;
    });
    await sub.subscribe(this.channel);
    void this.reload();
    const every = this.opts.resyncMs ?? 15 * 60_000;
    if (every > 0) {
      this.timer = setInterval(() => void this.reload(), every);
      this.timer.unref();
    }
  }

  /** Resolves once the first load is done (tests and the bench wait for it). */
  async whenReady(): Promise<void> {
    while (!this.ready && !this.closed) await (this.reloading ?? new Promise((r) => setTimeout(r, 20)));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.reloading?.catch(() => undefined);
    this.subscriber?.disconnect();
  }

  /** Documents just written by this process (inserted or updated). */
  noteDocs(docs: Document[]): void {
    const upserts = docs.map(this.spec.toRow).filter((r): r is R => r !== null);
    if (upserts.length) this.apply({ from: this.instance, upserts, deletes: [] }, true);
  }

  noteDeleted(ids: string[]): void {
    if (ids.length) this.apply({ from: this.instance, upserts: [], deletes: ids }, true);
  }

  /** A page in index order, or null while the index is not loaded. */
  page(q: PageQuery<R>): { rows: R[]; total: number } | null {
    return this.ready ? this.rows.page(q) : null;
  }

  /**
   * Drops rows by a rule every replica applies on its own (for example an age cutoff), so
   * nothing is published. A reload scanning meanwhile treats them as deleted.
   */
  protected removeWhere(pick: (row: R) => boolean): number {
    const gone = this.rows.removeWhere(pick);
    for (const id of gone) this.touched?.add(id);
    return gone.length;
  }

  /** Every row (only meaningful once ready). */
  protected all(): IterableIterator<R> {
    return this.rows.values();
  }

  private apply(change: ChangeMessage<R>, publish: boolean): void {
    for (const row of change.upserts) {
      this.rows.upsert(row);
      this.touched?.add(row.id);
      if (row.changedAt > this.latest) this.latest = row.changedAt;
    }
    for (const id of change.deletes) {
      this.rows.remove(id);
      this.touched?.add(id);
    }
    if (publish) {
      this.redis.publish(this.channel, JSON.stringify(change)).catch((err: unknown) => this.log.warn({ err }, `${this.spec.name} change not published; other replicas catch up at their next reload`));
    }
  }

  private onMessage(text: string): void {
    try {
      const msg = JSON.parse(text) as ChangeMessage<R>;
      if (msg.from === this.instance) return;
      const revive = this.spec.revive;
      this.apply({ ...msg, upserts: revive ? msg.upserts.map(revive) : msg.upserts }, false);
    } catch (err) {
      this.log.warn({ err }, `unreadable ${this.spec.name} change message ignored`);
    }
  }

  /** Scans the collection and swaps the rows in; changes seen during the scan are kept. */
  reload(): Promise<void> {
    this.reloading ??= (async () => {
      const touched = new Set<string>();
      this.touched = touched;
      try {
        const loaded: R[] = [];
        let latest = 0;
        for await (const doc of this.collection.find({}, { ...(this.spec.projection ? { projection: this.spec.projection } : {}), batchSize: 2000 })) {
          const row = this.spec.toRow(doc);
          if (!row || touched.has(row.id)) continue;
          loaded.push(row);
          if (row.changedAt > latest) latest = row.changedAt;
        }
        if (this.closed) return;
        const live = [...touched].map((id) => this.rows.get(id)).filter((r): r is R => r !== undefined);
        this.rows.reset([...loaded, ...live]);
        for (const r of live) if (r.changedAt > latest) latest = r.changedAt;
        this.latest = latest;
        if (!this.ready) this.log.info({ rows: this.rows.size }, `${this.spec.name} list index loaded`);
        this.ready = true;
      } catch (err) {
        this.log.warn({ err }, `${this.spec.name} list index reload failed; lists use the database until the next try`);
        if (!this.ready && !this.closed) setTimeout(() => void this.reload(), 5000).unref();
      } finally {
        this.touched = null;
        this.reloading = null;
      }
    })();
    return this.reloading;
  }
}

/** A date-ish field as ms (NaN when absent or unreadable). */
export const timeOf = (v: unknown): number =>
  v instanceof Date ? v.getTime() : typeof v === 'string' || typeof v === 'number' ? new Date(v).getTime() : NaN;
