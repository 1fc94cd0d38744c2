import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ProcessGroup } from '../src/backing/process-group';
import { ensureMongo } from '../src/backing/mongo';
import { ensureRedis } from '../src/backing/redis';
import { basicAuth, testResources } from '../src/test/test-resources';
import { buildCandidateApp } from '../../services/candidate/src/app';
import { loadCandidateConfig } from '../../services/candidate/src/config';
import { candidateModel } from '../../services/candidate/src/candidates/candidate.model';
import { CandidateRepository } from '../../services/candidate/src/candidates/candidate.repository';
import { operationLogModel } from '../../services/candidate/src/operation-logs/operation-log.model';
import { gameModel } from '../../services/catalogue/src/games/game.model';
import { loadCatalogueConfig } from '../../services/catalogue/src/config';

/**
 * `npm run bench:admin`: seeds 100,000 candidates, 20,000 games and 50,000 operation logs
 * (insertMany in batches) into throw-away databases on the MongoDB-wire server `npm start`
 * would use, then measures on the candidate service itself (fastify inject, no gateway):
 * p50/p95 of the candidate list page with each single filter plus each sort, of the
 * operation-log page, and the time of one batch import of 1,000 external games.
 */
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const GAMES = Number(process.env.BENCH_GAMES ?? 20_000);
const LOGS = Number(process.env.BENCH_LOGS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const BATCH = 2_000;
const CATEGORIES = ['puzzle', 'action', 'shooting', 'match3', 'casual', 'board', 'racing'];
const SOURCES = ['GameMonetize', 'GameDistribution', 'GamePix', 'External'];
const STATUSES = ['pending', 'approved', 'published', 'rejected', 'unpublished', 'archived'];
const ORIGINS = ['CRAWL', 'IMPORT', 'MANUAL', 'LOCAL_SCAN'];

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

async function seed(label: string, total: number, insert: (from: number, to: number) => Promise<unknown>): Promise<void> {
  const t0 = Date.now();
  for (let i = 0; i < total; i += BATCH) await insert(i, Math.min(total, i + BATCH));
  console.log(`seeded ${total} ${label} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-admin-bench-'));
  const group = new ProcessGroup(path.join(dir, 'logs'));
  try {
    const mongo = await ensureMongo({ dataDir: path.join(dir, 'mongo'), group, log: console.log });
    process.env.MONGODB_URI = mongo.uri;
    process.env.REDIS_URL = await ensureRedis({ dataDir: path.join(dir, 'redis'), persistent: false, group, log: () => undefined });
    console.log(`MongoDB-wire server: ${mongo.kind}`);
    const cand = await testResources('candidate', loadCandidateConfig, { AUTH_MAX_FAILURES: '100000' });
    const cat = await testResources('catalogue', loadCatalogueConfig);
    const built = await buildCandidateApp(cand); // creates every index first, as at boot
    await gameModel(cat.conn).syncIndexes();
    const now = Date.now();

    await seed('candidates', CANDIDATES, (a, b) =>
      candidateModel(cand.conn).collection.insertMany(
        Array.from({ length: b - a }, (_, k) => {
          const i = a + k;
          const at = new Date(now - i * 1000);
          return { id: `b${i.toString(36).padStart(6, '0')}`, name: `Bench Game ${i}`, nameKey: `bench game ${i}`, description: `Generated for the benchmark ${i}`, category: CATEGORIES[i % 7], url: `https://bench.example/${i}`, tags: [], rating: null, plays: 0, source: SOURCES[i % 4], origin: ORIGINS[i % 4], status: STATUSES[i % 6], crawledAt: at, createdAt: at, updatedAt: at };
        }),
        { ordered: false },
      ),
    );
    await seed('games', GAMES, (a, b) =>
      gameModel(cat.conn).collection.insertMany(
        Array.from({ length: b - a }, (_, k) => {
          const i = a + k;
          const at = new Date(now - i * 1000);
          return { id: `g${i}`, slug: `bench-game-${i}`, kind: 'external', name: { en: `Bench Game ${i}` }, description: { en: '' }, category: CATEGORIES[i % 7], tags: [], status: i % 10 ? 'published' : 'archived', playUrl: `https://bench.example/${i}`, thumbnail: null, featured: i % 50 === 0, rating: null, ratingCount: 0, plays: 0, likes: 0, source: 'External', size: { width: 1280, height: 720 }, languages: ['en'], meta: {}, publishedAt: at, order: 0, createdAt: at, updatedAt: at };
        }),
        { ordered: false },
      ),
    );
    await seed('operation logs', LOGS, (a, b) =>
      operationLogModel(cand.conn).collection.insertMany(
        Array.from({ length: b - a }, (_, k) => {
          const i = a + k;
          return { id: `log_${(now - i).toString(36)}${i}`, operation: ['candidate.publish', 'candidate.reject', 'game.update', 'candidate.import'][i % 4], gameName: `Bench Game ${i}`, gameKey: `bench game ${i}`, status: i % 9 ? 'completed' : 'failed', actor: 'admin', at: new Date(now - i * 500) };
        }),
        { ordered: false },
      ),
    );

    // The seed went around the service: load the list indexes as a (re)start would.
    const t0Index = performance.now();
    await Promise.all([built.listIndexes.candidates.reload(), built.listIndexes.logs.reload()]);
    console.log(`list indexes loaded (${CANDIDATES} candidates + ${LOGS} logs) in ${((performance.now() - t0Index) / 1000).toFixed(1)} s, heap ${Math.round(process.memoryUsage().heapUsed / 1048576)} MB`);

    const app = built.app;
    const headers = { authorization: basicAuth(), 'x-forwarded-for': '198.51.100.99' };
    const time = async (url: string) => {
      const xs: number[] = [];
      for (let r = 0; r < RUNS + 1; r++) {
        const t0 = performance.now();
        const res = await app.inject({ url, headers });
        if (res.statusCode !== 200) throw new Error(`${url}: HTTP ${res.statusCode} ${res.body}`);
        if (r >= 1) xs.push(performance.now() - t0); // the first run warms caches and the JIT
      }
      return { p50: pct(xs, 50), p95: pct(xs, 95) };
    };
    console.log(`\nquery (p50 / p95 ms, ${RUNS} runs each, goal p95 ≤ 50 ms)`);
    const rows: [string, number, number][] = [];
    const report = (name: string, p50: number, p95: number) => {
      rows.push([name, p50, p95]);
      console.log(`${name.padEnd(52)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}${p95 > 50 ? '  over goal' : ''}`);
    };
    const filters = ['', 'status=pending', 'source=GamePix', 'category=puzzle', 'origin=IMPORT'];
    const sorts = ['-createdAt', 'name', '-crawledAt', '-updatedAt'];
    for (const f of filters) {
      for (const s of sorts) {
        const { p50, p95 } = await time(`/api/candidates/list?${f}&sort=${s}&page=3`);
        report(`candidates ${f || '(no filter)'} sort=${s}`, p50, p95);
      }
    }
    for (const q of ['', 'type=candidate.publish', 'success=false', 'page=20']) {
      const { p50, p95 } = await time(`/api/operation-logs?${q}`);
      report(`operation logs ${q || 'page 1'}`, p50, p95);
    }
    // Baseline, same data, same run: the page straight from the database, as before the list indexes.
    if (process.env.BENCH_BASELINE !== '0') {
      const direct = new CandidateRepository(candidateModel(cand.conn));
      const xs: number[] = [];
      for (let r = 0; r < 3; r++) {
        const t0 = performance.now();
        await direct.listFromDatabase({ status: 'pending', sort: '-createdAt', page: 3, limit: 20 });
        xs.push(performance.now() - t0);
      }
      const indexed = rows.find((r) => r[0] === 'candidates status=pending sort=-createdAt')!;
      const base50 = pct(xs, 50);
      console.log(`baseline: status=pending sort=-createdAt from the database ${base50.toFixed(0)} ms p50 (3 runs) vs ${indexed[1].toFixed(1)} ms from the list index: ${(base50 / indexed[1]).toFixed(0)}x faster`);
    }
    const over = rows.filter((r) => r[2] > 50).length;
    console.log(`${rows.length - over} of ${rows.length} queries within the goal`);

    const games = Array.from({ length: 1000 }, (_, i) => ({ name: `Imported ${i}`, url: `https://import.example/${i}`, category: CATEGORIES[i % 7], tags: 'a, b', rating: '4.2', plays: '100' }));
    const t0 = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/candidates/import', payload: { games }, headers });
    const imported = res.json() as { success: number; failed: number };
    console.log(`\nbatch import of 1000: ${((performance.now() - t0) / 1000).toFixed(2)} s (success ${imported.success}, failed ${imported.failed}; goal ≤ 10 s)`);

    await app.close();
    await cand.cleanup();
    await cat.cleanup();
  } finally {
    await group.stopAll();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
