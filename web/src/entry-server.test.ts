import { execFile, execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The storefront renders on the server: the built SSR entry (vite build --ssr, run by
 * npm test's build step) turns a URL plus cached API answers into the same markup the client
 * hydrates. Runs in a child Node process because the entry is an ES module.
 */
const entry = path.join(__dirname, '..', 'dist', 'server', 'entry-server.js');

function renderInChild(url: string, lang: string, cache: Record<string, unknown>): { html: string; lang: string; dir: string; serialized: string } {
  const script = `
    const { render, serializeCache } = await import(${JSON.stringify(entry)});
    const cache = new Map(Object.entries(${JSON.stringify(cache)}));
    const out = await render(${JSON.stringify(url)}, ${JSON.stringify(lang)}, cache);
    process.stdout.write(JSON.stringify({ ...out, serialized: serializeCache(cache) }));
  `;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

/**
 * renderPage of each URL in turn (one child process, so render workers' state carries over),
 * against a local catalogue that answers each API URL as `answer` says: [status, body].
 */
async function renderPagesAgainst(answer: (url: string) => [number, unknown], urls: string[]): Promise<Array<{ status: number; passes: number; html: string }>> {
  const server = http.createServer((req, res) => {
    const [status, body] = answer(req.url!);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const script = `
      const { renderPage } = await import(${JSON.stringify(entry)});
      const o = { apiBase: ${JSON.stringify(apiBase)}, origin: 'https://games.example', template: '<html><head><!--head--></head><body><div id="root"><!--app--></div><!--data--></body></html>' };
      const pages = [];
      for (const url of ${JSON.stringify(urls)}) pages.push(await renderPage(url, o));
      process.stdout.write(JSON.stringify(pages));
    `;
    const out = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }, (err, stdout) => (err ? reject(err) : resolve(stdout))),
    );
    return JSON.parse(out) as Array<{ status: number; passes: number; html: string }>;
  } finally {
    server.close();
  }
}

const card = (id: string, name: string) => ({
  id,
  slug: `game-${id}`,
  kind: 'builtin',
  name,
  description: `${name} </script><script>alert(1)</script>`,
  category: 'puzzle',
  tags: [],
  thumbnail: null,
  featured: id === '1',
  rating: null,
  ratingCount: 0,
  plays: 1500,
  playUrl: `/yxmb/${id}/index.html`,
  publishedAt: null,
});

describe('server rendering', () => {
  beforeAll(() => {
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
  });

  it('renders the home grid from cached catalogue answers', () => {
    const cache = { '/api/catalogue/games?lang=de&page=1&limit=12': { data: [card('1', 'Kacheln'), card('2', 'Schlange')], total: 2, page: 1, limit: 12, hasMore: false } };
    const out = renderInChild('/de', 'de', cache);
    expect(out.lang).toBe('de');
    expect(out.dir).toBe('ltr');
    expect(out.html).toContain('Kacheln');
    expect(out.html).toContain('Schlange');
    expect(out.html).toContain('Alle Spiele');
    expect(out.html).toContain('1.5k');
    // Crawled or stored text is escaped in markup and in the embedded data.
    expect(out.html).not.toContain('<script>alert(1)</script>');
    expect(out.serialized).not.toContain('</script>');
  });

  it('renders right-to-left for Arabic and the not-found page for unknown paths', () => {
    const out = renderInChild('/ar/nope', 'ar', {});
    expect(out.dir).toBe('rtl');
    expect(out.html).toContain('data-testid="not-found"');
    expect(out.html).toContain('الصفحة غير موجودة');
  });

  it('renders a game page in one pass, its data read before the render, each API URL once', async () => {
    // A local catalogue answering what a game page reads (game, related games, category counts).
    const detail = { ...card('7', 'Würfel Duell'), description: 'Zwei würfeln.', likes: 0, size: { width: 800, height: 600 }, meta: { controls: [], gameplayTips: [] } };
    const related = { data: [card('7', 'Würfel Duell'), card('8', 'Karten König')], total: 2, page: 1, limit: 7, hasMore: false };
    const answers: Record<string, unknown> = {
      '/api/catalogue/games/game-7?lang=de': detail,
      '/api/catalogue/games?lang=de&page=1&limit=7&category=puzzle': related,
      '/api/catalogue/categories': { total: 2, categories: [{ id: 'puzzle', count: 2 }] },
    };
    const asked: string[] = [];
    // The first render loads the game page's lazy chunk once.
    const [, page] = await renderPagesAgainst((url) => (asked.push(url), answers[url] ? [200, answers[url]] : [404, { message: 'not here' }]), ['/de/games/game-1', '/de/games/game-7']);
    expect(page!.status).toBe(200);
    expect(page!.passes).toBe(1);
    expect(page!.html).toContain('Würfel Duell');
    expect(page!.html).toContain('Karten König');
    // Each render asks for the counts once; game 7's page asked for its game and related games once each.
    expect(asked.filter((u) => u === '/api/catalogue/categories')).toHaveLength(2);
    expect(asked.filter((u) => u !== '/api/catalogue/categories').sort()).toEqual(['/api/catalogue/games/game-1?lang=de', ...Object.keys(answers).filter((u) => !u.endsWith('/categories'))].sort());
  });

  it('answers 404 for a game reference the API refuses as too long (414), not a failed render', async () => {
    const [page] = await renderPagesAgainst(
      (url) => (url.length > 200 ? [414, { message: 'URI too long', code: 'VALIDATION' }] : url === '/api/catalogue/categories' ? [200, { total: 0, categories: [] }] : [404, { message: 'not here' }]),
      [`/en/games/${'x'.repeat(400)}`],
    );
    expect(page!.status).toBe(404);
    expect(page!.html).toContain('data-testid="not-found"');
  });

  it('inserts names with replacement patterns ($\' $` $&) literally into the page head', () => {
    const script = `
      const { fillTemplate } = await import(${JSON.stringify(entry)});
      const template = '<html lang="x"><head><title>t</title><!--head--></head><body><div id="root"><!--app--></div><!--data--></body></html>';
      const head = { title: "Boom $' $\` $& $1 $$", description: "Desc $'", canonical: '/games/boom' };
      process.stdout.write(fillTemplate(template, { html: '<main>ok</main>', lang: 'en', prefix: 'en', dir: 'ltr', head }, new Map(), 'https://games.example'));
    `;
    const page = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(page).toContain("<title>Boom $' $` $&amp; $1 $$</title>");
    expect(page).toContain('content="Desc $\'"');
    // Template text is never copied in: one head, one root, one body.
    expect(page.match(/<head>/g)).toHaveLength(1);
    expect(page.match(/<div id="root">/g)).toHaveLength(1);
    expect(page.match(/<\/body>/g)).toHaveLength(1);
  });
});
