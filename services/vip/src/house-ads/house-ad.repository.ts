import { randomUUID } from 'node:crypto';
import type { HouseAdInput } from '@portal/contracts';
import type { HouseAdDoc, HouseAdModel } from './house-ad.model';

/** House ads in the vip service's database (the service already decides who sees ads). */
export class HouseAdRepository {
  constructor(private readonly model: HouseAdModel) {}

  list(onlyActive = false): Promise<HouseAdDoc[]> {
    return this.model.find(onlyActive ? { active: true } : {}).sort({ createdAt: 1, _id: 1 }).limit(200).lean<HouseAdDoc[]>();
  }

  async create(input: HouseAdInput): Promise<HouseAdDoc> {
    const now = new Date();
    const doc: HouseAdDoc = { _id: randomUUID(), ...input, createdAt: now, updatedAt: now };
    await this.model.create(doc);
    return doc;
  }

  update(id: string, input: HouseAdInput): Promise<HouseAdDoc | null> {
    return this.model.findOneAndUpdate({ _id: id }, { $set: { ...input, updatedAt: new Date() } }, { returnDocument: 'after' }).lean<HouseAdDoc | null>();
  }

  async remove(id: string): Promise<boolean> {
    return (await this.model.deleteOne({ _id: id })).deletedCount > 0;
  }

  async syncIndexes(): Promise<void> {
    await this.model.syncIndexes();
  }
}
