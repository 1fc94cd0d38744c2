import pino from 'pino';
import type { OperationLogQuery } from '@portal/contracts';
import { testResources, type TestResources } from '../../../../infra/src/test/test-resources';
import { loadCandidateConfig, type CandidateConfig } from '../config';
import { operationLogModel } from './operation-log.model';
import { OperationLogRepository } from './operation-log.repository';
import { OperationLogIndex } from './operation-log-index';

/** The log page from memory must equal the page from the database, and see new logs at once. */
jest.setTimeout(60_000);

describe('operation log index', () => {
  let res: TestResources<CandidateConfig>;
  let index: OperationLogIndex;
  let repo: OperationLogRepository;
  const q = (o: Partial<OperationLogQuery> = {}): OperationLogQuery => ({ page: 1, limit: 50, ...o });

  beforeAll(async () => {
    res = await testResources('oplog-index', loadCandidateConfig);
    const model = operationLogModel(res.conn);
    await model.syncIndexes();
    index = new OperationLogIndex(model, res.redis, pino({ level: 'silent' }), { resyncMs: 0 });
    await index.start();
    await index.whenReady();
    repo = new OperationLogRepository(model, index);
    const base = Date.UTC(2026, 5, 1);
    for (let i = 0; i < 130; i++) {
      await repo.record(
        { operation: ['candidate.publish', 'candidate.reject', 'game.update'][i % 3]!, gameName: i % 4 ? `Star Game ${i}` : `Moon ${i}`, targetId: `t${i}`, status: i % 7 ? 'completed' : 'failed', actor: 'admin' },
        new Date(base + Math.floor(i / 2) * 1000), // pairs share a timestamp: the id breaks the tie
      );
    }
  });
  afterAll(async () => {
    await index.close();
    await res.cleanup();
  });

  it('answers every filter and page as the database does, including logs written after the load', async () => {
    const queries: Partial<OperationLogQuery>[] = [{}, { page: 2 }, { page: 3 }, { type: 'game.update' }, { success: false }, { success: true, page: 2 }, { search: 'moon' }, { search: 'candidate.reject' }, { search: 't17' }, { search: 'nope' }];
    for (const o of queries) {
      const [a, b] = await Promise.all([repo.page(q(o)), repo.pageFromDatabase(q(o))]);
      expect({ o, ids: a.logs.map((d) => d.id), total: a.total }).toEqual({ o, ids: b.logs.map((d) => d.id), total: b.total });
      expect(a.logs).toEqual(b.logs);
    }
    const fresh = await repo.page(q({ search: 'moon', type: 'candidate.publish' }));
    expect(fresh.total).toBeGreaterThan(0);
  });

  it('retention deletes old logs from the database and the index alike', async () => {
    const cutoff = new Date(Date.UTC(2026, 5, 1) + 30_000); // the first 60 logs are older
    const before = (await repo.pageFromDatabase(q())).total;
    expect(await repo.purgeOlderThan(cutoff)).toBe(60);
    const [a, b] = await Promise.all([repo.page(q()), repo.pageFromDatabase(q())]);
    expect(b.total).toBe(before - 60);
    expect({ ids: a.logs.map((d) => d.id), total: a.total }).toEqual({ ids: b.logs.map((d) => d.id), total: b.total });
    expect(await repo.purgeOlderThan(cutoff)).toBe(0);
  });
});
