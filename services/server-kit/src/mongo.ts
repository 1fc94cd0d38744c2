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
