import mongoose, { type Connection } from 'mongoose';

/**
 * One mongoose connection per service, to the service's own database (each collection has
 * one owning service). Works against MongoDB and FerretDB v1 alike: nothing here needs
 * transactions, $text, $lookup or TTL indexes.
 */
export async function connectMongo(uri: string, dbName: string): Promise<Connection> {
  const conn = mongoose.createConnection(uri, {
    dbName,
    serverSelectionTimeoutMS: 5000,
    maxPoolSize: 20,
    // Indexes are created explicitly at boot (syncIndexes), not lazily on first use.
    autoIndex: false,
    autoCreate: true,
  });
  await conn.asPromise();
  return conn;
}

export async function pingMongo(conn: Connection): Promise<void> {
  if (!conn.db) throw new Error('not connected');
  await conn.db.admin().command({ ping: 1 });
}

/**
 * A unique-index violation (an insert or upsert that lost a race, or a duplicate the caller
 * resolves): MongoDB's E11000, on the error or on a bulk write's entries; FerretDB v1 (SQLite)
 * reports it as a generic error naming the constraint.
 */
export function isDuplicateKey(e: unknown): boolean {
  const err = (e ?? {}) as { code?: number; message?: string; writeErrors?: { code?: number }[] };
  return err.code === 11000 || (err.writeErrors ?? []).some((w) => w.code === 11000) || /UNIQUE constraint failed|duplicate key|E11000/i.test(err.message ?? '');
}

/**
 * Runs an upsert and, when it lost the race to create its document (two replicas upserting the
 * same `_id` at once: one insert fails on the unique index), runs it once more; the document
 * exists by then, so the second run updates it.
 */
export async function upsertRacing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (!isDuplicateKey(e)) throw e;
    return write();
  }
}
