import { FeedShapeError, ItemError, idString, isRecord, nextNumberedPage, withParams, type ProviderAdapter } from './provider';

/**
 * GameMonetize: a top-level array of items whose every value is a string (id, width and
 * height too); `tags` is one comma-separated string; `category` may be empty.
 * feed.php pages with `num` and `page`; the RSS variant answers everything in one page.
 */
export const gameMonetize: ProviderAdapter = {
  provider: 'gamemonetize',
  label: 'GameMonetize',
  firstPageUrl: (s) => withParams(s.feedUrl, s.params),
  parsePage(body, pageUrl) {
    if (!Array.isArray(body)) throw new FeedShapeError('GameMonetize feed is not a JSON array');
    return { items: body, nextUrl: nextNumberedPage(pageUrl, body.length, 'page', 'num') };
  },
  parseItem(raw) {
    if (!isRecord(raw)) throw new ItemError('item is not an object');
    const providerId = idString(raw.id);
    if (!providerId) throw new ItemError('item has no usable id');
    return {
      providerId,
      title: raw.title,
      description: raw.description,
      instructions: raw.instructions,
      url: raw.url,
      thumbnail: raw.thumb,
      categories: [raw.category],
      tags: raw.tags,
      width: raw.width,
      height: raw.height,
    };
  },
};
