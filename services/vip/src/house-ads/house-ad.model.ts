import { Schema, type Connection, type Model } from 'mongoose';

export interface HouseAdDoc {
  _id: string;
  imageUrl: string;
  linkUrl: string;
  text: string;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<HouseAdDoc>(
  {
    _id: { type: String, required: true },
    imageUrl: { type: String, required: true },
    linkUrl: { type: String, required: true },
    text: { type: String, required: true },
    active: { type: Boolean, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'house_ads', versionKey: false },
);
schema.index({ active: 1, createdAt: 1 });

export type HouseAdModel = Model<HouseAdDoc>;
export const houseAdModel = (conn: Connection): HouseAdModel => conn.model<HouseAdDoc>('HouseAd', schema);
