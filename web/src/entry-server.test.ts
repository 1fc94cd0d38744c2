import { execFileSync } from 'node:child_process';
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
