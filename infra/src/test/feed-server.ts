import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A provider feed on loopback for crash tests that crawl: GameMonetize's exact format (a JSON
 * array of items whose every value is a string, paged by `num` and `page`) with as many distinct
 * games as a test needs. `pagesServed` lets a test wait until a crawl is really under way.
 */
export interface FeedServer {
  /** The feed's URL (`.../feed.php`), for a crawler source. */
  feedUrl: string;
  pagesServed: () => number;
  close: () => Promise<void>;
}

export async function startFeedServer(opts: { games: number; prefix: string }): Promise<FeedServer> {
  const items = Array.from({ length: opts.games }, (_, i) => ({
    id: String(500_000 + i),
    title: `${opts.prefix} ${i}`,
    description: `Game ${i} of the ${opts.prefix} feed.`,
    instructions: 'Mouse click or tap to play',
    url: `https://html5.gamemonetize.com/${opts.prefix.toLowerCase().replace(/\W/g, '')}${String(i).padStart(6, '0')}/`,
    category: ['Puzzle', 'Racing', 'Arcade'][i % 3]!,
    tags: 'Arcade, Test',
    thumb: '',
    width: '800',
    height: '600',
  }));
  let served = 0;
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://feed');
    if (u.pathname !== '/feed.php') {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end('{"message":"not found"}');
    }
    const size = Number(u.searchParams.get('num') ?? items.length);
    const page = Number(u.searchParams.get('page') ?? 1);
    served += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(items.slice((page - 1) * size, page * size)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    feedUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.php`,
    pagesServed: () => served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
