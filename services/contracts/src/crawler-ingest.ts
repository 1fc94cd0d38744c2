// The hand-over from crawler-worker to the candidate service (which owns the candidates
// collection): BullMQ jobs on this queue, consumed by services/candidate/src/ingest.

/** Queue name and the key prefix both sides use unless configured otherwise. */
export const CANDIDATE_INGEST_QUEUE = 'candidate-ingest';
export const QUEUE_PREFIX = 'portal';

/** A crawled game, normalized: plain text, numbers as numbers, our category. */
export interface IngestItem {
  /** `<provider>-<provider id>`: the candidate id, so the unique id index de-duplicates by provider id. */
  key: string;
  provider: string;
  providerId: string;
  name: string;
  description: string;
  instructions?: string;
  category: string;
  url: string;
  image?: string;
  tags: string[];
  width?: number;
  height?: number;
  source: string;
  sourceId: string;
  thumbnail?: { small: string; large: string; remote: string } | null;
  thumbnailError?: string | null;
  /** The source's auto-publish rule passed this item: publish it as soon as it is stored. */
  autoPublish?: boolean;
}

export type IngestJob =
  | { op: 'known'; keys: string[]; urls: string[] }
  /** `autoPublishRules`: per source id, the rule in words, for the operation log of what it publishes. */
  | { op: 'insert'; taskId: string; crawledAt: string; items: IngestItem[]; autoPublishRules?: Record<string, string> }
  /** How many candidates a crawl task created (over all its attempts, e.g. after a resume). */
  | { op: 'countTask'; taskId: string };

export interface KnownResult {
  keys: string[];
  urls: string[];
}
export interface InsertResult {
  inserted: number;
  duplicates: number;
  failed: number;
  errors: string[];
  /** Keys of the candidates this job created. */
  insertedKeys: string[];
  /** Keys of the candidates of this job their source's rule published (absent when no item asked for it). */
  autoPublishedKeys?: string[];
  /** `<key>: <reason>` for each flagged candidate that could not be published. */
  autoPublishErrors?: string[];
}

/**
 * The form two game URLs are compared in when de-duplicating: host lower-cased, no query,
 * fragment or trailing slash. A published GameDistribution game carries a referrer parameter
 * its crawled URL lacks, and providers are not consistent about the trailing slash.
 */
export function gameUrlKey(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host.toLowerCase()}${u.pathname.replace(/\/+$/, '')}`;
  } catch {
    return url.trim();
  }
}

/** `GET /internal/games/external-urls` on the catalogue: every external game's URL key. */
export interface ExternalUrlKeys {
  keys: string[];
}
