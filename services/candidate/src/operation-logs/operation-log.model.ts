import { Schema, type Connection, type Model } from 'mongoose';

export interface OperationLogDoc {
  id: string;
  operation: string;
  gameName: string;
  /** Lower-cased game name, for case-insensitive search. */
  gameKey: string;
  targetId?: string;
  status: 'completed' | 'failed';
  actor: string;
  at: Date;
  details?: string;
}

const schema = new Schema<OperationLogDoc>(
  {
    id: { type: String, required: true },
    operation: { type: String, required: true },
    gameName: { type: String, default: '' },
    gameKey: { type: String, default: '' },
    targetId: String,
    status: { type: String, required: true },
    actor: { type: String, required: true },
    at: { type: Date, required: true },
    details: String,
  },
  { collection: 'operation_logs', versionKey: false },
);

// The log page: newest first, optionally by type or outcome (each index ends in the sort).
schema.index({ id: 1 }, { unique: true });
schema.index({ at: -1, id: -1 });
schema.index({ operation: 1, at: -1, id: -1 });
schema.index({ status: 1, at: -1, id: -1 });
schema.index({ targetId: 1, at: -1 });

export type OperationLogModel = Model<OperationLogDoc>;
export const operationLogModel = (conn: Connection): OperationLogModel => conn.model<OperationLogDoc>('OperationLog', schema);
