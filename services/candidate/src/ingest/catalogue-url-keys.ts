import type { FastifyBaseLogger } from 'fastify';
import type { ExternalUrlKeys } from '@portal/contracts';

/**
 * The URL keys of the catalogue's external games, fetched at most every `ttlMs` (a crawl asks
 * once per batch of 500 items; the answer changes only when an admin adds a game). When the
 * catalogue cannot answer, de-duplication falls back to the candidates alone, with a warning:
 * a crawl should not fail because the catalogue is restarting.
 */
export class CatalogueUrlKeys {
  private cached: { at: number; keys: Set<string> } | null = null;
  private inflight: Promise<Set<string>> | null = null;

  constructor(
    private readonly fetchKeys: () => Promise<ExternalUrlKeys>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly ttlMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<Set<string>> {
    if (this.cached && this.now() - this.cached.at < this.ttlMs) return this.cached.keys;
    this.inflight ??= this.fetchKeys()
      .then((r) => {
        this.cached = { at: this.now(), keys: new Set(r.keys) };
        return this.cached.keys;
      })
      .catch((err: unknown) => {
        this.log.warn({ err }, 'catalogue external URLs unavailable; de-duplicating against candidates only');
        return this.cached?.keys ?? new Set<string>();
      })
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  }
}
