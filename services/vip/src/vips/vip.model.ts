import { Schema, type Connection, type Model } from 'mongoose';

export interface VipDoc {
  email: string;
  addedAt: Date;
  addedBy: string;
}

const schema = new Schema<VipDoc>(
  { email: { type: String, required: true }, addedAt: { type: Date, required: true }, addedBy: { type: String, required: true } },
  { collection: 'vips', versionKey: false },
);
schema.index({ email: 1 }, { unique: true });
schema.index({ addedAt: -1 });

export type VipModel = Model<VipDoc>;
export const vipModel = (conn: Connection): VipModel => conn.model<VipDoc>('Vip', schema);
