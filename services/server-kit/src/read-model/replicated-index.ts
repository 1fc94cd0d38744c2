import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { mongo } from 'mongoose';
import { SortedRows, type PageQuery, type RowShape, type SortValue } from './sorted-rows';

type Document = mongo.Document;

/**
 * A read model: the rows a service filters, searches and sorts a whole collection on, in
 * memory, kept current by the service's own writes and replicated to its other replicas.
 *
 * Why: lists and searches must answer in milliseconds over 100,000 documents, and a
 * MongoDB-wire server that evaluates filters and sorts document by document (FerretDB v1)
 * costs seconds per query at that size. So a row carries the view the service answers with,
 * and a page never reads the database; a row also carries the document's `_id`, so a write
 * addresses its document by `_id` alone (the one lookup every MongoDB-wire server indexes).
 * With MongoDB itself the compound indexes of the models would do the same job.
 *
 * Freshness: the repository reports every write it makes (`noteDocs`, `noteDeleted`); the
 * change applies here at once (read-your-writes) and is published on Redis so the other
 * replicas apply it within milliseconds. Each replica numbers what it publishes, so a
 * receiver that sees a gap (a message lost, or never published while Redis was away) reloads;
 * so does a replica whose Redis connection came back, and every `resyncMs` bounds any drift
 * that no message reported. Until the first load, `page` answers null.
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
  /** The sender's count of changes it made (1, 2, 3…): a gap means a message was missed. */
  seq: number;
  upserts: R[];
  deletes: string[];
}

export class ReplicatedIndex<R extends IndexedRow> {
  private readonly rows: SortedRows<R>;
  private readonly instance = randomUUID();
  private sent = 0;
  /** Last sequence number seen from each other replica. */
  private readonly heard = new Map<string, number>();
  private readonly channel: string;
  private subscriber: Redis | null = null;
  private ready = false;
  private latest = 0;
  /** Ids changed while a reload scans the database: their live version wins over the scan. */
  private touched: Set<string> | null = null;
  private reloading: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Counts every change to the rows: values derived from them are valid for one version. */
  private version = 0;
  private readonly derivedValues: Record<DerivedPool, Map<string, { version: number; value: unknown }>> = { lists: new Map(), queries: new Map() };

  constructor(
    private readonly collection: mongo.Collection,
    private readonly redis: Redis,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
    private readonly spec: ReplicatedIndexSpec<R>,
    private readonly opts: { resyncMs?: number } = {},
  ) {
    this.rows = new SortedRows<R>(spec.sortValues);
    // One channel per database and collection, so deployments (and tests) sharing a Redis never
    // mix their changes. A mongoose collection names its database through its connection.
    const dbName = (collection as { dbName?: string }).dbName ?? (collection as unknown as { conn?: { name?: string } }).conn?.name;
    if (!dbName) throw new Error(`${spec.name}: the collection does not say which database it belongs to`);
    this.channel = `list-index:${dbName}:${spec.name}`;
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
    if (upserts.length) this.apply({ from: this.instance, seq: ++this.sent, upserts, deletes: [] }, true);
  }

  noteDeleted(ids: string[]): void {
    if (ids.length) this.apply({ from: this.instance, seq: ++this.sent, upserts: [], deletes: ids }, true);
  }

  /** One row by id (null while the index is not loaded, undefined when there is no such row). */
  get(id: string): R | undefined | null {
    return this.ready ? this.rows.get(id) : null;
  }

  /** Number of rows (meaningful once ready). */
  get size(): number {
    return this.rows.size;
  }

  /**
   * A value computed from the rows (a filtered list, a count, an answer's JSON), kept until the
   * rows next change, so repeated reads of the same list cost a slice instead of a walk over
   * every row. Each pool keeps its most recently used values: `lists` for the few lists every
   * visitor shares, `queries` for per-query values (searches, pages), so a stream of unique
   * queries can never push the shared lists out.
   */
  derived<T>(key: string, compute: () => T, pool: DerivedPool = 'lists'): T {
    const values = this.derivedValues[pool];
    const hit = values.get(key);
    if (hit && hit.version === this.version) {
      values.delete(key);
      values.set(key, hit);
      return hit.value as T;
    }
    const value = compute();
    values.delete(key);
    values.set(key, { version: this.version, value });
    if (values.size > DERIVED_MAX[pool]) values.delete(values.keys().next().value!);
    return value;
  }

  /** Changes so far: a value derived from this index and another is valid while both counts hold. */
  get changeCount(): number {
    return this.version;
  }

  /** A page in index order, or null while the index is not loaded. */
  page(q: PageQuery<R>): { rows: R[]; total: number } | null {
    if (!this.ready) return null;
    if (q.filterKey === undefined) return this.rows.page(q);
    const all = this.derived(`page:${q.sortKey}:${q.descending ? 'desc' : 'asc'}:${q.filterKey}`, () => this.rows.matching(q), 'queries');
    return { rows: all.slice(q.skip, q.skip + q.limit), total: all.length };
  }

  /** Every row in the order of a sort key (meaningful once ready); the array must not be changed. */
  protected ordered(sortKey: string): readonly R[] {
    return this.rows.ordered(sortKey);
  }

  /**
   * Drops rows by a rule every replica applies on its own (for example an age cutoff), so
   * nothing is published. A reload scanning meanwhile treats them as deleted.
   */
  protected removeWhere(pick: (row: R) => boolean): number {
    const gone = this.rows.removeWhere(pick);
    for (const row of gone) {
      this.changed(row, undefined);
      this.touched?.add(row.id);
    }
    return gone.length;
  }

  /** Every row (only meaningful once ready). */
  protected all(): IterableIterator<R> {
    return this.rows.values();
  }

  private apply(change: ChangeMessage<R>, publish: boolean): void {
    for (const row of change.upserts) {
      const before = this.rows.get(row.id);
      this.rows.upsert(row);
      this.changed(before, row);
      this.touched?.add(row.id);
      if (row.changedAt > this.latest) this.latest = row.changedAt;
    }
    for (const id of change.deletes) {
      const before = this.rows.get(id);
      this.rows.remove(id);
      if (before) this.changed(before, undefined);
      this.touched?.add(id);
    }
    if (publish) {
      this.redis.publish(this.channel, JSON.stringify(change)).catch((err: unknown) => this.log.warn({ err }, `${this.spec.name} change not published; other replicas catch up at their next reload`));
    }
  }

  /** A row came, changed or went (`after` undefined); subclasses keep their own lookups here. */
  protected onRowChanged(_before: R | undefined, _after: R | undefined): void {}

  private changed(before: R | undefined, after: R | undefined): void {
    this.version++;
    this.onRowChanged(before, after);
  }

  /** Every row is about to be replaced by a first load; subclasses drop their lookups here. */
  protected onReset(): void {}

  private onMessage(text: string): void {
    try {
      const msg = JSON.parse(text) as ChangeMessage<R>;
      if (msg.from === this.instance) return;
      const last = this.heard.get(msg.from);
      this.heard.set(msg.from, msg.seq);
      // A sender heard before whose numbers jumped: something it changed never arrived here.
      if (last !== undefined && msg.seq !== last + 1) {
        this.log.warn({ from: msg.from, expected: last + 1, got: msg.seq }, `${this.spec.name} change messages missed; reloading`);
        void this.reload();
      }
      const revive = this.spec.revive;
      this.apply({ ...msg, upserts: revive ? msg.upserts.map(revive) : msg.upserts }, false);
    } catch (err) {
      this.log.warn({ err }, `unreadable ${this.spec.name} change message ignored`);
    }
  }

  /**
   * Scans the collection. The first load swaps every row in (in slices, so the event loop stays
   * free for health checks meanwhile); a later one applies only what differs from memory (rows
   * whose change time moved, and rows gone), so a resync costs no more than its changes.
   * Changes made here during the scan win over what the scan read.
   */
  reload(): Promise<void> {
    this.reloading ??= (async () => {
      const touched = new Set<string>();
      this.touched = touched;
      try {
        const loaded: R[] = [];
        for await (const doc of this.collection.find({}, { ...(this.spec.projection ? { projection: this.spec.projection } : {}), batchSize: 2000 })) {
          const row = this.spec.toRow(doc);
          if (row) loaded.push(row);
        }
        if (this.closed) return;
        const fresh = loaded.filter((r) => !touched.has(r.id));
        if (!this.ready) await this.firstLoad(fresh, touched);
        else this.applyDifferences(fresh, touched);
        let latest = 0;
        for (const r of this.rows.values()) if (r.changedAt > latest) latest = r.changedAt;
        this.latest = latest;
        if (!this.ready) this.log.info({ rows: this.rows.size }, `${this.spec.name} read model loaded`);
        this.ready = true;
      } catch (err) {
        this.log.warn({ err }, `${this.spec.name} read model reload failed; trying again`);
        if (!this.closed) setTimeout(() => void this.reload(), 5000).unref();
      } finally {
        this.touched = null;
        this.reloading = null;
      }
    })();
    return this.reloading;
  }

  private async firstLoad(fresh: R[], touched: Set<string>): Promise<void> {
    const live = [...touched].map((id) => this.rows.get(id)).filter((r): r is R => r !== undefined);
    this.onReset();
    this.version++;
    this.rows.reset([...fresh, ...live]);
    let n = 0;
    for (const row of this.rows.values()) {
      this.changed(undefined, row);
      if (++n % 2000 === 0) await new Promise((r) => setImmediate(r));
    }
  }

  private applyDifferences(fresh: R[], touched: Set<string>): void {
    const seen = new Set<string>();
    for (const row of fresh) {
      seen.add(row.id);
      const current = this.rows.get(row.id);
      if (current && current.changedAt === row.changedAt) continue;
      this.rows.upsert(row);
      this.changed(current, row);
    }
    const gone: string[] = [];
    for (const id of this.rows.keys()) if (!seen.has(id) && !touched.has(id)) gone.push(id);
    for (const id of gone) {
      const before = this.rows.get(id);
      this.rows.remove(id);
      if (before) this.changed(before, undefined);
    }
  }
}

export type DerivedPool = 'lists' | 'queries';
/** How many derived values an index keeps per pool (each at most one array of row references). */
const DERIVED_MAX: Record<DerivedPool, number> = { lists: 64, queries: 128 };

/** A date-ish field as ms (NaN when absent or unreadable). */
export const timeOf = (v: unknown): number =>
  v instanceof Date ? v.getTime() : typeof v === 'string' || typeof v === 'number' ? new Date(v).getTime() : NaN;
