import { FeedShapeError, ItemError, idString, isRecord, nextNumberedPage, withParams, type ProviderAdapter } from './provider';

/** Reads `a.b.0.c` from a value. */
export function atPath(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  let cur: unknown = value;
  for (const part of path.split('.')) {
    if (Array.isArray(cur) && /^\d+$/.test(part)) cur = cur[Number(part)];
    else if (isRecord(cur)) cur = cur[part];
    else return undefined;
  }
  return cur;
}

/**
 * Any JSON feed, described by the source's field mapping (dot paths). Pages by a linked
 * next URL when `nextUrl` is mapped, else by `page` while the source sets a `pageSize`
 * parameter (the page-size parameter's name is the `sizeParam` parameter, default `limit`).
 */
export const jsonFeed: ProviderAdapter = {
  provider: 'json',
  label: 'JSON feed',
  firstPageUrl: (s) => {
    const { sizeParam: _s, ...params } = s.params ?? {};
    return withParams(s.feedUrl, params);
  },
  parsePage(body, pageUrl, source) {
    const m = source.fieldMapping;
    if (!m) throw new FeedShapeError('JSON source has no field mapping');
    const items = atPath(body, m.items);
    if (!Array.isArray(items)) throw new FeedShapeError(`no array at "${m.items ?? '(root)'}"`);
    let nextUrl: string | null = null;
    if (m.nextUrl) {
      const n = atPath(body, m.nextUrl);
      if (typeof n === 'string' && n.trim() && items.length > 0) nextUrl = new URL(n, pageUrl).toString();
      if (nextUrl === pageUrl) nextUrl = null;
    } else {
      nextUrl = nextNumberedPage(pageUrl, items.length, 'page', source.params?.sizeParam ?? 'limit');
    }
    return { items, nextUrl };
  },
  parseItem(raw, source) {
    const m = source.fieldMapping;
    if (!m || !isRecord(raw)) throw new ItemError('item is not an object');
    const providerId = idString(atPath(raw, m.id));
    if (!providerId) throw new ItemError('item has no usable id');
    const cat = m.category ? atPath(raw, m.category) : undefined;
    return {
      providerId,
      title: atPath(raw, m.title),
      description: m.description ? atPath(raw, m.description) : '',
      url: atPath(raw, m.url),
      thumbnail: m.thumbnail ? atPath(raw, m.thumbnail) : undefined,
      categories: Array.isArray(cat) ? cat : [cat],
      tags: m.tags ? atPath(raw, m.tags) : [],
      width: m.width ? atPath(raw, m.width) : undefined,
      height: m.height ? atPath(raw, m.height) : undefined,
    };
  },
};
