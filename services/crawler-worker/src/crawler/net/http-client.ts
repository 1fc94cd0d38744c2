import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { isAllowedAddress, type PrivateHostPolicy } from './address-policy';
import { LocalHostLimiter, type HostLimiter } from './host-limiter';

export class FetchError extends Error {
  override name = 'FetchError';
  constructor(
    message: string,
    readonly retryable = false,
    readonly status?: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** Thrown when the crawl was stopped; never retried. */
export class CancelledError extends Error {
  override name = 'CancelledError';
  constructor() {
    super('Crawl cancelled');
  }
}

export interface HttpClientOptions {
  policy: PrivateHostPolicy;
  timeoutMs: number;
  hostConcurrency: number;
  retries: number;
  retryBaseMs: number;
  retryMaxMs: number;
  userAgent?: string;
  /** Slots per host; defaults to this process alone (the worker passes the Redis-shared one). */
  limiter?: HostLimiter;
}

export interface FetchResult {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

export interface GetOptions {
  maxBytes: number;
  signal?: AbortSignal;
  accept?: string;
  /** Called before each retry wait, for the activity feed. */
  onRetry?: (info: { url: string; attempt: number; delayMs: number; reason: string }) => void;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new CancelledError());
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(new CancelledError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Retry-After as seconds or an HTTP date, in ms (undefined when absent or unreadable). */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The crawler's only way out to the network. Resolves names itself and refuses loopback,
 * link-local and private addresses (unless configured) on the address actually connected
 * to, so DNS tricks do not get around it; bounds time and size; retries 429/5xx with
 * backoff honouring Retry-After; limits concurrency per host; stops at once on abort.
 */
export class HttpClient {
  private readonly limiter: HostLimiter;
  private readonly lookup: LookupFunction;

  constructor(private readonly opts: HttpClientOptions) {
    this.limiter = opts.limiter ?? new LocalHostLimiter(opts.hostConcurrency);
    const policy = opts.policy;
    this.lookup = ((hostname: string, options: dns.LookupOptions, cb: (...args: unknown[]) => void) => {
      dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses) => {
        if (err) return cb(err);
        const bad = addresses.find((a) => !isAllowedAddress(a.address, policy));
        if (bad || addresses.length === 0) {
          return cb(new FetchError(`${hostname} resolves to a private or local address (${bad?.address ?? 'none'}); not fetched`));
        }
        if (options.all) return cb(null, addresses);
        const first = addresses[0]!;
        return cb(null, first.address, first.family);
      });
    }) as unknown as LookupFunction;
  }

  async get(url: string, o: GetOptions): Promise<FetchResult> {
    let attempt = 0;
    for (;;) {
      if (o.signal?.aborted) throw new CancelledError();
      const host = new URL(url).host;
      let release: () => void;
      try {
        release = await this.limiter.acquire(host, o.signal);
      } catch (e) {
        if (o.signal?.aborted) throw new CancelledError();
        throw e;
      }
      try {
        return await this.once(url, o, 3);
      } catch (e) {
        if (e instanceof CancelledError || o.signal?.aborted) throw new CancelledError();
        const err = e instanceof FetchError ? e : new FetchError(e instanceof Error ? e.message : String(e), true);
        if (!err.retryable || attempt >= this.opts.retries) throw err;
        const backoff = this.opts.retryBaseMs * 2 ** attempt;
        const delay = err.retryAfterMs ?? Math.round(backoff / 2 + Math.random() * backoff);
        if (delay > this.opts.retryMaxMs) throw new FetchError(`${err.message} (asked to wait ${delay} ms; limit ${this.opts.retryMaxMs} ms)`, false, err.status);
        attempt += 1;
        o.onRetry?.({ url, attempt, delayMs: delay, reason: err.message });
        release();
        await sleep(delay, o.signal);
      } finally {
        release();
      }
    }
  }

  private once(url: string, o: GetOptions, redirectsLeft: number): Promise<FetchResult> {
    return new Promise<FetchResult>((resolve, reject) => {
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return reject(new FetchError(`invalid URL ${url}`));
      }
      if (target.protocol !== 'http:' && target.protocol !== 'https:') return reject(new FetchError(`unsupported protocol ${target.protocol}`));
      const hostname = target.hostname.replace(/^\[|\]$/g, '');
      if (net.isIP(hostname) && !isAllowedAddress(hostname, this.opts.policy)) {
        return reject(new FetchError(`${hostname} is a private or local address; not fetched`));
      }
      const mod = target.protocol === 'https:' ? https : http;
      let settled = false;
      const finish = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        o.signal?.removeEventListener('abort', onAbort);
        fn();
      };
      const req = mod.request(
        target,
        {
          method: 'GET',
          lookup: this.lookup,
          headers: { accept: o.accept ?? 'application/json', 'user-agent': this.opts.userAgent ?? 'PlayNestCrawler/1.0' },
          agent: false,
        },
        (res) => {
          const status = res.statusCode ?? 0;
          if (status >= 300 && status < 400 && res.headers.location) {
            res.resume();
            if (redirectsLeft <= 0) return finish(() => reject(new FetchError('too many redirects')));
            const next = new URL(res.headers.location, target).toString();
            return finish(() => this.once(next, o, redirectsLeft - 1).then(resolve, reject));
          }
          if (status === 429 || status >= 500) {
            res.resume();
            const retryAfterMs = parseRetryAfter(res.headers['retry-after'] as string | undefined);
            return finish(() => reject(new FetchError(`HTTP ${status} from ${target.host}`, true, status, retryAfterMs)));
          }
          if (status < 200 || status >= 300) {
            res.resume();
            return finish(() => reject(new FetchError(`HTTP ${status} from ${target.host}`, false, status)));
          }
          const declared = Number(res.headers['content-length'] ?? NaN);
          if (declared > o.maxBytes) {
            req.destroy();
            return finish(() => reject(new FetchError(`response too large (${declared} bytes, limit ${o.maxBytes})`)));
          }
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > o.maxBytes) {
              req.destroy();
              finish(() => reject(new FetchError(`response too large (over ${o.maxBytes} bytes)`)));
              return;
            }
            chunks.push(chunk);
          });
          res.on('end', () =>
            finish(() => resolve({ url: target.toString(), status, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) })),
          );
          res.on('error', (err) => finish(() => reject(new FetchError(err.message, true))));
        },
      );
      const timer = setTimeout(() => {
        req.destroy();
        finish(() => reject(new FetchError(`timed out after ${this.opts.timeoutMs} ms (${target.host})`, true)));
      }, this.opts.timeoutMs);
      const onAbort = () => {
        req.destroy();
        finish(() => reject(new CancelledError()));
      };
      o.signal?.addEventListener('abort', onAbort, { once: true });
      req.on('error', (err) => finish(() => reject(err instanceof FetchError ? err : new FetchError(err.message, true))));
      req.end();
    });
  }
}
