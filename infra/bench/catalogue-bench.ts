import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { MongoClient } from 'mongodb';
import { ProcessGroup } from '../src/backing/process-group';
import { ensureMongo } from '../src/backing/mongo';
import { freePort, httpOk, waitFor } from '../src/backing/ports';
import { REPO_ROOT } from '../src/backing/paths';
import { startStack } from '../src/launcher/stack';
import { hashPassword } from '../../services/server-kit/src/password-hash';

/**
 * `npm run bench:catalogue`: the catalogue at scale. Seeds 100,000 published games (the 80
 * built-ins with 8-language texts seed themselves at boot; the rest external, English only, with
 * feed-sized descriptions) and 200,000 candidates into a throw-away database on the same
 * MongoDB-wire server `npm start` uses, starts the whole stack on it, then measures:
 * - at the services (real HTTP, no gateway cache) p50/p95 of every visitor read, of the admin
 *   games list with each filter and of the candidate list with each filter;
 * - through the gateway, uncached, the list API against nginx serving a file of the same bytes;
 * - memory of each replica, the time a second catalogue replica takes to be ready;
 * - publishing 20,000 candidates in one bulk job, and storefront p95 meanwhile;
 * - bytes of prerendered pages on disk.
 * BENCH_GAMES, BENCH_CANDIDATES, BENCH_PUBLISH and BENCH_RUNS scale it.
 */
const GAMES = Number(process.env.BENCH_GAMES ?? 100_000);
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 200_000);
const PUBLISH = Number(process.env.BENCH_PUBLISH ?? 20_000);
// Samples per read: with 40, the p95 was the second-slowest sample, which a single pause (GC, a
// timer's sweep) decided.
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BATCH = 2_000;
const CATEGORIES = ['puzzle', 'action', 'shooting', 'match3', 'casual', 'board', 'racing'];
const PASSWORD = 'bench-password-123';
const AUTH = { authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`, 'x-requested-with': 'bench' };

// Words of typical feed descriptions. Search probes use words that appear nowhere else:
// one game's name holds ONE, 100 descriptions hold HUNDRED, 10,000 games hold TEN_K.
const WORDS = ('play jump run shoot collect coins levels puzzle race car bike zombie city castle hero magic ' +
  'match gems blocks ball fun free online html5 game mobile touch mouse keyboard skill score friends challenge ' +
  'adventure world space ship alien monster battle strategy defend tower build farm cook cake dress girls boys ' +
  'drift speed track win lose time bonus power unlock upgrade weapon sword dragon princess ocean fish jungle').split(' ');
const ONE = 'zephyrquest';
const HUNDRED = 'quasarblitz';
const TEN_K = 'lumina';

let seedState = 7;
const rnd = () => ((seedState = (seedState * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
const sentence = (n: number) => {
  const w = words(n);
  return `${w[0]!.toUpperCase()}${w.slice(1)}.`;
};
const description = () => Array.from({ length: 4 + Math.floor(rnd() * 5) }, () => sentence(8 + Math.floor(rnd() * 10))).join(' ');

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
const ms = (n: number) => n.toFixed(1).padStart(8);

function externalGame(i: number, now: number) {
  const at = new Date(now - i * 60_000);
  let name = `${words(2 + Math.floor(rnd() * 2))} ${i}`.replace(/^./, (c) => c.toUpperCase());
  let text = description();
  if (i === 4242) name = `${ONE} ${name}`;
  if (i % 1000 === 7) text = `${text} ${HUNDRED} edition.`;
  if (i % 10 === 3) {
    if (i % 20 === 3) name = `${name} ${TEN_K}`;
    else text = `${text} ${TEN_K} mode.`;
  }
  return {
    id: `ext-bench${i}`,
    slug: `bench-${i}`,
    kind: 'external',
    name: { en: name },
    description: { en: text },
    category: CATEGORIES[i % 7],
    tags: [pick(WORDS), pick(WORDS)],
    status: 'published',
    playUrl: `https://html5.gamedistribution.com/${i.toString(16).padStart(32, '0')}/`,
    thumbnail: { small: `https://img.gamedistribution.com/${i}-512x384.jpg`, large: `https://img.gamedistribution.com/${i}-512x384.jpg` },
    featured: i % 500 === 0,
    rating: null,
    ratingCount: 0,
    plays: 0,
    likes: 0,
    source: 'GameDistribution',
    size: { width: 800, height: 600 },
    languages: ['en'],
    meta: {},
    publishedAt: at,
    order: 0,
    createdAt: at,
    updatedAt: at,
  };
}

function candidate(i: number, now: number) {
  const at = new Date(now - i * 30_000);
  const name = `${words(2 + Math.floor(rnd() * 2))} ${i}`.replace(/^./, (c) => c.toUpperCase());
  // The first PUBLISH candidates are what the bulk job publishes: one crawl of one feed.
  const fromBenchFeed = i < PUBLISH;
  return {
    id: `gamedistribution-c${i}`,
    name,
    nameKey: name.toLowerCase(),
    title: name,
    description: description(),
    category: CATEGORIES[i % 7],
    url: `https://html5.gamedistribution.com/c${i.toString(16).padStart(31, '0')}/`,
    image: `https://img.gamedistribution.com/c${i}-512x384.jpg`,
    tags: [pick(WORDS)],
    rating: null,
    plays: 0,
    source: fromBenchFeed ? 'BenchFeed' : pick(['GameMonetize', 'GameDistribution', 'GamePix']),
    origin: 'CRAWL',
    status: fromBenchFeed ? 'pending' : pick(['pending', 'pending', 'approved', 'rejected', 'archived']),
    crawledAt: at,
    metadata: { provider: 'gamedistribution', crawlTaskId: `task-${i % 20}` },
    createdAt: at,
    updatedAt: at,
  };
}

async function seed(client: MongoClient, db: string, coll: string, total: number, make: (i: number, now: number) => object): Promise<void> {
  const t0 = Date.now();
  const now = Date.now();
  const c = client.db(db).collection(coll);
  for (let i = 0; i < total; i += BATCH) {
    await c.insertMany(Array.from({ length: Math.min(BATCH, total - i) }, (_, k) => make(i + k, now)), { ordered: false });
  }
  console.log(`seeded ${total} ${coll} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

/** Resident memory of a process in MB (Linux). */
function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
}

function pidOfPort(port: number): number {
  const out = execFileSync('sh', ['-c', `ss -ltnpH 'sport = :${port}' || true`], { encoding: 'utf8' });
  return Number(/pid=(\d+)/.exec(out)?.[1] ?? NaN);
}

async function timed(url: string, headers: Record<string, string> = {}, runs = RUNS): Promise<{ p50: number; p95: number; bytes: number }> {
  const xs: number[] = [];
  let bytes = 0;
  for (let r = 0; r < runs + 2; r++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
    if (r >= 2) xs.push(performance.now() - t0); // the first runs warm the JIT and connections
    bytes = body.byteLength;
  }
  return { p50: pct(xs, 50), p95: pct(xs, 95), bytes };
}

/** Times pages no cache holds yet: one game of each stretch of the catalogue per visit (`offset` keeps two calls on different games). */
async function timeFirstRenders(url: (slug: string) => string, offset: number): Promise<number[]> {
  const xs: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const target = url(`bench-${Math.floor(((GAMES - 80) / (RUNS + 2)) * i) + offset}`);
    const t0 = performance.now();
    const r = await fetch(target);
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`${target}: HTTP ${r.status}`);
    if (i >= 2) xs.push(performance.now() - t0); // the first two warm the render workers
  }
  return xs;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-catalogue-bench-'));
  const backing = new ProcessGroup(path.join(dir, 'bench-logs'));
  const results: string[] = [];
  const out = (line: string) => {
    console.log(line);
    results.push(line);
  };
  try {
    const mongo = await ensureMongo({ dataDir: path.join(dir, 'mongo'), group: backing, log: () => undefined });
    process.env.MONGODB_URI = mongo.uri;
    console.log(`MongoDB-wire server: ${mongo.kind}; seeding…`);
    const client = new MongoClient(mongo.uri);
    await client.connect();
    // The unique indexes the services declare, present while seeding as in production.
    await client.db('portal_catalogue').collection('games').createIndexes([{ key: { id: 1 }, unique: true }, { key: { slug: 1 }, unique: true }]);
    await client.db('portal_candidate').collection('candidates').createIndexes([{ key: { id: 1 }, unique: true }, { key: { url: 1 }, unique: true }]);
    await seed(client, 'portal_catalogue', 'games', GAMES - 80, externalGame);
    await seed(client, 'portal_candidate', 'candidates', CANDIDATES, candidate);
    await client.close();

    const t0Stack = performance.now();
    const stack = await startStack({
      dataDir: dir,
      persistent: false,
      admin: { user: 'admin', passwordHash: await hashPassword(PASSWORD) },
      apiRate: '100000r/s',
      readyTimeoutMs: 900_000,
      // The gateway in front of as many catalogue replicas as npm start runs.
      catalogueReplicas: Number(process.env.CATALOGUE_REPLICAS) || 2,
    });
    out(`\nstack ready in ${((performance.now() - t0Stack) / 1000).toFixed(0)} s (every service loaded its read models)`);
    try {
      const cat = `http://127.0.0.1:${stack.servicePorts.catalogue}`;
      const cand = `http://127.0.0.1:${stack.servicePorts.candidate}`;
      const categories = (await (await fetch(`${cat}/api/catalogue/categories`)).json()) as { total: number };
      out(`published games: ${categories.total}`);

      // One more catalogue replica started on the loaded data: how long until it is ready, and its memory.
      const port2 = await freePort();
      const env = { ...stack.serviceEnv('catalogue'), PORT: String(port2) };
      const t0Replica = performance.now();
      const replica = spawn(process.execPath, [path.join(REPO_ROOT, 'services/catalogue/dist/server.js')], { env, stdio: 'ignore' });
      await waitFor('second catalogue replica', () => httpOk(`http://127.0.0.1:${port2}/readyz`), 900_000, () => replica.exitCode === null);
      const replicaReadyS = (performance.now() - t0Replica) / 1000;

      out(`\n| visitor read at the catalogue service | p50 ms | p95 ms | goal p95 |`);
      out('|---|---:|---:|---:|');
      const rows: Array<[string, string]> = [
        ['home page 1', '/api/catalogue/games?lang=en&limit=12'],
        ['home page 50', '/api/catalogue/games?lang=en&limit=12&page=50'],
        ...['thisWeekNew', 'featured', ...CATEGORIES].map((c): [string, string] => [`category ${c}`, `/api/catalogue/games?lang=en&limit=12&category=${c}`]),
        ['category puzzle page 20, German', '/api/catalogue/games?lang=de&limit=12&category=puzzle&page=20'],
        [`search, 1 hit (${ONE})`, `/api/catalogue/games?lang=en&limit=12&search=${ONE}`],
        [`search, 100 hits (${HUNDRED})`, `/api/catalogue/games?lang=en&limit=12&search=${HUNDRED}`],
        [`search, ${Math.round((GAMES - 80) / 10).toLocaleString('en')} hits (${TEN_K})`, `/api/catalogue/games?lang=en&limit=12&search=${TEN_K}`],
        ['search, Chinese (消除)', `/api/catalogue/games?lang=zh-CN&limit=12&search=${encodeURIComponent('消除')}`],
        ['search, a common word (race)', '/api/catalogue/games?lang=en&limit=12&search=race'],
        ['categories with counts', '/api/catalogue/categories'],
        ['a game by slug', `/api/catalogue/games/bench-${Math.floor((GAMES - 80) * 0.77)}?lang=en`],
        ['a game by id', `/api/catalogue/games/ext-bench${Math.floor((GAMES - 80) * 0.55)}?lang=en`],
        ['favourites (ids=, 50 ids)', `/api/catalogue/games?lang=en&limit=50&ids=${Array.from({ length: 50 }, (_, i) => `ext-bench${i * Math.floor((GAMES - 80) / 50)}`).join(',')}`],
      ];
      let over = 0;
      for (const [name, url] of rows) {
        const r = await timed(cat + url);
        if (name.includes(TEN_K)) {
          const total = ((await (await fetch(cat + url)).json()) as { total: number }).total;
          if (total < (GAMES - 80) / 11) throw new Error(`the ${TEN_K} search found ${total}, not a tenth of the games`);
        }
        if (r.p95 > 10) over++;
        out(`| ${name} | ${ms(r.p50)} | ${ms(r.p95)} | 10 |`);
      }

      out(`\n| admin list | p50 ms | p95 ms | goal p95 |`);
      out('|---|---:|---:|---:|');
      const admin: Array<[string, string]> = [
        ['games, no filter', `${cat}/api/games/list`],
        ['games status=archived', `${cat}/api/games/list?status=archived`],
        ['games kind=builtin', `${cat}/api/games/list?kind=builtin`],
        ['games category=racing page 30', `${cat}/api/games/list?category=racing&page=30`],
        ['games featured=true', `${cat}/api/games/list?featured=true`],
        ['games search', `${cat}/api/games/list?search=coins%2042`],
        ['candidates, no filter', `${cand}/api/candidates/list`],
        ['candidates status=pending', `${cand}/api/candidates/list?status=pending`],
        ['candidates source=GamePix', `${cand}/api/candidates/list?source=GamePix`],
        ['candidates category=puzzle page 40', `${cand}/api/candidates/list?category=puzzle&page=40`],
        ['candidates origin=CRAWL sort=name', `${cand}/api/candidates/list?origin=CRAWL&sort=name`],
        ['candidates search', `${cand}/api/candidates/list?search=dragon%20castle`],
      ];
      for (const [name, url] of admin) {
        const r = await timed(url, AUTH);
        if (r.p95 > 20) over++;
        out(`| ${name} | ${ms(r.p50)} | ${ms(r.p95)} | 20 |`);
      }

      // Through the gateway, uncached (every request a URL of its own, so the micro-cache never
      // answers), against nginx serving a file of the same bytes, compressed per request.
      const sample = Buffer.from(await (await fetch(`${stack.url}/api/catalogue/games?lang=en&limit=12&page=3`)).arrayBuffer());
      writeFileSync(path.join(dir, 'media', 'thumbs', 'bench-api.json'), sample);
      const cannon = async (requests: autocannon.Request[] | undefined, url: string) => {
        await autocannon({ url, connections: 4, duration: 1, requests });
        const r = await autocannon({ url, connections: 16, duration: 8, requests, headers: { 'accept-encoding': 'gzip' } });
        return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx };
      };
      let page = 1;
      const uncached: autocannon.Request[] = [{ setupRequest: (req) => ({ ...req, path: `/api/catalogue/games?lang=en&limit=12&page=3&n=${page++}` }) }];
      const api = await cannon(uncached, `${stack.url}/api/catalogue/games?lang=en&limit=12`);
      const file = await cannon(undefined, `${stack.url}/media/thumbs/bench-api.json`);
      out(`\ngateway, uncached list API: ${api.rps.toFixed(0)} req/s (p99 ${api.p99} ms, non-2xx ${api.non2xx}) vs nginx static ${sample.length} B: ${file.rps.toFixed(0)} req/s (p99 ${file.p99} ms): ${(api.rps / file.rps).toFixed(2)}x (goal ≥ 0.3x)`);

      // Game pages are rendered on request: the first visit of each is a render. Through nginx,
      // then at the catalogue service itself (its render, no gateway) on other games.
      const firstVisits = await timeFirstRenders((slug) => `${stack.url}/en/games/${slug}`, 5);
      out(`game page not rendered before, through the gateway: p50 ${pct(firstVisits, 50).toFixed(1)} ms, p95 ${pct(firstVisits, 95).toFixed(1)} ms (goal ≤ 50 ms)`);
      const renders = await timeFirstRenders((slug) => `${cat}/pages/de/games/${slug}`, 11);
      out(`game page rendered at the catalogue service (no gateway): p50 ${pct(renders, 50).toFixed(1)} ms, p95 ${pct(renders, 95).toFixed(1)} ms`);

      // Publishing 20,000 candidates in one job, with storefront reads measured meanwhile.
      const t0Publish = performance.now();
      const started = await fetch(`${cand}/api/candidates/publish-all`, { method: 'POST', headers: { ...AUTH, 'content-type': 'application/json' }, body: JSON.stringify({ status: 'pending', source: 'BenchFeed' }) });
      if (!started.ok) throw new Error(`publish-all: HTTP ${started.status} ${await started.text()}`);
      const job = (await started.json()) as { id: string; total: number };
      const during: number[] = [];
      let status = 'queued';
      let last = { processed: 0, published: 0, failed: 0 };
      const probes = ['/api/catalogue/games?lang=en&limit=12', '/api/catalogue/games?lang=en&limit=12&category=racing', `/api/catalogue/games?lang=en&limit=12&search=${HUNDRED}`, `/api/catalogue/games/bench-${Math.floor((GAMES - 80) / 3)}?lang=en`, '/api/catalogue/categories'];
      for (let n = 0; status === 'queued' || status === 'running'; n++) {
        const t0 = performance.now();
        await (await fetch(cat + probes[n % probes.length]!)).arrayBuffer();
        during.push(performance.now() - t0);
        if (n % 20 === 0) {
          const j = (await (await fetch(`${cand}/api/candidates/publish-jobs/${job.id}`, { headers: AUTH })).json()) as { status: string; processed: number; published: number; failed: number };
          status = j.status;
          last = j;
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      const publishS = (performance.now() - t0Publish) / 1000;
      out(`\nbulk publish of ${job.total}: ${status} in ${publishS.toFixed(0)} s (${(job.total / publishS).toFixed(0)} games/s; published ${last.published}, failed ${last.failed}; goal ≤ 300 s)`);
      out(`storefront reads while publishing: p50 ${pct(during, 50).toFixed(1)} ms, p95 ${pct(during, 95).toFixed(1)} ms over ${during.length} reads (goal p95 ≤ 50 ms)`);
      const after = (await (await fetch(`${cat}/api/catalogue/categories`)).json()) as { total: number };
      const onReplica = (await (await fetch(`http://127.0.0.1:${port2}/api/catalogue/categories`)).json()) as { total: number };
      out(`published games after: ${after.total} (second replica sees ${onReplica.total})`);

      const memory = { catalogue: rssMb(pidOfPort(stack.servicePorts.catalogue)), replica: rssMb(replica.pid!), candidate: rssMb(pidOfPort(stack.servicePorts.candidate)) };
      out(`\nmemory (RSS): catalogue ${memory.catalogue} MB, second catalogue replica ${memory.replica} MB, candidate ${memory.candidate} MB`);
      out(`second catalogue replica ready ${replicaReadyS.toFixed(1)} s after start`);
      // Wait for the prerender the publish set off, then measure what pages take on disk.
      await new Promise((r) => setTimeout(r, 45_000));
      const du = (p: string) => Number(execFileSync('du', ['-sb', p], { encoding: 'utf8' }).split('\t')[0]) || 0;
      out(`prerendered pages and sitemaps on disk: ${(du(path.join(dir, 'prerender')) / 1048576).toFixed(1)} MB for ${after.total} games (game pages are rendered on request; their cache is capped at 1 GB)`);
      out(`\n${over === 0 ? 'every read within its goal' : `${over} reads over their goal`}`);
      replica.kill('SIGTERM');
    } finally {
      await stack.stop();
    }
  } finally {
    await backing.stopAll();
    writeFileSync(path.join(REPO_ROOT, '.data', 'bench-catalogue.txt'), results.join('\n') + '\n');
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
