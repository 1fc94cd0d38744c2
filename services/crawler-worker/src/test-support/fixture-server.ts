import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import gmSamples from './fixtures/gamemonetize-feed.json';
import gdSamples from './fixtures/gamedistribution-v2.json';

/**
 * A stand-in for the providers' servers, serving the captured sample items in each
 * provider's exact format (pages, strings for numbers, HTML in descriptions, duplicates,
 * null and malformed items), thumbnails, and the failure modes the crawler must survive.
 */
export interface FixtureServer {
  url: string;
  hits: Map<string, number>;
  /** Delay added to every page of /slow/ feeds (ms). */
  setSlowDelay: (ms: number) => void;
  gmItems: unknown[];
  gdItems: unknown[];
  close: () => Promise<void>;
}

type Item = Record<string, unknown>;

export async function startFixtureServer(): Promise<FixtureServer> {
  const jpeg = await sharp({ create: { width: 512, height: 384, channels: 3, background: { r: 40, g: 120, b: 200 } } }).jpeg().toBuffer();
  const hits = new Map<string, number>();
  let slowDelay = 200;
  let base = '';

  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const key = u.pathname;
    const n = (hits.get(key) ?? 0) + 1;
    hits.set(key, n);
    const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => {
      const text = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(text);
    };
    const page = (list: unknown[], sizeParam: string) => {
      const size = Number(u.searchParams.get(sizeParam) ?? list.length);
      const p = Number(u.searchParams.get('page') ?? 1);
      return list.slice((p - 1) * size, p * size);
    };

    if (key.startsWith('/img/')) {
      if (key.includes('not-image')) {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html>not an image</html>');
      }
      if (key.includes('fake-image')) {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return res.end('this is not a jpeg');
      }
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(jpeg.length) });
      return res.end(jpeg);
    }
    switch (key) {
      case '/gm/feed.php':
        return json(page(gmItems, 'num'));
      case '/gd/rss':
        return json(page(gdItems, 'amount'));
      case '/gpx/json': {
        const size = Number(u.searchParams.get('pagination') ?? 2);
        const p = Number(u.searchParams.get('page') ?? 1);
        const items = gpxItems.slice((p - 1) * size, p * size);
        const more = p * size < gpxItems.length;
        const next = new URL(`${base}/gpx/json`);
        next.searchParams.set('sid', u.searchParams.get('sid') ?? '');
        next.searchParams.set('pagination', String(size));
        next.searchParams.set('page', String(p + 1));
        return json({ version: 'https://jsonfeed.org/version/1', title: 'GamePix', home_page_url: 'https://www.gamepix.com', feed_url: `${base}${req.url}`, ...(more ? { next_url: next.toString() } : {}), items });
      }
      case '/generic/games': {
        const p = Number(u.searchParams.get('page') ?? 1);
        const items = genericItems.slice((p - 1) * 2, p * 2);
        return json({ data: { games: items }, links: p * 2 < genericItems.length ? { next: `/generic/games?page=${p + 1}` } : {} });
      }
      case '/fail/429-then-ok':
        if (n === 1) return json({ message: 'slow down' }, 429, { 'retry-after': '1' });
        return json(retryItems.slice(0, 3));
      case '/fail/500-then-ok':
        if (n === 1) return json({ message: 'oops' }, 500);
        return json(retryItems.slice(3, 6));
      case '/fail/500-always':
        return json({ message: 'down' }, 503);
      case '/fail/redirect-to-metadata':
        // An IPv4-mapped IPv6 literal of the cloud metadata address, as a redirect target.
        res.writeHead(302, { location: 'http://[::ffff:a9fe:a9fe]/latest/meta-data/' });
        return res.end();
      case '/fail/next-to-metadata':
        // A feed whose "next page" points at the metadata service through NAT64.
        return json({ data: { games: genericItems.slice(0, 1) }, links: { next: 'http://[64:ff9b::a9fe:a9fe]/page2' } });
      case '/fail/malformed':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('[{"id":"1","title":');
      case '/fail/shape':
        return json({ error: 'not a feed' });
      case '/fail/slow':
        setTimeout(() => json(gmItems.slice(0, 2)), 5000).unref();
        return;
      case '/fail/huge': {
        res.writeHead(200, { 'content-type': 'application/json' });
        // Streamed without a length, so the limit must hold while reading.
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        let sent = 0;
        const push = () => {
          while (sent < 4 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', push);
          }
          res.end('[]');
        };
        return push();
      }
      case '/slow/feed.php':
        setTimeout(() => json(page(slowItems, 'num')), slowDelay).unref();
        return;
      default:
        return json({ message: 'not found' }, 404);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // GameMonetize: the captured items (2 nulls, every item twice) with thumbnails served here,
  // plus an item with an empty category/tags, HTML and a non-image thumbnail, an item whose
  // numbers are not numbers, and one without an id.
  const gmItems: unknown[] = (gmSamples as unknown[]).map((it) => {
    if (!it || typeof it !== 'object') return it;
    const g = it as Item;
    return { ...g, thumb: `${base}/img/gm-${String(g.id)}.jpg` };
  });
  gmItems.push(
    {
      id: '90001', title: 'Tag &amp; <b>Soup</b>', description: '<p>Jump &ndash; dodge. <a href=\'https://x.example/\'>dev</a></p><script>alert(1)</script>',
      instructions: 'Mouse click or tap to play', url: 'https://html5.gamemonetize.co/abcd1234efgh5678ijkl9012mnop3456/', category: '', tags: '',
      thumb: `${base}/img/not-image.jpg`, width: '800', height: '600',
    },
    { id: '90002', title: 'Odd Numbers', description: 'x', instructions: '', url: 'https://html5.gamemonetize.co/zzzz1234efgh5678ijkl9012mnop3456/', category: 'Puzzles', tags: '2D, Arcade, 2d', thumb: `${base}/img/fake-image.jpg`, width: 'wide', height: '' },
    { title: 'No id here', url: 'https://html5.gamemonetize.co/noid/', category: 'Arcade', tags: '', thumb: '', width: '1', height: '1' },
  );
  const gdItems: unknown[] = (gdSamples as Item[]).map((g) => ({
    ...g,
    Asset: (g.Asset as string[]).map((a) => a.replace('https://img.gamedistribution.com/', `${base}/img/gd-`)),
  }));
  // GameDistribution repeats an item across pages and sends one without an Md5.
  gdItems.push({ ...(gdItems[0] as Item) }, { Title: 'Broken', Md5: 'nope', Url: 'https://html5.gamedistribution.com/x/' });
  const gpxItems = (gmSamples as Array<Item | null>)
    .filter((g): g is Item => !!g)
    .slice(0, 5)
    .map((g, i) => ({
      id: `GPX${i}`, title: g.title, namespace: `gpx-${i}`, description: g.description, category: i % 2 ? 'two-player' : 'match-3',
      orientation: 'landscape', quality_score: 0.9, width: 800, height: 600, date_modified: 'Sun, 30 Mar 2025 00:10:33 GMT',
      date_published: 'Wed, 06 Apr 2022 14:26:01 GMT', banner_image: `${base}/img/gpx-${i}.png?w=320`, image: `${base}/img/gpx-${i}-icon.png?w=105`,
      url: `https://play.gamepix.com/gpx-${i}/embed?sid=X1Y2Z`,
    }));
  const genericItems = [
    { ref: { id: 'g-1' }, name: 'Generic One', about: '<i>Hello</i>', link: 'https://games.example.com/one/', pic: `${base}/img/gen-1.jpg`, kind: ['Shooter'], labels: ['space', 'laser'] },
    { ref: { id: 'g-2' }, name: 'Generic Two', about: '', link: 'https://games.example.com/two/', pic: '', kind: ['Unknown'], labels: [] },
    { ref: { id: 'g-3' }, name: 'Generic Three', about: '', link: 'http://insecure.example.com/three/', pic: '', kind: [], labels: [] },
  ];
  const retryItems = Array.from({ length: 6 }, (_, i) => ({
    id: String(60000 + i), title: `Retry Game ${i}`, description: 'desc', instructions: '', url: `https://html5.gamemonetize.com/retry${i}/`,
    category: 'Racing', tags: 'Car', thumb: '', width: '800', height: '600',
  }));
  // A long feed for stop/crash tests: 30 pages of 5 distinct items.
  const slowItems = Array.from({ length: 150 }, (_, i) => ({
    id: String(70000 + i), title: `Slow Game ${i}`, description: 'desc', instructions: '', url: `https://html5.gamemonetize.com/slow${String(i).padStart(4, '0')}/`,
    category: 'Arcade', tags: 'Arcade, Slow', thumb: '', width: '800', height: '600',
  }));

  return {
    url: base,
    hits,
    setSlowDelay: (ms) => {
      slowDelay = ms;
    },
    gmItems,
    gdItems,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
