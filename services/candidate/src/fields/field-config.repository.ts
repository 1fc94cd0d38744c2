import { Schema, type Connection, type Model } from 'mongoose';
import { DEFAULT_FIELD_CONFIG, type FieldConfig, type FieldConfigUpdate } from '@portal/contracts';
import { badRequest, upsertRacing } from '@portal/server-kit';

interface FieldConfigDoc {
  key: string;
  label?: string;
  required?: boolean;
  enabled?: boolean;
}

const schema = new Schema<FieldConfigDoc>(
  { key: { type: String, required: true }, label: String, required: Boolean, enabled: Boolean },
  { collection: 'field_config', versionKey: false, timestamps: true },
);
schema.index({ key: 1 }, { unique: true });

/**
 * Field configuration: the spec's fields and defaults, with the admin's overrides stored per
 * key. The key set and types are fixed; label, required and enabled are editable. The name
 * and URL stay required and enabled: a game cannot exist without them.
 */
export class FieldConfigRepository {
  private readonly model: Model<FieldConfigDoc>;
  constructor(conn: Connection) {
    this.model = conn.model<FieldConfigDoc>('FieldConfig', schema);
  }

  async all(): Promise<FieldConfig[]> {
    const stored = new Map((await this.model.find().lean<FieldConfigDoc[]>()).map((d) => [d.key, d]));
    return DEFAULT_FIELD_CONFIG.map((f) => {
      const o = stored.get(f.key);
      return { ...f, label: o?.label ?? f.label, required: o?.required ?? f.required, enabled: o?.enabled ?? f.enabled };
    });
  }

  async update(body: FieldConfigUpdate): Promise<FieldConfig[]> {
    const known = new Set(DEFAULT_FIELD_CONFIG.map((f) => f.key));
    for (const f of body.fields) {
      if (!known.has(f.key)) throw badRequest(`Unknown field: ${f.key}`);
      if ((f.key === 'name' || f.key === 'url') && (f.required === false || f.enabled === false)) throw badRequest(`The ${f.key} field is always required`);
    }
    for (const f of body.fields) {
      const set: Partial<FieldConfigDoc> = {};
      if (f.label !== undefined) set.label = f.label.trim();
      if (f.required !== undefined) set.required = f.required;
      if (f.enabled !== undefined) set.enabled = f.enabled;
      await upsertRacing(() => this.model.updateOne({ key: f.key }, { $set: set }, { upsert: true }));
    }
    return this.all();
  }

  async syncIndexes(): Promise<void> {
    await this.model.syncIndexes();
  }
}
