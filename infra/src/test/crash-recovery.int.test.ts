import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack, type Stack } from '../launcher/stack';
import { basicAuth, TEST_ADMIN, testPasswordHash } from './test-resources';

/**
 * Crash tests on the real native stack (the services as separate processes from their builds,
 * under the launcher's supervisor): a service is killed with SIGKILL in the middle of a bulk
 * publish of 1,000 candidates, the supervisor restarts it, and after recovery every candidate is
 * published exactly once as one game, none is left pending or half-done, and the job finishes.
 */
jest.setTimeout(420_000);

const N = 1000;
const headers = { authorization: basicAuth(), 'content-type': 'application/json', 'x-requested-with': 'crash-test' };

describe('crash recovery under the supervisor', () => {
  let stack: Stack;
  let candidateUrl: string;
  let catalogueUrl: string;

  const call = async <T>(base: string, method: string, url: string, body?: unknown): Promise<{ status: number; json: T }> => {
    for (let attempt = 0; ; attempt++) {
      try {
        const r = await fetch(`${base}${url}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
        return { status: r.status, json: (await r.json()) as T };
      } catch (e) {
        // The service is being restarted: a refused connection is expected for a moment.
        if (attempt > 200) throw e;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  };

  async function seed(source: string): Promise<void> {
    const games = Array.from({ length: N }, (_, i) => ({ name: `${source} Game ${i}`, url: `https://games.example/${source}/${i}/`, category: ['puzzle', 'action', 'racing'][i % 3], source }));
    const r = await call<{ success: number }>(candidateUrl, 'POST', '/api/candidates/import', { games });
    expect(r.json.success).toBe(N);
  }

  async function publishAllAndKill(source: string, victim: 'candidate' | 'catalogue'): Promise<{ status: string; processed: number; published: number; skipped: number; failed: number }> {
    const started = await call<{ id: string; total: number }>(candidateUrl, 'POST', '/api/candidates/publish-all', { status: 'pending', source });
    expect(started.json.total).toBe(N);
    let killed = false;
    for (let i = 0; i < 3000; i++) {
      const job = (await call<{ status: string; processed: number; published: number; skipped: number; failed: number }>(candidateUrl, 'GET', `/api/candidates/publish-jobs/${started.json.id}`)).json;
      if (!killed && job.processed > 0 && job.processed < N) {
        // Half way: the first step is recorded, the second is being published.
        expect(stack.kill(victim, 'SIGKILL')).toBe(true);
        killed = true;
      }
      if (job.status === 'completed' || job.status === 'failed') {
        expect(killed).toBe(true);
        return job;
      }
      await new Promise((r) => setTimeout(r, killed ? 250 : 20));
    }
    throw new Error('the bulk publish never finished');
  }

  async function expectExactlyOnce(source: string): Promise<void> {
    // Every candidate published, with its game; none pending, none with a publish half done.
    const all = await call<{ total: number }>(candidateUrl, 'GET', `/api/candidates/list?source=${source}&limit=1`);
    const published = await call<{ total: number }>(candidateUrl, 'GET', `/api/candidates/list?source=${source}&status=published&limit=1`);
    expect({ all: all.json.total, published: published.json.total }).toEqual({ all: N, published: N });
    // One game per candidate in the catalogue, reachable by its own slug.
    const games = await call<{ total: number; games: Array<{ slug: string; name: { en?: string } | string }> }>(catalogueUrl, 'GET', `/api/games/list?search=${encodeURIComponent(`${source} Game`)}&limit=100`);
    expect({ status: games.status, total: games.json.total }).toEqual({ status: 200, total: N });
    const names = new Set<string>();
    for (let page = 1; page <= N / 100; page++) {
      const r = await call<{ games: Array<{ name: unknown; slug: string }> }>(catalogueUrl, 'GET', `/api/games/list?search=${encodeURIComponent(`${source} Game`)}&limit=100&page=${page}`);
      for (const g of r.json.games) names.add(JSON.stringify(g.name));
    }
    expect(names.size).toBe(N);
  }

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
    stack = await startStack({ persistent: false, dataDir, admin: { user: TEST_ADMIN.user, passwordHash: await testPasswordHash() }, apiRate: '100000r/s', databaseSuffix: `crash_${Date.now().toString(36)}`, extraEnv: { AUTH_MAX_FAILURES: '100000' } });
    candidateUrl = `http://127.0.0.1:${stack.servicePorts.candidate}`;
    catalogueUrl = `http://127.0.0.1:${stack.servicePorts.catalogue}`;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('the candidate service killed half way through publishing 1,000: restarted, the job resumes, each game exactly once', async () => {
    await seed('CrashA');
    const job = await publishAllAndKill('CrashA', 'candidate');
    expect(job).toMatchObject({ status: 'completed', processed: N, failed: 0 });
    expect(job.published + job.skipped).toBe(N);
    expect(stack.processes().find((p) => p.name === 'candidate')).toMatchObject({ state: 'running', restarts: 1, lastExit: expect.stringContaining('SIGKILL') });
    await expectExactlyOnce('CrashA');
    // The restart shows in every service's readiness report.
    const ready = await call<{ status: string; stack: Array<{ name: string; restarts: number }> }>(catalogueUrl, 'GET', '/readyz');
    expect(ready.json.status).toBe('ready');
    expect(ready.json.stack.find((p) => p.name === 'candidate')?.restarts).toBe(1);
  });

  it('the catalogue killed half way through its upserts: the job waits for it and finishes, each game exactly once', async () => {
    await seed('CrashB');
    const job = await publishAllAndKill('CrashB', 'catalogue');
    expect(job).toMatchObject({ status: 'completed', processed: N, failed: 0 });
    expect(stack.processes().find((p) => p.name === 'catalogue')).toMatchObject({ state: 'running', restarts: 1 });
    await expectExactlyOnce('CrashB');
  });
});
