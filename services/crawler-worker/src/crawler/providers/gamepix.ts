import { FeedShapeError, ItemError, idString, isRecord, withParams, type ProviderAdapter } from './provider';

/**
 * GamePix v2 JSON: an object with `items` and, while there are more, `next_url`. `sid` is
 * required (a source parameter). `category` is a lowercase slug; banner_image is the card.
 */
export const gamePix: ProviderAdapter = {
  provider: 'gamepix',
  label: 'GamePix',
  firstPageUrl: (s) => withParams(s.feedUrl, s.params),
  parsePage(body, pageUrl) {
    if (!isRecord(body) || !Array.isArray(body.items)) throw new FeedShapeError('GamePix feed has no items array');
    let nextUrl: string | null = null;
    if (typeof body.next_url === 'string' && body.next_url.trim() && body.items.length > 0) {
      const next = new URL(body.next_url, pageUrl).toString();
      nextUrl = next === pageUrl ? null : next;
    }
    return { items: body.items, nextUrl };
  },
  parseItem(raw) {
    if (!isRecord(raw)) throw new ItemError('item is not an object');
    const providerId = idString(raw.id) ?? idString(raw.namespace);
    if (!providerId) throw new ItemError('item has no usable id');
    return {
      providerId,
      title: raw.title,
      description: raw.description,
      url: raw.url,
      thumbnail: raw.banner_image ?? raw.image,
      categories: [raw.category],
      tags: typeof raw.category === 'string' ? [raw.category] : [],
      width: raw.width,
      height: raw.height,
    };
  },
};
