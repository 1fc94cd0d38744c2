import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startStack, type Stack } from '../../infra/src/launcher/stack';
import { testPasswordHash, TEST_ADMIN } from '../../infra/src/test/test-resources';

/**
 * A flood of distinct catalogue URLs against a micro-cache whose keys zone holds only a few
 * hundred: nginx cannot take every URL into the cache, and such a request must still be
 * answered (uncached, by the catalogue), never with nginx's own 500.
 */
jest.setTimeout(90_000);

describe('gateway micro-cache under a flood of distinct URLs', () => {
  let stack: Stack;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-gw-flood-'));
    stack = await startStack({ dataDir, persistent: false, admin: { user: TEST_ADMIN.user, passwordHash: await testPasswordHash() }, apiRate: '100000r/s', apiCacheKeysZone: '32k' });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('answers every request when the keys zone is full', async () => {
    let n = 0;
    let clientNo = 1;
    const statuses: Record<number, number> = {};
    let resets = 0;
    const allocationFailures = () => readFileSync(path.join(dataDir, 'nginx', 'error.log'), 'utf8').split('could not allocate node').length - 1;
    // Floods until nginx has failed to take a URL at least once, five at most. nginx frees the
    // oldest key when the zone is full, which fails only when every key it tries is held by a
    // request in flight: hence many connections against a zone of a few dozen keys.
    for (let flood = 0; flood < 5 && allocationFailures() === 0; flood++) {
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const run = autocannon(
          {
            url: stack.url,
            connections: 250,
            amount: 30000,
            // A client address per connection: the per-address rate limit is not what is tested.
            setupClient: (client) => client.setHeaders({ 'x-forwarded-for': `198.18.7.${clientNo++ % 250}` }),
            // Each URL twice in a row, so nginx wants to store it (it stores from the second request on).
            requests: [{ setupRequest: (req) => ({ ...req, path: `/api/catalogue/games?lang=en&limit=1&n=${Math.floor(n++ / 2)}` }) }],
          },
          (err, r) => (err ? reject(err) : resolve(r)),
        );
        run.on('response', (_client, status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
        });
      });
      expect(result.timeouts).toBe(0);
      resets += result.errors;
    }
    expect(allocationFailures()).toBeGreaterThan(0);
    // Every answer a 200, the ones nginx could not cache included.
    expect(Object.keys(statuses)).toEqual(['200']);
    // nginx closes a keep-alive connection after a request it redirected from its own 500; a
    // client that had already sent its next request on it sees a reset (browsers resend such
    // a GET). Never more resets than such requests.
    expect(resets).toBeLessThanOrEqual(allocationFailures());
  });
});
