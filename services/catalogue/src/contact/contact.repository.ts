import { Schema, type Connection, type Model } from 'mongoose';
import type { ContactMessage } from '@portal/contracts';

interface MessageDoc {
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}

const schema = new Schema<MessageDoc>(
  { name: String, email: String, subject: { type: String, default: '' }, message: String, createdAt: { type: Date, default: () => new Date() } },
  { collection: 'contact_messages', versionKey: false },
);
schema.index({ createdAt: -1 });

export class ContactRepository {
  private readonly model: Model<MessageDoc>;
  constructor(conn: Connection) {
    this.model = conn.models.ContactMessage ?? conn.model<MessageDoc>('ContactMessage', schema);
  }

  async syncIndexes(): Promise<void> {
    await this.model.syncIndexes();
  }

  async insert(m: Omit<MessageDoc, 'createdAt'>): Promise<void> {
    await this.model.create(m);
  }

  async page(skip: number, limit: number): Promise<{ messages: ContactMessage[]; total: number }> {
    const [docs, total] = await Promise.all([
      this.model.find().sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean(),
      this.model.countDocuments(),
    ]);
    return {
      total,
      messages: docs.map((d) => ({ id: String(d._id), name: d.name, email: d.email, subject: d.subject ?? '', message: d.message, createdAt: d.createdAt.toISOString() })),
    };
  }
}
