import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { pacedLoad } from './paced-load';
import { startStack, type Stack } from '../src/launcher/stack';
import { DATA_DIR } from '../src/backing/paths';
import { hashPassword } from '../../services/server-kit/src/password-hash';

/**
 * `npm run bench:load`: mixed visitor traffic (home and category pages, searches, list pages,
 * game pages, play and analytics events) with some admin list reads, through the gateway, from
 * 200 connections for 60 s. Each connection poses as its own client address (nginx believes
 * X-Forwarded-For from loopback only, which is where the bench runs), so the per-address rate
 * limits guard as in production without being what is measured. Then the same run with the
 * catalogue SIGKILLed a third of the way through: the supervisor restarts it, and the errors
 * while it is down are counted.
 *
 * LOAD_CONNECTIONS, LOAD_SECONDS and LOAD_GAMES scale it. Figures go to .data/bench-load.txt.
 */
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const GAMES = Number(process.env.LOAD_GAMES ?? 2000);
/** The rated load's share of the measured capacity (LOAD_RATE sets a rate instead). */
const RATED_SHARE = Number(process.env.LOAD_SHARE ?? 0.5);
const PASSWORD = 'bench-password-123';
const ADMIN = { authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`, 'x-requested-with': 'bench', 'content-type': 'application/json' };
const WORDS = ['race', 'puzzle', 'zombie', 'castle', 'jump', 'magic', 'car', 'merge', 'tile', 'hero'];
const LANGS = ['en', 'de', 'ja', 'zh-CN', 'es', 'fr', 'pt-BR', 'ar'];

const lines: string[] = [];
const say = (line: string) => {
  lines.push(line);
  console.log(line);
};

async function seed(stack: Stack): Promise<string[]> {
  const candidate = `http://127.0.0.1:${stack.servicePorts.candidate}`;
  for (let start = 0; start < GAMES; start += 2000) {
    const games = Array.from({ length: Math.min(2000, GAMES - start) }, (_, j) => {
      const i = start + j;
      return { name: `Load ${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`, url: `https://games.example/load/${i}/`, category: ['puzzle', 'action', 'racing', 'casual', 'board'][i % 5], description: `A ${WORDS[(i * 3) % WORDS.length]} game number ${i}.`, source: 'LoadFeed' };
    });
    const r = await fetch(`${candidate}/api/candidates/import`, { method: 'POST', headers: ADMIN, body: JSON.stringify({ games }) });
    if (!r.ok) throw new Error(`import failed: ${r.status} ${await r.text()}`);
  }
  const job = (await (await fetch(`${candidate}/api/candidates/publish-all`, { method: 'POST', headers: ADMIN, body: JSON.stringify({ source: 'LoadFeed', status: 'pending' }) })).json()) as { id: string };
  for (;;) {
    const j = (await (await fetch(`${candidate}/api/candidates/publish-jobs/${job.id}`, { headers: ADMIN })).json()) as { status: string };
    if (j.status === 'completed') break;
    if (j.status === 'failed') throw new Error('seeding publish failed');
    await new Promise((r) => setTimeout(r, 500));
  }
  const slugs: string[] = [];
  for (let page = 1; slugs.length < 500; page++) {
    const r = (await (await fetch(`${stack.url}/api/catalogue/games?lang=en&limit=100&page=${page}`)).json()) as { data: Array<{ slug: string }>; hasMore: boolean };
    slugs.push(...r.data.map((g) => g.slug));
    if (!r.hasMore) break;
  }
  return slugs;
}

type BenchRequest = { method: string; path: string; headers?: Record<string, string>; body?: string };
type Draw = { pick: <T>(xs: readonly T[]) => T; lang: string; slug: string };

const JSON_BODY = { 'content-type': 'application/json' };

/**
 * The traffic mix, in percent of requests: what a visitor's session asks of the portal (pages,
 * list and search calls, a game, its play event and analytics), plus an admin paging the games.
 */
const MIX: Array<[percent: number, make: (d: Draw) => BenchRequest]> = [
  [15, (d) => ({ method: 'GET', path: `/${d.lang}/` })],
  [10, (d) => ({ method: 'GET', path: `/${d.lang}?category=${d.pick(['puzzle', 'action', 'racing', 'casual'])}` })],
  [10, (d) => ({ method: 'GET', path: `/api/catalogue/games?lang=${d.lang}&page=${d.pick([1, 2, 3, 4, 5])}&limit=12` })],
  [10, (d) => ({ method: 'GET', path: `/api/catalogue/games?lang=${d.lang}&category=${d.pick(['puzzle', 'action', 'racing'])}&page=${d.pick([1, 2, 3])}&limit=12` })],
  [15, (d) => ({ method: 'GET', path: `/api/catalogue/games?lang=${d.lang}&search=${d.pick(WORDS)}&limit=12` })],
  [10, () => ({ method: 'GET', path: '/api/catalogue/categories' })],
  [12, (d) => ({ method: 'GET', path: `/${d.lang}/games/${d.slug}` })],
  [6, (d) => ({ method: 'GET', path: `/api/catalogue/games/${d.slug}?lang=${d.lang}` })],
  [5, (d) => ({ method: 'POST', path: `/api/catalogue/games/${d.slug}/play`, headers: JSON_BODY, body: '{}' })],
  [5, (d) => ({ method: 'POST', path: '/api/analytics/events', headers: JSON_BODY, body: JSON.stringify({ events: [{ name: 'page_view', lang: d.lang, path: `/${d.lang}/` }] }) })],
  [2, (d) => ({ method: 'GET', path: `/api/games/list?page=${d.pick([1, 2, 3, 4, 5, 10, 20])}&limit=20`, headers: ADMIN })],
];

/**
 * Requests in the mix's proportions, from a seeded generator (LOAD_SEED), so two runs send the
 * same sequence and their figures compare.
 */
function requestStream(slugs: string[], seed: number): () => BenchRequest {
  let state = seed >>> 0 || 1;
  const next = () => {
    // xorshift32: fast, deterministic, and good enough to spread a traffic mix.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const total = MIX.reduce((n, [percent]) => n + percent, 0);
  return () => {
    let roll = next() * total;
    const d: Draw = { pick, lang: pick(LANGS), slug: pick(slugs) };
    for (const [percent, make] of MIX) {
      if ((roll -= percent) < 0) return make(d);
    }
    return MIX[0]![1](d);
  };
}

interface Result {
  rps: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  total: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
}

async function drive(stack: Stack, slugs: string[]): Promise<Result> {
  const statuses: Record<string, number> = {};
  const nextRequest = requestStream(slugs, Number(process.env.LOAD_SEED ?? 20261124));
  let clientNo = 0;
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({
      url: stack.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      // Each connection is one client address (documentation range 198.18.0.0/15).
      setupClient: (client) => {
        const n = clientNo++;
        client.setHeaders({ 'x-forwarded-for': clientAddress(n), 'accept-encoding': 'gzip' });
      },
      requests: [
        {
          setupRequest: (req) => {
            const next = nextRequest();
            return { ...req, method: next.method as 'GET', path: next.path, headers: { ...req.headers, ...(next.headers ?? {}) }, ...(next.body ? { body: next.body } : {}) };
          },
        },
      ],
    }, (err, result) => (err ? reject(err) : resolve(result)));
    instance.on('response', (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  return { rps: r.requests.average, p50: r.latency.p50, p90: r.latency.p90, p97_5: r.latency.p97_5, p99: r.latency.p99, total: r.requests.total, errors: r.errors + r.timeouts, non2xx: r.non2xx, statuses };
}

/** Client address of the n-th connection or request (documentation range 198.18.0.0/15). */
const clientAddress = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;

/** The same mix offered at a steady `rate` over CONNECTIONS connections, each request from one of as many client addresses. */
async function paced(stack: Stack, slugs: string[], rate: number, during?: (elapsedMs: number) => void): Promise<Result> {
  const nextRequest = requestStream(slugs, Number(process.env.LOAD_SEED ?? 20261124));
  const started = Date.now();
  const timer = during ? setInterval(() => during(Date.now() - started), 250) : null;
  try {
    const r = await pacedLoad({ url: stack.url, rate, seconds: SECONDS, connections: CONNECTIONS, next: nextRequest, headersFor: (n) => ({ 'x-forwarded-for': clientAddress(n % CONNECTIONS) }) });
    return { ...r, non2xx: Object.entries(r.statuses).filter(([st]) => Number(st) >= 300).reduce((a, [, n]) => a + n, 0) };
  } finally {
    if (timer) clearInterval(timer);
  }
}

function report(name: string, r: Result): void {
  const failed = r.errors + Object.entries(r.statuses).filter(([s]) => Number(s) >= 500).reduce((a, [, n]) => a + n, 0);
  say(`${name}: ${Math.round(r.rps)} req/s, ${r.total} requests; latency p50 ${r.p50} ms, p90 ${r.p90} ms, p97.5 ${r.p97_5} ms, p99 ${r.p99} ms; connection errors/timeouts ${r.errors}; statuses ${JSON.stringify(r.statuses)}; failed (5xx or no answer) ${failed} = ${((100 * failed) / Math.max(1, r.total + r.errors)).toFixed(2)} %`);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-load-'));
  say(`load bench: ${CONNECTIONS} connections x ${SECONDS} s, ${GAMES} crawled games plus the built-ins`);
  // As many catalogue replicas as npm start runs (CATALOGUE_REPLICAS, default 2).
  const stack = await startStack({ dataDir, persistent: false, catalogueReplicas: Number(process.env.CATALOGUE_REPLICAS) || 2, admin: { user: 'admin', passwordHash: await hashPassword(PASSWORD) }, log: (m) => console.log(`[stack] ${m}`) });
  try {
    const slugs = await seed(stack);
    say(`seeded: ${slugs.length} game slugs in the mix`);
    await autocannon({ url: `${stack.url}/en/`, connections: 8, duration: 2 }); // warm-up

    // As fast as 200 connections go (each sends its next request when its answer comes): the
    // capacity. Latency here is queueing (Little's law: connections / throughput), not speed.
    const capacity = await drive(stack, slugs);
    report('capacity (closed loop)', capacity);

    // A load the portal is sized for: a share of that capacity offered at a steady rate over the
    // same 200 connections. Latency here is what a visitor waits.
    const rate = Number(process.env.LOAD_RATE) || Math.round(capacity.rps * RATED_SHARE);
    say(`rated load: ${rate} req/s (${Math.round(RATED_SHARE * 100)} % of capacity${process.env.LOAD_RATE ? ', set by LOAD_RATE' : ''})`);
    report('steady at rated load', await paced(stack, slugs, rate));

    let killedAt = -1;
    const chaos = await paced(stack, slugs, rate, (elapsed) => {
      if (killedAt < 0 && elapsed > (SECONDS * 1000) / 3) {
        killedAt = elapsed;
        stack.kill('catalogue', 'SIGKILL');
        say(`catalogue SIGKILLed at ${(elapsed / 1000).toFixed(1)} s`);
      }
    });
    report('catalogue killed and restarted midway', chaos);
    const catalogue = stack.processes().find((p) => p.name === 'catalogue');
    say(`catalogue after the run: ${catalogue?.state}, restarts ${catalogue?.restarts}`);
  } finally {
    await stack.stop();
    mkdirSync(DATA_DIR, { recursive: true });
    writeFileSync(path.join(DATA_DIR, 'bench-load.txt'), `${lines.join('\n')}\n`);
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
