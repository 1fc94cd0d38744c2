import { randomUUID } from 'node:crypto';
import type { CrawlerSource, CrawlerSourceInput, CrawlerSourceRun } from '@portal/contracts';
import type { SourceDoc, SourceModel } from './source.model';

const view = (d: SourceDoc): CrawlerSource => ({
  id: d.id,
  name: d.name,
  provider: d.provider,
  feedUrl: d.feedUrl,
  params: d.params ?? {},
  categoryMap: d.categoryMap ?? {},
  ...(d.fieldMapping ? { fieldMapping: d.fieldMapping } : {}),
  enabled: d.enabled,
  schedule: d.schedule ?? null,
  timezone: d.timezone || 'UTC',
  ...(d.autoPublish ? { autoPublish: d.autoPublish } : {}),
  limit: d.limit ?? 0,
  lastRun: d.lastRun ?? null,
  createdAt: d.createdAt.toISOString(),
  updatedAt: d.updatedAt.toISOString(),
});

export class SourceRepository {
  constructor(private readonly model: SourceModel) {}

  async list(): Promise<CrawlerSource[]> {
    return (await this.model.find({}).sort({ createdAt: 1, id: 1 }).lean<SourceDoc[]>()).map(view);
  }

  async get(id: string): Promise<CrawlerSource | null> {
    const d = await this.model.findOne({ id }).lean<SourceDoc>();
    return d ? view(d) : null;
  }

  async byIds(ids: string[]): Promise<CrawlerSource[]> {
    return (await this.model.find({ id: { $in: ids } }).lean<SourceDoc[]>()).map(view);
  }

  async enabled(): Promise<CrawlerSource[]> {
    return (await this.model.find({ enabled: true }).sort({ createdAt: 1 }).lean<SourceDoc[]>()).map(view);
  }

  async create(input: CrawlerSourceInput): Promise<CrawlerSource> {
    const d = await this.model.create({ ...input, id: randomUUID().replace(/-/g, '').slice(0, 16) });
    return view(d.toObject());
  }

  async update(id: string, input: CrawlerSourceInput): Promise<CrawlerSource | null> {
    const unset: Record<string, 1> = {};
    if (!input.fieldMapping) unset.fieldMapping = 1;
    if (!input.autoPublish) unset.autoPublish = 1;
    const change = Object.keys(unset).length ? { $set: input, $unset: unset } : { $set: input };
    const d = await this.model.findOneAndUpdate({ id }, change, { returnDocument: 'after' }).lean<SourceDoc>();
    return d ? view(d) : null;
  }

  /**
   * Records a finished crawl on each source it covered. A run older than the one recorded
   * (a slow worker finishing late) leaves the newer one in place.
   */
  async recordRun(runs: Array<{ sourceId: string; run: CrawlerSourceRun }>): Promise<void> {
    for (const { sourceId, run } of runs) {
      await this.model.updateOne(
        { id: sourceId, $or: [{ lastRun: null }, { 'lastRun.startedAt': { $lte: run.startedAt } }] },
        { $set: { lastRun: run } },
        { timestamps: false },
      );
    }
  }

  async remove(id: string): Promise<boolean> {
    return (await this.model.deleteOne({ id })).deletedCount === 1;
  }

  async syncIndexes(): Promise<void> {
    await this.model.syncIndexes();
  }
}
