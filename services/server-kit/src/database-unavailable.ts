import mongoose from 'mongoose';

const { MongoNetworkError, MongoServerSelectionError, MongoNotConnectedError, MongoTopologyClosedError } = mongoose.mongo;

/**
 * True when an error says the MongoDB-wire server could not be reached (down, restarting, the
 * connection pool cleared), as opposed to a query or a bug. Such a request is answered 503
 * UNAVAILABLE: the caller may try again in a moment, and the log tells an outage from a defect.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e instanceof MongoNetworkError || e instanceof MongoServerSelectionError || e instanceof MongoNotConnectedError || e instanceof MongoTopologyClosedError) return true;
    // Mongoose holds operations while it has no connection and gives up with this error.
    if (e instanceof mongoose.Error && /buffering timed out/i.test(e.message)) return true;
    // A bulk write cut short keeps the network error it met as its `errorResponse`.
    e = (e as { cause?: unknown }).cause ?? (e as { errorResponse?: unknown }).errorResponse;
  }
  return false;
}
