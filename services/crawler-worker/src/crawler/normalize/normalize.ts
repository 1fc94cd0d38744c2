import type { IngestItem } from '@portal/contracts';
import { ItemError, type ProviderAdapter, type ProviderGame, type SourceLike } from '../providers/provider';
import { FALLBACK_CATEGORY } from '@portal/contracts';
import { matchCategory } from './categories';
import { htmlToText, httpsUrl, imageUrl, plainLine, toInt, toTags } from './text';

export type NormalizedItem = Omit<IngestItem, 'thumbnail' | 'thumbnailError' | 'autoPublish'> & {
  /** The feed named a category we map (false: the item got our fallback category); read by auto-publish rules. */
  categoryKnown: boolean;
};

/** The candidate id of a crawled game; generic feeds are scoped by source (their ids are theirs). */
export function candidateKey(adapter: ProviderAdapter, source: SourceLike, providerId: string): string {
  return adapter.provider === 'json' ? `json-${source.id}-${providerId}` : `${adapter.provider}-${providerId}`;
}

/**
 * A provider item to a clean candidate: plain text, numbers coerced, our category, https
 * embed URL. Items without a name or an https URL are refused (ItemError).
 */
export function normalizeGame(game: ProviderGame, adapter: ProviderAdapter, source: SourceLike): NormalizedItem {
  const name = plainLine(game.title, 200);
  if (!name) throw new ItemError(`${game.providerId}: no title`);
  const url = httpsUrl(game.url);
  if (!url) throw new ItemError(`${game.providerId}: no https URL`);
  const categories = game.categories.filter((c): c is string => typeof c === 'string');
  const width = toInt(game.width);
  const height = toInt(game.height);
  const category = matchCategory(categories, source.categoryMap);
  const instructions = htmlToText(game.instructions, 2000);
  return {
    key: candidateKey(adapter, source, game.providerId),
    provider: adapter.provider,
    providerId: game.providerId,
    name,
    description: htmlToText(game.description, 5000),
    ...(instructions ? { instructions } : {}),
    category: category ?? FALLBACK_CATEGORY,
    categoryKnown: category !== null,
    url,
    image: imageUrl(game.thumbnail),
    tags: toTags(game.tags),
    ...(width && width > 0 ? { width } : {}),
    ...(height && height > 0 ? { height } : {}),
    source: adapter.label,
    sourceId: source.id,
  };
}

const STOP_WORDS = new Set(
  'the a an and or of to in on for with at by from your you is it this that game games play online html5 new free mobile 2d 3d kids friendly no blood io'.split(' '),
);

/** Words from titles and tags, counted once per game, most frequent first. */
export function hotKeywords(items: Array<Pick<NormalizedItem, 'name' | 'tags'>>, max: number): Array<{ word: string; count: number }> {
  const counts = new Map<string, number>();
  for (const it of items) {
    const words = new Set<string>();
    for (const text of [it.name, ...it.tags]) {
      for (const w of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
        if (w.length >= 3 && !STOP_WORDS.has(w) && !/^\d+$/.test(w)) words.add(w);
      }
    }
    for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([word, count]) => ({ word, count }));
}
