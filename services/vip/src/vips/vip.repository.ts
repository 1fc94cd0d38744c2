import type { QueryFilter } from 'mongoose';
import type { VipDoc, VipModel } from './vip.model';
import { escapeRegex, upsertRacing } from '@portal/server-kit';

export class VipRepository {
  constructor(private readonly model: VipModel) {}

  async list(search: string | undefined, skip: number, limit: number): Promise<{ docs: VipDoc[]; total: number }> {
    const filter: QueryFilter<VipDoc> = search?.trim() ? { email: new RegExp(escapeRegex(search.trim().toLowerCase())) } : {};
    const [docs, total] = await Promise.all([
      this.model.find(filter).sort({ addedAt: -1, email: 1 }).skip(skip).limit(limit).lean<VipDoc[]>(),
      this.model.countDocuments(filter),
    ]);
    return { docs, total };
  }

  async add(email: string, by: string): Promise<void> {
    // Two admins adding the same address at once: the second insert loses on the unique email and is retried as a no-op update.
    await upsertRacing(() => this.model.updateOne({ email }, { $setOnInsert: { email, addedAt: new Date(), addedBy: by } }, { upsert: true }));
  }

  async remove(email: string): Promise<boolean> {
    const res = await this.model.deleteOne({ email });
    return res.deletedCount > 0;
  }

  async exists(email: string): Promise<boolean> {
    return (await this.model.exists({ email })) !== null;
  }

  async syncIndexes(): Promise<void> {
    await this.model.syncIndexes();
  }
}
