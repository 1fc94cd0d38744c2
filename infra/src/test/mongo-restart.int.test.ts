import { INTERNAL_TOKEN_HEADER } from '../../../services/server-kit/src/internal-auth';
import { SERVICES } from '../launcher/stack';
import { call, readiness, request, startCrashStack, until, type CrashStack, type Outcome } from './crash-stack';

/**
 * The MongoDB-wire server (FerretDB here) killed and started again under load: visitors reading
 * the catalogue, an admin editing games and adding candidates. The services must reconnect by
 * themselves, answer every request promptly meanwhile (reads from their read models, writes a
 * clean 5xx, never a hang), say so in /readyz, and lose no write they acknowledged.
 */
jest.setTimeout(120_000);

const GAMES = 40;
/** Longest any request may take, outage or not: past this it counts as a hang. */
const PROMPT_MS = 8000;

interface Tally {
  ok: number;
  failed: Array<{ status: number; code?: string; ms: number }>;
  lost: string[];
  slowest: number;
}
const tally = (): Tally => ({ ok: 0, failed: [], lost: [], slowest: 0 });
function count<T>(t: Tally, r: Outcome<T>): boolean {
  t.slowest = Math.max(t.slowest, r.ms);
  if (r.kind === 'lost') t.lost.push(r.error);
  else if (r.status < 300) t.ok++;
  else t.failed.push({ status: r.status, code: (r.json as { code?: string }).code, ms: r.ms });
  return r.kind === 'answer' && r.status < 300;
}

describe('the MongoDB-wire server restarted under load', () => {
  let s: CrashStack;

  beforeAll(async () => {
    s = await startCrashStack('mongorestart', { ownBackingServices: true });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('services reconnect by themselves; reads keep answering, writes fail cleanly while it is down, no acknowledged write is lost', async () => {
    const catalogue = s.base('catalogue');
    const candidate = s.base('candidate');
    const mongoProcess = s.stack.mongo.kind === 'mongod' ? 'mongod' : 'ferretdb';
    const gameId = (i: number) => `mongo-restart-${i}`;
    await call(`${catalogue}/internal/games/publish-batch`, {
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: s.internalToken },
      body: { games: Array.from({ length: GAMES }, (_, i) => ({ id: gameId(i), slugBase: gameId(i), kind: 'external', status: 'published', name: `Mongo Restart ${i} v0`, description: 'v0', category: 'racing', tags: [], playUrl: `https://games.example/mongo/${i}/`, source: 'MongoRestart' })) },
    });

    let stop = false;
    let phase: 'before' | 'down' | 'after' = 'before';
    const reads = { before: tally(), down: tally(), after: tally() };
    const edits = { before: tally(), down: tally(), after: tally() };
    const adds = { before: tally(), down: tally(), after: tally() };
    const acked = new Map<number, number>();
    /** Edits refused or cut off after a game's last acknowledged one: each may or may not have been stored. */
    const unsure = new Map<number, number[]>();
    const addedAcked = new Set<string>();
    const addedTried = new Set<string>();
    const pause = () => new Promise((r) => setTimeout(r, 20));

    const visitor = async (n: number) => {
      for (let k = 0; !stop; k++) {
        const url = k % 3 === 0 ? `/api/catalogue/games?page=${(k % 2) + 1}&limit=20` : k % 3 === 1 ? `/api/catalogue/games/${gameId((k + n) % GAMES)}` : '/api/catalogue/categories';
        const r = await request(`${catalogue}${url}`, { headers: {}, timeoutMs: 20_000 });
        // The phase when the answer came (read after the await): a request in flight at the kill
        // belongs to the outage, not to the time before it.
        count(reads[phase], r);
        await pause();
      }
    };
    const editor = async () => {
      for (let v = 1; !stop; v++) {
        const i = v % GAMES;
        const r = await request(`${catalogue}/api/games/upsert`, { body: { gameId: gameId(i), name: `Mongo Restart ${i} v${v}`, description: `v${v}` }, timeoutMs: 20_000 });
        if (count(edits[phase], r)) {
          acked.set(i, v);
          unsure.delete(i);
        } else unsure.set(i, [...(unsure.get(i) ?? []), v]);
        await pause();
      }
    };
    const adder = async () => {
      for (let k = 0; !stop; k++) {
        const name = `Mongo Restart Candidate ${k}`;
        addedTried.add(name);
        const r = await request(`${candidate}/api/candidates/external`, { body: { name, url: `https://games.example/mongo-candidate/${k}/`, category: 'puzzle', source: 'MongoRestart' }, timeoutMs: 20_000 });
        if (count(adds[phase], r)) addedAcked.add(name);
        await pause();
      }
    };
    const load = [visitor(0), visitor(7), editor(), adder()];

    await until('load under way', async () => edits.before.ok + adds.before.ok, (n) => n >= 20);
    // The outage starts with the kill: an answer that arrives while the kill is under way is the outage's.
    phase = 'down';
    expect(await s.stack.hold(mongoProcess, 'SIGKILL')).toBe(true);
    const stoppedAt = Date.now();
    // Down until every service says so and the admin's writes have been refused meanwhile.
    const noticed = await until(
      'services reporting the database down',
      () => Promise.all(SERVICES.map((name) => readiness(s.base(name)))),
      (all) => all.every((r) => r.status === 503 && r.checks.mongodb !== 'ok'),
      20_000,
      100,
    );
    const noticedMs = Date.now() - stoppedAt;
    expect(noticed.every((r) => r.checks.redis === 'ok')).toBe(true);
    await until('writes refused during the outage', async () => ({ edits: edits.down.failed.length, adds: adds.down.failed.length }), (n) => n.edits >= 2 && n.adds >= 2, 30_000, 100);

    expect(s.stack.resume(mongoProcess)).toBe(true);
    const resumedAt = Date.now();
    phase = 'after';
    await until('every service ready again', () => Promise.all(SERVICES.map((name) => readiness(s.base(name)))), (all) => all.every((r) => r.status === 200), 30_000, 100);
    const readyMs = Date.now() - resumedAt;
    await until('writes acknowledged again', async () => ({ edits: edits.after.ok, adds: adds.after.ok }), (n) => n.edits >= 10 && n.adds >= 10, 30_000, 100);
    const firstWriteMs = Date.now() - resumedAt;
    stop = true;
    await Promise.all(load);

    // Never a hang: every request was answered, promptly, whatever the phase.
    for (const t of [reads, edits, adds].flatMap((x) => [x.before, x.down, x.after])) {
      expect(t.lost).toEqual([]);
      expect(t.slowest).toBeLessThan(PROMPT_MS);
    }
    // Visitors kept reading: the catalogue answers from memory, not from the database.
    expect(reads.down.failed).toEqual([]);
    expect(reads.down.ok).toBeGreaterThan(0);
    expect(reads.after.ok).toBeGreaterThan(0);
    // Refused writes were clean: 503 UNAVAILABLE in the one error shape.
    for (const f of [...edits.down.failed, ...adds.down.failed, ...edits.after.failed, ...adds.after.failed]) expect(f).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    expect([...edits.before.failed, ...adds.before.failed]).toEqual([]);

    // No acknowledged write lost: each game holds its last acknowledged edit, on disk and in the
    // admin's list (or a later edit whose answer the outage cut off, which may have been stored).
    const stored = await s.db('catalogue').collection<{ id: string; name: { en: string } }>('games').find({ source: 'MongoRestart' }).toArray();
    expect(stored).toHaveLength(GAMES);
    const listed = await call<{ games: Array<{ id: string; name: { en: string } }> }>(`${catalogue}/api/games/list?search=${encodeURIComponent('Mongo Restart')}&limit=100`);
    for (const [i, v] of acked) {
      const allowed = [v, ...(unsure.get(i) ?? [])].map((n) => `Mongo Restart ${i} v${n}`);
      expect(allowed).toContain(stored.find((d) => d.id === gameId(i))?.name.en);
      expect(allowed).toContain(listed.games.find((g) => g.id === gameId(i))?.name.en);
    }
    // Every acknowledged candidate is there once; a refused one at most once (none half-written).
    const candidates = await s.db('candidate').collection<{ name: string; status: string }>('candidates').find({ source: 'MongoRestart' }).toArray();
    const names = candidates.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of addedAcked) expect(names).toContain(name);
    for (const name of names) expect(addedTried.has(name)).toBe(true);
    expect(candidates.every((c) => c.status === 'pending')).toBe(true);
    // The admin's list shows every acknowledged one. (A refused add that the database stored all the
    // same, its answer cut off by the kill, joins the list at the read model's next resync.)
    const total = await call<{ total: number }>(`${candidate}/api/candidates/list?source=MongoRestart&limit=1`);
    expect(total.total).toBeGreaterThanOrEqual(addedAcked.size);
    expect(total.total).toBeLessThanOrEqual(candidates.length);

    const ready = await call<{ stack?: Array<{ name: string; state: string; restarts: number }> }>(`${catalogue}/readyz`, { headers: {} });
    expect(ready.stack?.find((p) => p.name === mongoProcess)).toMatchObject({ state: 'running', restarts: 1 });
    const slowestDown = Math.max(edits.down.slowest, adds.down.slowest);
    process.stderr.write(
      `[mongo restart] down ${resumedAt - stoppedAt} ms (all services reported it after ${noticedMs} ms); visitor reads meanwhile ${reads.down.ok} ok, ${reads.down.failed.length} failed (slowest ${reads.down.slowest} ms); ` +
        `writes refused meanwhile ${edits.down.failed.length + adds.down.failed.length} (slowest answer ${slowestDown} ms); services ready ${readyMs} ms after the restart, writes acknowledged again within ${firstWriteMs} ms; ` +
        `acknowledged: ${[...acked.values()].length} games' last edits, ${addedAcked.size} candidates\n`,
    );
  });
});
