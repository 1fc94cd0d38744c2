import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpOk, waitFor } from '../backing/ports';
import { startStack, type Stack } from '../launcher/stack';
import { TEST_ADMIN, testPasswordHash } from './test-resources';

/**
 * Two catalogue processes behind the gateway, as `npm start` runs them: while one is killed
 * (SIGKILL, mid-traffic) or held down, visitors' reads keep answering 200 from the other, and
 * the supervisor brings the dead one back.
 */
jest.setTimeout(240_000);

describe('catalogue replicas behind the gateway', () => {
  let stack: Stack;
  let n = 0;
  // A search no one made before, so nginx's micro-cache cannot answer for the services.
  const uncachedRead = async (): Promise<number> => (await fetch(`${stack.url}/api/catalogue/games?lang=en&limit=12&search=${encodeURIComponent(`a${n++}`)}`)).status;

  const bothReady = () => Promise.all(stack.cataloguePorts.map((port) => waitFor(`catalogue on ${port}`, () => httpOk(`http://127.0.0.1:${port}/readyz`), 60_000)));

  beforeAll(async () => {
    stack = await startStack({
      persistent: false,
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'portal-replicas-')),
      admin: { user: TEST_ADMIN.user, passwordHash: await testPasswordHash() },
      apiRate: '100000r/s',
      databaseSuffix: `replicas_${Date.now().toString(36)}`,
      catalogueReplicas: 2,
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('runs two supervised catalogue processes, both ready', async () => {
    expect(stack.cataloguePorts).toHaveLength(2);
    for (const port of stack.cataloguePorts) expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    const names = stack.processes().map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['catalogue', 'catalogue-2']));
  });

  it('answers every read while one replica is SIGKILLed in the middle of the traffic', async () => {
    const statuses: number[] = [];
    let killed = false;
    const client = async () => {
      for (let i = 0; i < 60; i++) {
        if (!killed && statuses.length >= 100) {
          killed = stack.kill('catalogue', 'SIGKILL');
        }
        statuses.push(await uncachedRead());
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    expect(killed).toBe(true);
    expect(statuses).toHaveLength(480);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // The supervisor restarts the killed one.
    await bothReady();
  });

  it('serves lists, game pages and the not-found page from either replica while the other is down', async () => {
    for (const down of ['catalogue', 'catalogue-2']) {
      expect(await stack.hold(down)).toBe(true);
      try {
        for (let i = 0; i < 10; i++) expect(await uncachedRead()).toBe(200);
        const list = (await (await fetch(`${stack.url}/api/catalogue/games?lang=en&limit=1`)).json()) as { data: Array<{ slug: string }> };
        const slug = list.data[0]!.slug;
        expect((await fetch(`${stack.url}/en/games/${slug}?replica-${down}`)).status).toBe(200);
        expect((await fetch(`${stack.url}/en/no-such-page-${down}`)).status).toBe(404);
      } finally {
        stack.resume(down);
      }
      // Back and ready before the other one goes down.
      await bothReady();
    }
  });
});
