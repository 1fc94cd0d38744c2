import type { Game, GameDetail } from '@portal/contracts';
import { INTERNAL_TOKEN_HEADER } from '../../../services/server-kit/src/internal-auth';
import { call, request, startCrashStack, until, type CrashStack } from './crash-stack';

/**
 * The catalogue SIGKILLed while admin edits (`/api/games/upsert`) and single publishes
 * (`/api/candidates/publish`, which the candidate service hands to the catalogue) stream in.
 * The supervisor restarts it; afterwards every acknowledged write is stored, once, whole, and
 * a publish the crash interrupted is finished rather than left half done.
 */
jest.setTimeout(120_000);

const WRITERS = 4;
const GAMES_PER_WRITER = 25;
const CANDIDATES = 80;

interface Version {
  v: number;
  name: string;
  description: string;
  tags: string[];
  featured: boolean;
}

const versionOf = (i: number, v: number): Version => ({ v, name: `Upsert Crash ${i} v${v}`, description: `Text of game ${i}, version ${v}`, tags: [`v${v}`, `game${i}`], featured: v % 2 === 0 });

describe('the catalogue killed in the middle of admin writes', () => {
  let s: CrashStack;

  beforeAll(async () => {
    // Interrupted publishes are finished by the candidate service's sweep; a short age keeps the test short.
    s = await startCrashStack('catwrites', { extraEnv: { PUBLISH_RECOVERY_AFTER_MS: '2000' } });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('keeps every acknowledged upsert and publish exactly once, whole, and finishes the interrupted publishes', async () => {
    const catalogue = s.base('catalogue');
    const candidate = s.base('candidate');
    const gameCount = WRITERS * GAMES_PER_WRITER;
    const gameId = (i: number) => `upsert-crash-${i}`;

    // Games to edit, handed over the way the candidate service publishes them.
    await call(`${catalogue}/internal/games/publish-batch`, {
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: s.internalToken },
      body: {
        games: Array.from({ length: gameCount }, (_, i) => {
          const { name, description, tags } = versionOf(i, 0);
          return { id: gameId(i), slugBase: `upsert-crash-${i}`, kind: 'external', status: 'published', name, description, tags, category: 'puzzle', playUrl: `https://games.example/upsert/${i}/`, source: 'CrashTest' };
        }),
      },
    });
    const imported = await call<{ success: number; games: Array<{ id: string }> }>(`${candidate}/api/candidates/import`, {
      body: { games: Array.from({ length: CANDIDATES }, (_, i) => ({ name: `Publish Crash ${i}`, url: `https://games.example/publish/${i}/`, category: 'action', source: 'CrashPub' })) },
    });
    expect(imported.success).toBe(CANDIDATES);
    const candidateIds = imported.games.map((g) => g.id);

    // --- the write streams ---
    let stop = false;
    let killedAt = 0;
    const acked = new Map<number, Version>();
    const ackedAfterKill = new Set<number>();
    const upsertErrors: string[] = [];
    const unexpected: string[] = [];
    let firstAckAfterKill = 0;
    let upserts = 0;
    const writer = async (w: number) => {
      let v = 0;
      for (let k = 0; !stop; k++) {
        const i = w * GAMES_PER_WRITER + (k % GAMES_PER_WRITER);
        if (k % GAMES_PER_WRITER === 0) v++;
        const version = versionOf(i, v);
        const sentAt = Date.now();
        const r = await request<{ game?: Game }>(`${catalogue}/api/games/upsert`, { body: { gameId: gameId(i), name: version.name, description: version.description, tags: version.tags, featured: version.featured }, timeoutMs: 20_000 });
        upserts++;
        if (r.kind === 'answer' && r.status === 200) {
          acked.set(i, version);
          if (killedAt && sentAt > killedAt) {
            ackedAfterKill.add(i);
            firstAckAfterKill ||= Date.now();
          }
        } else if (r.kind === 'answer' && r.status < 500) unexpected.push(`upsert ${i}: ${r.status} ${JSON.stringify(r.json)}`);
        else {
          upsertErrors.push(r.kind === 'lost' ? r.error : String(r.status));
          await new Promise((res) => setTimeout(res, 50));
        }
      }
    };
    const published = new Set<string>();
    const publishFailures: string[] = [];
    const attempted: string[] = [];
    const publisher = async () => {
      for (const id of candidateIds) {
        if (stop) break;
        attempted.push(id);
        const r = await request<{ message?: string; code?: string }>(`${candidate}/api/candidates/publish`, { body: { candidateId: id }, timeoutMs: 20_000 });
        if (r.kind === 'answer' && r.status === 200) published.add(id);
        else if (r.kind === 'answer' && r.status >= 500) {
          // The catalogue was unreachable: a clean error naming the failed hand-over.
          expect({ status: r.status, code: r.json.code }).toEqual({ status: 502, code: 'PUBLISH_FAILED' });
          publishFailures.push(id);
          await new Promise((res) => setTimeout(res, 50));
        } else unexpected.push(`publish ${id}: ${JSON.stringify(r)}`);
      }
    };
    const streams = [...Array.from({ length: WRITERS }, (_, w) => writer(w)), publisher()];

    await until('writes under way', async () => ({ upserts: acked.size, published: published.size }), (n) => n.upserts >= gameCount / 2 && n.published >= 5);
    expect(s.stack.kill('catalogue', 'SIGKILL')).toBe(true);
    killedAt = Date.now();
    // The admin app, through the gateway meanwhile, gets the API's error shape, not nginx's HTML page.
    const viaGateway = await request<{ code?: string }>(`${s.stack.url}/api/games/list?limit=1`, { timeoutMs: 10_000 });
    expect(viaGateway).toMatchObject({ kind: 'answer', status: 503, json: { code: 'UNAVAILABLE', message: expect.any(String) } });
    // Every game is written again by the restarted catalogue before the streams stop.
    await until('every game acknowledged after the restart', async () => ackedAfterKill.size, (n) => n === gameCount, 60_000, 100);
    stop = true;
    await Promise.all(streams);
    const recoveryMs = firstAckAfterKill - killedAt;

    expect(unexpected).toEqual([]);
    expect(s.stack.processes().find((p) => p.name === 'catalogue')).toMatchObject({ state: 'running', restarts: 1, lastExit: expect.stringContaining('SIGKILL') });
    // The crash was felt: some writes were refused or lost while the catalogue was down.
    expect(upsertErrors.length + publishFailures.length).toBeGreaterThan(0);

    // --- every acknowledged upsert, whole, in the read model, the public API and the database ---
    const stored = await s.db('catalogue').collection<{ id: string; name: { en: string }; description: { en: string }; tags: string[]; featured: boolean; slug: string }>('games').find({ id: { $regex: '^upsert-crash-' } }).toArray();
    expect(stored).toHaveLength(gameCount);
    const admin = await call<{ games: Game[]; total: number }>(`${catalogue}/api/games/list?search=${encodeURIComponent('Upsert Crash')}&limit=100`);
    expect(admin.total).toBe(gameCount);
    for (let i = 0; i < gameCount; i++) {
      const want = acked.get(i)!;
      const expected = { name: want.name, description: want.description, tags: want.tags, featured: want.featured };
      const doc = stored.find((d) => d.id === gameId(i))!;
      expect({ id: doc.id, name: doc.name.en, description: doc.description.en, tags: doc.tags, featured: doc.featured }).toEqual({ id: gameId(i), ...expected });
      const pub = await call<GameDetail>(`${catalogue}/api/catalogue/games/${gameId(i)}`);
      expect({ name: pub.name, description: pub.description, tags: pub.tags, featured: pub.featured }).toEqual(expected);
      const row = admin.games.find((g) => g.id === gameId(i))!;
      expect({ name: row.name.en, description: row.description.en, tags: row.tags, featured: row.featured }).toEqual(expected);
    }

    // --- every publish: acknowledged or interrupted, each candidate ends as exactly one game ---
    const candidates = s.db('candidate').collection<{ id: string; status: string; publishIntent?: unknown; publishedGameId?: string; slug?: string }>('candidates');
    const settledFrom = Date.now();
    await until(
      'interrupted publishes finished',
      async () => (await candidates.find({ id: { $in: attempted } }).toArray()).filter((d) => d.status !== 'published' || d.publishIntent).map((d) => ({ id: d.id, status: d.status, intent: d.publishIntent })),
      (unsettled) => unsettled.length === 0,
      30_000,
      250,
    );
    const settledMs = Date.now() - settledFrom;
    const settled = await candidates.find({ id: { $in: attempted } }).toArray();
    expect(settled).toHaveLength(attempted.length);
    const games = await s.db('catalogue').collection<{ id: string; slug: string; candidateId?: string; status: string }>('games').find({ source: 'CrashPub' }).toArray();
    expect(games.map((g) => g.candidateId).sort()).toEqual([...attempted].sort());
    expect(new Set(games.map((g) => g.id)).size).toBe(attempted.length);
    for (const c of settled) {
      const game = games.find((g) => g.candidateId === c.id)!;
      expect({ id: game.id, slug: game.slug, status: game.status }).toEqual({ id: c.publishedGameId, slug: c.slug, status: 'published' });
    }
    // Nobody else's: the candidates never sent are untouched.
    expect(await candidates.countDocuments({ status: 'pending', publishIntent: { $exists: false } })).toBe(CANDIDATES - attempted.length);
    const slugs = await s.db('catalogue').collection('games').distinct('slug');
    expect(slugs.length).toBe(await s.db('catalogue').collection('games').countDocuments({}));

    process.stderr.write(
      `[catalogue crash] upserts sent ${upserts}, acknowledged games ${acked.size}, refused or lost ${upsertErrors.length} (${[...new Set(upsertErrors)].join(', ')}); ` +
        `publishes acknowledged ${published.size}, failed ${publishFailures.length}, attempted ${attempted.length}; first write acknowledged ${recoveryMs} ms after the kill; interrupted publishes finished ${settledMs} ms after the streams stopped\n`,
    );
  });
});
