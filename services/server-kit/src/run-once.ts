import type { Connection } from 'mongoose';

/**
 * Runs a data migration once per database: a document in `migrations` records that it ran.
 * The migration itself must be safe to run again (a crash before the record is written repeats it).
 */
export async function runOnce(conn: Connection, name: string, migrate: () => Promise<void>): Promise<boolean> {
  const done = conn.collection<{ _id: string; at: Date }>('migrations');
  if (await done.findOne({ _id: name })) return false;
  await migrate();
  await done.updateOne({ _id: name }, { $set: { at: new Date() } }, { upsert: true });
  return true;
}
