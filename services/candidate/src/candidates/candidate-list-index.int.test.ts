import pino from 'pino';
import type { CandidateListQuery } from '@portal/contracts';
import { testResources, type TestResources } from '../../../../infra/src/test/test-resources';
import { loadCandidateConfig, type CandidateConfig } from '../config';
import { candidateModel, type CandidateModel } from './candidate.model';
import { CandidateRepository } from './candidate.repository';
import { IngestRepository } from '../ingest/ingest.repository';
import { CandidateListIndex } from './candidate-list-index';

/**
 * The in-memory list index must answer exactly what the database answers, stay fresh through
 * every write path, and reach the other replicas through Redis. Real FerretDB/MongoDB and Redis.
 */
jest.setTimeout(60_000);

const STATUSES = ['pending', 'approved', 'published', 'rejected'];
const SOURCES = ['GameMonetize', 'GamePix', 'External'];
const CATEGORIES = ['puzzle', 'action', 'casual'];
const ORIGINS = ['CRAWL', 'IMPORT', 'MANUAL'];
const log = pino({ level: 'silent' });

describe('candidate list index', () => {
  let res: TestResources<CandidateConfig>;
  let model: CandidateModel;
  let indexA: CandidateListIndex;
  let indexB: CandidateListIndex;
  let repoA: CandidateRepository;
  let repoB: CandidateRepository;

  const q = (o: Partial<CandidateListQuery> = {}): CandidateListQuery => ({ page: 1, limit: 20, ...o });
  const ids = (r: { candidates: { id: string }[] }) => r.candidates.map((d) => d.id);
  async function expectSameAsDatabase(repo: CandidateRepository, query: CandidateListQuery) {
    const [fromIndex, fromDb] = await Promise.all([repo.list(query), repo.listFromDatabase(query)]);
    expect({ query, ids: ids(fromIndex), total: fromIndex.total }).toEqual({ query, ids: ids(fromDb), total: fromDb.total });
    expect(fromIndex.candidates).toEqual(fromDb.candidates); // the views, field for field
    return fromIndex;
  }

  beforeAll(async () => {
    res = await testResources('candidate-list-index', loadCandidateConfig);
    model = candidateModel(res.conn);
    await model.syncIndexes();
    const base = Date.UTC(2026, 0, 1);
    await model.collection.insertMany(
      Array.from({ length: 180 }, (_, i) => {
        const at = new Date(base + ((i * 7919) % 180) * 60_000); // shuffled dates, some equal to others' crawl dates
        return {
          id: `c${String(i).padStart(3, '0')}`,
          name: `${i % 5 === 0 ? 'Alpha' : 'Zeta'} Game ${i}`,
          nameKey: `${i % 5 === 0 ? 'alpha' : 'zeta'} game ${i}`,
          description: i % 9 === 0 ? 'A PUZZLING quest' : 'plain',
          category: CATEGORIES[i % 3],
          url: `https://idx.example/${i}`,
          tags: [],
          source: SOURCES[i % 3],
          origin: ORIGINS[(i >> 1) % 3],
          status: STATUSES[i % 4],
          ...(i % 2 ? { crawledAt: new Date(base + (i % 13) * 3_600_000) } : {}),
          createdAt: at,
          updatedAt: new Date(at.getTime() + (i % 11) * 1000),
        };
      }),
    );
    indexA = new CandidateListIndex(model, res.redis, log, { resyncMs: 0 });
    indexB = new CandidateListIndex(model, res.redis, log, { resyncMs: 0 });
    await Promise.all([indexA.start(), indexB.start()]);
    await Promise.all([indexA.whenReady(), indexB.whenReady()]);
    repoA = new CandidateRepository(model, indexA);
    repoB = new CandidateRepository(model, indexB);
  });
  afterAll(async () => {
    await Promise.all([indexA.close(), indexB.close()]);
    await res.cleanup();
  });

  it('answers every single filter with every sort, on several pages, as the database does', async () => {
    const filters: Partial<CandidateListQuery>[] = [{}, { status: 'pending' }, { source: 'GamePix' }, { category: 'action' }, { origin: 'MANUAL' }, { search: 'alpha' }, { search: 'puzzling' }, { search: 'c042' }, { search: 'nothing-like-this' }];
    const sorts: CandidateListQuery['sort'][] = ['-createdAt', 'createdAt', 'name', '-name', '-crawledAt', 'crawledAt', '-updatedAt'];
    for (const f of filters) for (const sort of sorts) for (const page of f.search ? [1] : [1, 2]) await expectSameAsDatabase(repoA, q({ ...f, sort, page }));
    const latest = (await repoA.listFromDatabase(q())).updatedAt;
    expect((await repoA.list(q())).updatedAt).toEqual(latest);
  });

  it('stays fresh through inserts, updates and deletes, here and on the other replica', async () => {
    const { inserted } = await repoA.insertMany([{ id: 'fresh-1', name: 'Fresh One', description: '', category: 'puzzle', url: 'https://idx.example/fresh-1', tags: [], rating: null, plays: 0, source: 'External', origin: 'MANUAL', status: 'pending' }]);
    expect([...inserted]).toEqual(['fresh-1']);
    expect(ids(await repoA.list(q({ search: 'fresh one' })))).toEqual(['fresh-1']); // read-your-writes, no wait
    await waitFor(async () => ids(await repoB.list(q({ search: 'fresh one' }))).length === 1);

    await repoB.update('fresh-1', { $set: { status: 'approved' } });
    expect((await repoB.list(q({ status: 'approved', search: 'fresh' }))).total).toBe(1);
    await waitFor(async () => (await repoA.list(q({ status: 'approved', search: 'fresh' }))).total === 1);
    await expectSameAsDatabase(repoA, q({ status: 'approved' }));

    const ingest = new IngestRepository(model, undefined, indexA);
    const r = await ingest.insert([{ key: 'gamepix-77', provider: 'gamepix', providerId: '77', name: 'Crawled Seventy', description: '', category: 'casual', url: 'https://idx.example/gpx77', tags: [], source: 'GamePix', sourceId: 's' }], new Date(), 'task-x');
    expect(r.inserted).toBe(1);
    await expectSameAsDatabase(repoA, q({ source: 'GamePix', sort: '-crawledAt' }));
    await waitFor(async () => (await repoB.list(q({ search: 'seventy' }))).total === 1);

    expect(await repoA.delete('fresh-1', ['approved'])).toBe(true);
    expect((await repoA.list(q({ search: 'fresh one' }))).total).toBe(0);
    await waitFor(async () => (await repoB.list(q({ search: 'fresh one' }))).total === 0);
    for (const repo of [repoA, repoB]) await expectSameAsDatabase(repo, q({ sort: '-updatedAt' }));
  });

  it('a reload keeps changes made while it scanned, and a late replica loads everything', async () => {
    const reloading = indexA.reload();
    await repoA.insertMany([{ id: 'during-reload', name: 'During Reload', description: '', category: 'casual', url: 'https://idx.example/during', tags: [], rating: null, plays: 0, source: 'External', origin: 'MANUAL', status: 'pending' }]);
    await reloading;
    expect((await repoA.list(q({ search: 'during reload' }))).total).toBe(1);
    const late = new CandidateListIndex(model, res.redis, log, { resyncMs: 0 });
    await late.start();
    await late.whenReady();
    const repoLate = new CandidateRepository(model, late);
    await expectSameAsDatabase(repoLate, q({ sort: 'name', page: 3 }));
    await late.close();
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
