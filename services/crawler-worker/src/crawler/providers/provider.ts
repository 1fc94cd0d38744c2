import type { CrawlerProvider, CrawlerSource } from '@portal/contracts';

/** The page of a feed as an adapter reads it. */
export interface FeedPage {
  items: unknown[];
  /** The next page to fetch, or null at the end. */
  nextUrl: string | null;
}

/** One feed item as the adapter understood it: fields located, not yet cleaned. */
export interface ProviderGame {
  providerId: string;
  title: unknown;
  description: unknown;
  instructions?: unknown;
  url: unknown;
  thumbnail: unknown;
  categories: unknown[];
  tags: unknown;
  width?: unknown;
  height?: unknown;
}

/** A 200 whose body is not what the provider sends: the page fails, the crawl goes on. */
export class FeedShapeError extends Error {
  override name = 'FeedShapeError';
}
/** One item that cannot be used: counted and reported, never fatal. */
export class ItemError extends Error {
  override name = 'ItemError';
}

export type SourceLike = Pick<CrawlerSource, 'id' | 'name' | 'provider' | 'feedUrl' | 'params' | 'categoryMap' | 'fieldMapping'>;

/** Everything provider-specific. A new provider is one file implementing this. */
export interface ProviderAdapter {
  readonly provider: CrawlerProvider;
  readonly label: string;
  firstPageUrl(source: SourceLike): string;
  parsePage(body: unknown, pageUrl: string, source: SourceLike): FeedPage;
  parseItem(raw: unknown, source: SourceLike): ProviderGame;
}

export function withParams(feedUrl: string, params: Record<string, string> = {}): string {
  const u = new URL(feedUrl);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

/**
 * Page-number pagination (GameMonetize, GameDistribution): the end is an empty page or one
 * shorter than the page size. Without a page-size parameter the feed is one page.
 */
export function nextNumberedPage(pageUrl: string, count: number, pageParam: string, sizeParam: string): string | null {
  const u = new URL(pageUrl);
  const size = Number(u.searchParams.get(sizeParam));
  if (!Number.isFinite(size) || size <= 0 || count === 0 || count < size) return null;
  const page = Number(u.searchParams.get(pageParam) ?? '1');
  u.searchParams.set(pageParam, String((Number.isFinite(page) && page > 0 ? page : 1) + 1));
  return u.toString();
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function idString(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  return /^[A-Za-z0-9_.-]{1,64}$/.test(s) ? s : undefined;
}
