import type { IngestItem } from '@portal/contracts';
import { testResources, type TestResources } from '../../../../infra/src/test/test-resources';
import { loadCandidateConfig, type CandidateConfig } from '../config';
import { candidateModel, type CandidateModel } from '../candidates/candidate.model';
import { IngestRepository } from './ingest.repository';

const item = (i: number, over: Partial<IngestItem> = {}): IngestItem => ({
  key: `gamemonetize-${i}`, provider: 'gamemonetize', providerId: String(i), name: `Game ${i}`, description: '', category: 'casual',
  url: `https://html5.gamemonetize.com/g${i}/`, tags: [], source: 'GameMonetize', sourceId: 's1', ...over,
});

describe('candidate ingest of crawled items', () => {
  let res: TestResources<CandidateConfig>;
  let model: CandidateModel;
  let repo: IngestRepository;

  beforeAll(async () => {
    res = await testResources('candidate-ingest', loadCandidateConfig);
    model = candidateModel(res.conn);
    await model.syncIndexes();
    repo = new IngestRepository(model);
  });
  afterAll(() => res.cleanup());

  it('keeps one candidate per provider id and per URL when crawls insert at once', async () => {
    const batch = Array.from({ length: 50 }, (_, i) => item(i));
    const results = await Promise.all([1, 2, 3, 4].map((n) => repo.insert(n % 2 ? batch : [...batch].reverse(), new Date(), `task-${n}`)));
    expect(results.reduce((a, r) => a + r.inserted, 0)).toBe(50);
    expect(results.reduce((a, r) => a + r.duplicates, 0)).toBe(150);
    expect(await model.countDocuments({})).toBe(50);
    // Same game under another provider id (same URL) is a duplicate too.
    const again = await repo.insert([item(999, { url: 'https://html5.gamemonetize.com/g1/' }), item(1000)], new Date(), 'task-5');
    expect(again).toMatchObject({ inserted: 1, duplicates: 1, insertedKeys: ['gamemonetize-1000'] });
    const doc = await model.findOne({ id: 'gamemonetize-1000' }).lean();
    expect(doc).toMatchObject({ status: 'pending', origin: 'CRAWL', nameKey: 'game 1000', metadata: { crawlTaskId: 'task-5' } });
    expect(await repo.countTask('task-5')).toBe(1);
  });

  it('tells which keys and URLs are already known', async () => {
    const known = await repo.known(['gamemonetize-1', 'gamemonetize-5000'], ['https://html5.gamemonetize.com/g2/', 'https://nope.example/']);
    expect(known).toEqual({ keys: ['gamemonetize-1'], urls: ['https://html5.gamemonetize.com/g2/'] });
    expect(await repo.known([], [])).toEqual({ keys: [], urls: [] });
  });

  it('also knows URLs of external games that never were candidates (by URL key)', async () => {
    const withCatalogue = new IngestRepository(model, async () => new Set(['https://html5.gamedistribution.com/abc']));
    const known = await withCatalogue.known(
      ['gamedistribution-abc'],
      ['https://HTML5.gamedistribution.com/abc/', 'https://html5.gamedistribution.com/other/'],
    );
    expect(known).toEqual({ keys: [], urls: ['https://HTML5.gamedistribution.com/abc/'] });
  });
});
