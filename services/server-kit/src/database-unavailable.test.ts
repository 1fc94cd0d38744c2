import mongoose from 'mongoose';
import { isDatabaseUnavailable } from './database-unavailable';

const { MongoNetworkError, MongoServerSelectionError, MongoBulkWriteError, MongoServerError } = mongoose.mongo;

describe('isDatabaseUnavailable', () => {
  it('recognises the errors of a database that cannot be reached', () => {
    expect(isDatabaseUnavailable(new MongoNetworkError('read ECONNRESET'))).toBe(true);
    const selection = new MongoServerSelectionError('connect ECONNREFUSED 127.0.0.1:27017', { type: 'Unknown', servers: new Map() } as never);
    expect(isDatabaseUnavailable(selection)).toBe(true);
    expect(isDatabaseUnavailable(new mongoose.Error('Operation `games.findOne()` buffering timed out after 10000ms'))).toBe(true);
    // An insertMany cut short by the connection closing (seen when FerretDB was killed mid-write).
    const bulk = new MongoBulkWriteError(new MongoNetworkError('connection 5 to 127.0.0.1:44047 closed') as never, { insertedCount: 0 } as never);
    expect(isDatabaseUnavailable(bulk)).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapper', { cause: new MongoNetworkError('closed') }))).toBe(true);
  });

  it('leaves every other error alone (query errors, duplicates, defects)', () => {
    expect(isDatabaseUnavailable(new MongoServerError({ message: 'E11000 duplicate key error', code: 11000 }))).toBe(false);
    expect(isDatabaseUnavailable(new mongoose.Error('Cast to ObjectId failed'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
