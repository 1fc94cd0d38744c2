import type { AutoPublishRule } from '@portal/contracts';

/** What the rule looks at in a crawled item once its thumbnail step is done. */
export interface RuleFacts {
  image?: string;
  thumbnail?: unknown;
  /** The feed named a category that maps to one of ours (false: our fallback category was given). */
  categoryKnown: boolean;
  category: string;
}

/**
 * Whether a new item of this crawl is published at once. Evaluated in the crawler, item by item
 * in memory before the hand-over, so a crawl of 20,000 items costs no lookups for it. "Has a
 * thumbnail" means one made by this crawl; when the crawl skipped thumbnails, a feed image.
 */
export function autoPublishMatches(rule: AutoPublishRule | undefined, item: RuleFacts, thumbnailsFetched: boolean): boolean {
  if (!rule?.enabled) return false;
  if (rule.requireThumbnail && !(item.thumbnail || (!thumbnailsFetched && item.image))) return false;
  if (rule.requireCategory && !item.categoryKnown) return false;
  if (rule.categories.length > 0 && !(rule.categories as string[]).includes(item.category)) return false;
  return true;
}

/** The rule in words, for the operation log entry of each game it publishes. */
export function describeAutoPublishRule(rule: AutoPublishRule): string {
  const parts: string[] = [];
  if (rule.requireThumbnail) parts.push('with a thumbnail');
  if (rule.requireCategory) parts.push('with a category from the feed');
  if (rule.categories.length > 0) parts.push(`in ${rule.categories.join(' or ')}`);
  return parts.length ? `new items ${parts.join(', ')}` : 'every new item';
}
