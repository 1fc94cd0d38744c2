import { randomUUID } from 'node:crypto';
import type { CrawlerSource, CrawlerSourceInput } from '@portal/contracts';
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
  limit: d.limit ?? 0,
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
    const unset = input.fieldMapping ? {} : { $unset: { fieldMapping: 1 } };
    const d = await this.model.findOneAndUpdate({ id }, { $set: input, ...unset }, { returnDocument: 'after' }).lean<SourceDoc>();
    return d ? view(d) : null;
  }

  async remove(id: string): Promise<boolean> {
    return (await this.model.deleteOne({ id })).deletedCount === 1;
  }

  async syncIndexes(): Promise<void> {
    await this.model.syncIndexes();
  }
}
