import { FeedShapeError, ItemError, isRecord, nextNumberedPage, withParams, type ProviderAdapter } from './provider';

/** Card-shaped assets first: their order and extensions vary between items. */
const PREFERRED = ['512x384', '512x340', '1280x720', '512x512'];
function pickAsset(assets: unknown): unknown {
  if (!Array.isArray(assets)) return undefined;
  const urls = assets.filter((a): a is string => typeof a === 'string');
  for (const size of PREFERRED) {
    const hit = urls.find((u) => u.includes(`-${size}.`));
    if (hit) return hit;
  }
  return urls[0];
}

/**
 * GameDistribution catalogue v2: a top-level array of PascalCase items; the 32-hex Md5 is
 * the game id; `amount` and `page` page it, a short or empty page ends it.
 */
export const gameDistribution: ProviderAdapter = {
  provider: 'gamedistribution',
  label: 'GameDistribution',
  firstPageUrl: (s) => withParams(s.feedUrl, s.params),
  parsePage(body, pageUrl) {
    if (!Array.isArray(body)) throw new FeedShapeError('GameDistribution feed is not a JSON array');
    return { items: body, nextUrl: nextNumberedPage(pageUrl, body.length, 'page', 'amount') };
  },
  parseItem(raw) {
    if (!isRecord(raw)) throw new ItemError('item is not an object');
    const md5 = typeof raw.Md5 === 'string' ? raw.Md5.trim().toLowerCase() : '';
    if (!/^[0-9a-f]{32}$/.test(md5)) throw new ItemError('item has no 32-hex Md5');
    return {
      providerId: md5,
      title: raw.Title,
      description: raw.Description,
      instructions: raw.Instructions,
      url: raw.Url,
      thumbnail: pickAsset(raw.Asset),
      categories: Array.isArray(raw.Category) ? raw.Category : [raw.Category],
      tags: Array.isArray(raw.Tag) ? raw.Tag : [],
      width: raw.Width,
      height: raw.Height,
    };
  },
};
