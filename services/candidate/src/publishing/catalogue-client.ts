import { INTERNAL_TOKEN_HEADER } from '@portal/server-kit';
import type { ExternalUrlKeys, InternalPublishBody, InternalPublishResult, LocalGameSummary, LocalGameUpdateBody } from '@portal/contracts';

export class CatalogueCallError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

/**
 * The candidate service's way to the catalogue (the owner of games): /internal/ routes with the
 * shared token, the request id carried along, a timeout, and the catalogue's own error text.
 */
export class CatalogueClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly fetchImpl: FetchLike = fetch,
  ) {}

  publish(body: InternalPublishBody, requestId?: string): Promise<InternalPublishResult> {
    return this.call('POST', '/internal/games/publish', body, requestId);
  }

  async publishBatch(games: InternalPublishBody[], requestId?: string): Promise<InternalPublishResult[]> {
    return (await this.call<{ games: InternalPublishResult[] }>('POST', '/internal/games/publish-batch', { games }, requestId, 60_000)).games;
  }

  unpublish(gameId: string, requestId?: string): Promise<{ id: string; status: string }> {
    return this.call('POST', '/internal/games/unpublish', { gameId }, requestId);
  }

  update(body: LocalGameUpdateBody, requestId?: string): Promise<{ game: LocalGameSummary }> {
    return this.call('POST', '/internal/games/update', body, requestId);
  }

  externalUrlKeys(): Promise<ExternalUrlKeys> {
    return this.call('GET', '/internal/games/external-urls', undefined);
  }

  listLocal(requestId?: string): Promise<{ games: LocalGameSummary[] }> {
    return this.call('GET', '/internal/games/local', undefined, requestId);
  }

  private async call<T>(method: string, path: string, body: unknown, requestId?: string, timeoutMs = 10_000): Promise<T> {
    let res: Response;
    try {
      res = await this.fetchImpl(new URL(path, this.baseUrl), {
        method,
        headers: {
          [INTERNAL_TOKEN_HEADER]: this.token,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(requestId ? { 'x-request-id': requestId } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      throw new CatalogueCallError(`catalogue unreachable (${e instanceof Error ? e.message : String(e)})`);
    }
    const text = await res.text();
    if (!res.ok) {
      let message = text || `HTTP ${res.status}`;
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? message;
      } catch {
        /* not JSON */
      }
      throw new CatalogueCallError(message, res.status);
    }
    return JSON.parse(text) as T;
  }
}
