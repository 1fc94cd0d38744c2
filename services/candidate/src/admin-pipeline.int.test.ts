import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from '@portal/server-kit';
import { freePort } from '../../../infra/src/backing/ports';
import { basicAuth, testResources, TEST_INTERNAL_TOKEN, type TestResources } from '../../../infra/src/test/test-resources';
import { INTERNAL_TOKEN_HEADER } from '@portal/server-kit';
import { buildZip, multipartFile, type ZipEntrySpec } from '@portal/test-kit/zip-writer';
import { buildCatalogueApp } from '../../catalogue/src/app';
import { loadCatalogueConfig, type CatalogueConfig } from '../../catalogue/src/config';
import { buildCandidateApp } from './app';
import { loadCandidateConfig, type CandidateConfig } from './config';
import { candidateModel } from './candidates/candidate.model';
import { OperationLogRepository } from './operation-logs/operation-log.repository';
import type { FetchLike } from './publishing/catalogue-client';

/**
 * The admin pipeline end to end on real FerretDB/MongoDB and Redis: the candidate service and
 * the catalogue service both listen on loopback ports and talk over HTTP with the shared token.
 */
jest.setTimeout(60_000);

const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-admin-'));
const scanRoot = path.join(tmp, 'scan');
const outside = path.join(tmp, 'outside');
const mediaRoot = path.join(tmp, 'media');
for (const d of [scanRoot, outside, mediaRoot]) mkdirSync(d, { recursive: true });

describe('admin catalogue tools', () => {
  let catRes: TestResources<CatalogueConfig>;
  let candRes: TestResources<CandidateConfig>;
  let catalogue: App;
  /** Makes the catalogue read games inserted behind its back (test fixtures). */
  let reloadCatalogue: () => Promise<void>;
  let candidate: App;
  let catalogueUrl: string;
  const extraApps: App[] = [];
  const auth = { authorization: basicAuth(), 'x-forwarded-for': '198.51.100.50' };

  type Inject = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string> };
  const call = (app: App, o: Inject) =>
    app.inject({ method: o.method ?? (o.payload === undefined ? 'GET' : 'POST'), url: o.url, payload: o.payload as string, headers: { ...auth, ...o.headers } });
  const cand = (o: Inject) => call(candidate, o);
  const cat = (o: Inject) => call(catalogue, o);
  const addExternal = async (body: Record<string, unknown>) => {
    const r = await cand({ url: '/api/candidates/external', payload: body });
    expect(r.statusCode).toBe(200);
    return r.json().candidate as { id: string; name: string; url: string };
  };
  const getCandidate = async (id: string) => (await candRes.conn.collection('candidates').findOne({ id }))!;
  const games = () => catRes.conn.collection('games');

  async function candidateApp(env: Record<string, string> = {}, catalogueFetch?: FetchLike): Promise<App> {
    const res = await testResources('candidate', loadCandidateConfig, {
      CATALOGUE_URL: catalogueUrl,
      MEDIA_ROOT: mediaRoot,
      SCAN_ROOTS: scanRoot,
      PUBLIC_BASE_URL: 'https://play.example',
      AUTH_MAX_FAILURES: '1000',
      MONGODB_DB: candRes.config.MONGODB_DB,
      ...env,
    });
    const app = (await buildCandidateApp(res, { catalogueFetch })).app;
    extraApps.push(app);
    app.addHook('onClose', async () => {
      await res.conn.close();
      res.redis.disconnect();
    });
    return app;
  }

  beforeAll(async () => {
    const candidatePort = await freePort();
    catRes = await testResources('catalogue', loadCatalogueConfig, { CANDIDATE_URL: `http://127.0.0.1:${candidatePort}`, AUTH_MAX_FAILURES: '1000' });
    const builtCatalogue = await buildCatalogueApp(catRes);
    catalogue = builtCatalogue.app;
    reloadCatalogue = () => builtCatalogue.repo.reload();
    catalogueUrl = await catalogue.listen({ port: 0, host: '127.0.0.1' });
    candRes = await testResources('candidate', loadCandidateConfig, {
      CATALOGUE_URL: catalogueUrl,
      MEDIA_ROOT: mediaRoot,
      SCAN_ROOTS: scanRoot,
      PUBLIC_BASE_URL: 'https://play.example',
      AUTH_MAX_FAILURES: '1000',
      UPLOAD_MAX_FILES: '5',
      UPLOAD_MAX_UNPACKED_BYTES: '4096',
    });
    candidate = (await buildCandidateApp(candRes)).app;
    await candidate.listen({ port: candidatePort, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const a of extraApps) await a.close();
    await candidate.close();
    await catalogue.close();
    await candRes.cleanup();
    await catRes.cleanup();
  });

  describe('external games', () => {
    it('adds one with trimmed inputs and the spec defaults', async () => {
      const c = await addExternal({ name: '  Sky Hopper  ', url: ' https://games.example/sky ', rating: '4.5', plays: '1200.7', tags: 'jump, sky' });
      const doc = await getCandidate(c.id);
      expect(doc).toMatchObject({ name: 'Sky Hopper', url: 'https://games.example/sky', category: 'casual', source: 'External', status: 'pending', rating: 4.5, plays: 1200, tags: ['jump', 'sky'] });
      const bare = await addExternal({ name: 'Bare Game', url: 'https://games.example/bare' });
      expect(await getCandidate(bare.id)).toMatchObject({ tags: [], rating: null, plays: 0, category: 'casual', source: 'External' });
    });

    it("refuses a missing name or URL with 'Game name and URL are required'", async () => {
      for (const body of [{ name: 'x' }, { url: 'https://a.example' }, { name: '   ', url: 'https://a.example/2' }]) {
        const r = await cand({ url: '/api/candidates/external', payload: body });
        expect(r.statusCode).toBe(400);
        expect(r.json().message).toBe('Game name and URL are required');
      }
    });

    it('refuses links and pictures that are not http(s) (or site-relative pictures), on add, import and edit', async () => {
      for (const [body, message] of [
        [{ name: 'Bad link', url: 'javascript:alert(1)' }, "Game URL must be an http:// or https:// address or the provider's game id"],
        [{ name: 'Bad link 2', url: '//evil.example/game' }, "Game URL must be an http:// or https:// address or the provider's game id"],
        [{ name: 'Bad image', url: 'https://games.example/bad-image', image: 'javascript:alert(1)' }, 'Image must be an http:// or https:// address or a path on this site'],
        [{ name: 'Bad image 2', url: 'https://games.example/bad-image2', image: 'data:image/svg+xml,<svg onload=alert(1)>' }, 'Image must be an http:// or https:// address or a path on this site'],
      ] as const) {
        const r = await cand({ url: '/api/candidates/external', payload: body });
        expect({ status: r.statusCode, body: r.json() }).toEqual({ status: 400, body: { message, code: 'VALIDATION' } });
      }
      const report = (await cand({ url: '/api/candidates/import', payload: [{ name: 'Imported bad', url: 'https://games.example/imp', image: ' JavaScript:alert(1)' }] })).json();
      expect(report).toMatchObject({ total: 1, success: 0, failed: 1 });
      const ok = await addExternal({ name: 'Good image', url: 'https://games.example/good-image', image: '/media/thumbs/x.webp' });
      for (const updates of [{ image: 'javascript:alert(1)' }, { url: 'javascript:alert(1)' }, { image: '//evil.example/x.png' }]) {
        const r = await cand({ url: '/api/candidates/update', payload: { candidateId: ok.id, updates } });
        expect({ updates, status: r.statusCode, code: r.json().code }).toEqual({ updates, status: 400, code: 'VALIDATION' });
      }
      expect((await getCandidate(ok.id))!.image).toBe('/media/thumbs/x.webp');
    });

    it('refuses duplicates by URL, or by name and source', async () => {
      await addExternal({ name: 'Dup Origin', url: 'https://games.example/dup', source: 'GameMonetize' });
      for (const body of [
        { name: 'Other name', url: 'https://games.example/dup' },
        { name: 'dup origin', url: 'https://games.example/dup2', source: 'GameMonetize' },
      ]) {
        const r = await cand({ url: '/api/candidates/external', payload: body });
        expect(r.statusCode).toBe(409);
        expect(r.json().message).toBe('Game with same name/URL already exists');
      }
      // Same name from another source is a different game.
      await addExternal({ name: 'Dup Origin', url: 'https://games.example/dup3', source: 'GamePix' });
    });

    it('imports a JSON array, continuing after failures and reporting each as Game N', async () => {
      const r = await cand({
        url: '/api/candidates/import',
        payload: [
          { name: 'Json One', url: 'https://json.example/1', category: 'puzzle' },
          { name: 'No Url' },
          { name: 'Json One', url: 'https://json.example/1' },
          { name: 'Json Two', url: 'https://json.example/2', plays: 'abc', rating: '3.25' },
          { name: 'Sky Hopper', url: 'https://games.example/sky' },
        ],
      });
      expect(r.statusCode).toBe(200);
      const report = r.json();
      expect(report).toMatchObject({ total: 5, success: 2, failed: 3 });
      expect(report.games.map((g: { name: string }) => g.name)).toEqual(['Json One', 'Json Two']);
      expect(report.games[1]).toMatchObject({ plays: 0, rating: 3.25 });
      expect(report.errors).toEqual(['Game 2: Game name and URL are required', 'Game 3: Game with same name/URL already exists', 'Game 5: Game with same name/URL already exists']);
      // The { games: [...] } form works too.
      const wrapped = await cand({ url: '/api/candidates/import', payload: { games: [{ name: 'Json Three', url: 'https://json.example/3' }] } });
      expect(wrapped.json()).toMatchObject({ total: 1, success: 1, failed: 0, errors: [] });
    });

    it('imports a CSV upload with a header row', async () => {
      const csv = 'name,url,category,tags,rating,plays,source\n"Csv, One",https://csv.example/1,action,"a, b",4.1,10,GamePix\n,https://csv.example/2,,,,,\nCsv Three,https://csv.example/3,,,,,\n';
      const { payload, headers } = multipartFile('file', 'games.csv', Buffer.from(csv), 'text/csv');
      const r = await candidate.inject({ method: 'POST', url: '/api/candidates/import/csv', payload, headers: { ...auth, ...headers } });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ total: 3, success: 2, failed: 1, errors: ['Game 2: Game name and URL are required'] });
      expect(r.json().games[0]).toMatchObject({ name: 'Csv, One', category: 'action', tags: ['a', 'b'], rating: 4.1, plays: 10, source: 'GamePix' });
      const bad = await candidate.inject({ method: 'POST', url: '/api/candidates/import/csv', payload: 'x', headers: { ...auth, 'content-type': 'application/json' } });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('field configuration', () => {
    it('has the spec fields with status and reason off by default, and drives the import rules', async () => {
      const fields = (await cand({ url: '/api/fields' })).json().fields as { key: string; required: boolean; enabled: boolean }[];
      expect(fields.map((f) => f.key)).toEqual(['name', 'title', 'description', 'category', 'image', 'url', 'source', 'tags', 'rating', 'plays', 'status', 'reason', 'crawledAt']);
      const by = (k: string) => fields.find((f) => f.key === k)!;
      expect([by('status').enabled, by('status').required, by('reason').enabled, by('name').required, by('crawledAt').required]).toEqual([false, true, false, true, true]);

      const put = await cand({ method: 'PUT', url: '/api/fields', payload: { fields: [{ key: 'description', required: true }, { key: 'status', enabled: true }] } });
      expect(put.statusCode).toBe(200);
      const r = await cand({ url: '/api/candidates/import', payload: [{ name: 'No Desc', url: 'https://f.example/1' }, { name: 'Desc', url: 'https://f.example/2', description: 'ok' }] });
      expect(r.json()).toMatchObject({ success: 1, failed: 1, errors: ['Game 1: Description is required'] });

      expect((await cand({ method: 'PUT', url: '/api/fields', payload: { fields: [{ key: 'name', required: false }] } })).json().message).toBe('The name field is always required');
      expect((await cand({ method: 'PUT', url: '/api/fields', payload: { fields: [{ key: 'bogus', enabled: true }] } })).json().message).toBe('Unknown field: bogus');
      await cand({ method: 'PUT', url: '/api/fields', payload: { fields: [{ key: 'description', required: false }, { key: 'status', enabled: false }] } });
    });
  });

  describe('state machine and publishing', () => {
    it('publishes a pending candidate: slug, repaired URL, publishedAt, and the game on the storefront at once', async () => {
      const hex = '0123456789abcdef0123456789abcdef';
      const c = await addExternal({ name: 'Galaxy Run!', url: hex, source: 'GameDistribution', category: 'action', image: 'https://img.example/g.png' });
      const r = await cand({ url: '/api/candidates/publish', payload: { candidateId: c.id } });
      expect(r.statusCode).toBe(200);
      const body = r.json();
      expect(body).toMatchObject({ success: true, candidate: { status: 'published', slug: 'galaxy-run', publishedGameId: `ext-${c.id}` } });
      expect(body.candidate.publishedAt).toEqual(expect.any(String));
      expect(body.candidate.url).toBe(`https://html5.gamedistribution.com/${hex}/?gd_sdk_referrer_url=${encodeURIComponent(`https://play.example/games/ext-${c.id}`)}`);
      const game = (await cat({ url: '/api/catalogue/games/galaxy-run?lang=en' })).json();
      expect(game).toMatchObject({ id: `ext-${c.id}`, name: 'Galaxy Run!', kind: 'external', category: 'action', playUrl: body.candidate.url });
      const week = (await cat({ url: '/api/catalogue/games?category=thisWeekNew&limit=100' })).json();
      expect(week.data.map((g: { id: string }) => g.id)).toContain(`ext-${c.id}`);
    });

    it('is idempotent under double clicks and retries: one game, one slug', async () => {
      const c = await addExternal({ name: 'Twice Clicked', url: 'https://games.example/twice' });
      const [a, b] = await Promise.all([cand({ url: '/api/candidates/publish', payload: { candidateId: c.id } }), cand({ url: '/api/candidates/publish', payload: { candidateId: c.id } })]);
      expect([a.statusCode, b.statusCode].filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      const again = await cand({ url: '/api/candidates/publish', payload: { candidateId: c.id } });
      expect(again.statusCode).toBe(200);
      expect(again.json().candidate.slug).toBe('twice-clicked');
      expect(await games().countDocuments({ candidateId: c.id })).toBe(1);
    });

    it('gives a colliding slug a numeric suffix', async () => {
      const a = await addExternal({ name: 'Same Title', url: 'https://s.example/1', source: 'A' });
      const b = await addExternal({ name: 'Same Title', url: 'https://s.example/2', source: 'B' });
      const c = await addExternal({ name: 'same  title', url: 'https://s.example/3', source: 'C' });
      const slugs = [];
      for (const x of [a, b, c]) slugs.push((await cand({ url: '/api/candidates/publish', payload: { candidateId: x.id } })).json().candidate.slug);
      expect(slugs).toEqual(['same-title', 'same-title-2', 'same-title-3']);
    });

    it('converges after a crash between the services (the catalogue stored the game, the answer was lost)', async () => {
      const c = await addExternal({ name: 'Crash Test', url: 'https://games.example/crash' });
      // The catalogue does its work, then the connection dies before the candidate hears back.
      const lossy: FetchLike = async (input, init) => {
        await fetch(input, init);
        throw new Error('socket hang up');
      };
      const crashing = await candidateApp({}, lossy);
      const r = await call(crashing, { url: '/api/candidates/publish', payload: { candidateId: c.id } });
      expect(r.statusCode).toBe(502);
      expect(r.json().message).toBe('Failed to publish game: catalogue unreachable (socket hang up)');
      const mid = await getCandidate(c.id);
      expect(mid.status).toBe('pending');
      expect(mid.publishIntent).toMatchObject({ gameId: `ext-${c.id}` });
      expect(await games().countDocuments({ id: `ext-${c.id}` })).toBe(1);
      // Other actions wait for the interrupted publish to be finished.
      expect((await cand({ url: '/api/candidates/delete', payload: { candidateId: c.id } })).json().message).toBe('Cannot delete a candidate that is pending');

      const retry = await cand({ url: '/api/candidates/publish', payload: { candidateId: c.id } });
      expect(retry.statusCode).toBe(200);
      expect(await games().countDocuments({ candidateId: c.id })).toBe(1);
      const after = await getCandidate(c.id);
      expect(after).toMatchObject({ status: 'published', slug: 'crash-test' });
      expect(after.publishIntent).toBeUndefined();
      const game = await games().findOne({ id: `ext-${c.id}` });
      expect(game).toMatchObject({ slug: after.slug, status: 'published' });
    });

    it('finishes at boot a publish whose process died before calling the catalogue', async () => {
      const c = await addExternal({ name: 'Died Early', url: 'https://games.example/died' });
      await candRes.conn.collection('candidates').updateOne({ id: c.id }, { $set: { publishIntent: { gameId: `ext-${c.id}`, at: new Date(Date.now() - 120_000) } } });
      expect(await games().countDocuments({ candidateId: c.id })).toBe(0);
      // A restarted service finishes it before it listens.
      const rebooted = await buildCandidateApp(candRes);
      extraApps.push(rebooted.app);
      await rebooted.beforeListen!();
      expect(await getCandidate(c.id)).toMatchObject({ status: 'published', slug: 'died-early' });
      expect((await getCandidate(c.id)).publishIntent).toBeUndefined();
      expect(await games().countDocuments({ candidateId: c.id })).toBe(1);
    });

    it('unpublishes: slug and publishedAt cleared, the game leaves the storefront; republish reuses the game', async () => {
      const c = await addExternal({ name: 'Come And Go', url: 'https://games.example/cag' });
      await cand({ url: '/api/candidates/publish', payload: { candidateId: c.id } });
      expect((await cat({ url: '/api/catalogue/games/come-and-go' })).statusCode).toBe(200);
      const r = await cand({ url: '/api/candidates/unpublish', payload: { candidateId: c.id } });
      expect(r.statusCode).toBe(200);
      const doc = await getCandidate(c.id);
      expect(doc.status).toBe('unpublished');
      expect(doc.slug).toBeUndefined();
      expect(doc.publishedAt).toBeUndefined();
      expect(doc.unpublishedAt).toBeInstanceOf(Date);
      // Gone from the storefront for good: 410, which search engines drop at once.
      expect((await cat({ url: '/api/catalogue/games/come-and-go' })).statusCode).toBe(410);
      expect(await games().findOne({ id: `ext-${c.id}` })).toMatchObject({ status: 'archived' });
      const twice = await cand({ url: '/api/candidates/unpublish', payload: { candidateId: c.id } });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('Cannot unpublish a candidate that is unpublished');
      const back = await cand({ url: '/api/candidates/publish', payload: { candidateId: c.id } });
      expect(back.json().candidate).toMatchObject({ status: 'published', slug: 'come-and-go' });
      expect(await games().countDocuments({ candidateId: c.id })).toBe(1);
    });

    it('rejects with the entered reason or "Rejected by admin", approves, archives, deletes, and refuses invalid transitions', async () => {
      const a = await addExternal({ name: 'Reject Me', url: 'https://t.example/a' });
      const b = await addExternal({ name: 'Reject Me Too', url: 'https://t.example/b' });
      const post = (action: string, payload: Record<string, unknown>) => cand({ url: `/api/candidates/${action}`, payload });
      expect((await post('reject', { candidateId: a.id })).json().candidate).toMatchObject({ status: 'rejected', reason: 'Rejected by admin' });
      expect((await post('reject', { candidateId: b.id, reason: '  broken frame  ' })).json().candidate).toMatchObject({ status: 'rejected', reason: 'broken frame' });
      const pubRejected = await post('publish', { candidateId: a.id });
      expect([pubRejected.statusCode, pubRejected.json().message]).toEqual([409, 'Cannot publish a candidate that is rejected']);
      expect((await post('approve', { candidateId: a.id })).json().candidate).toMatchObject({ status: 'approved' });
      expect((await getCandidate(a.id)).reason).toBeUndefined();
      expect((await post('publish', { candidateId: a.id })).json().candidate.status).toBe('published');
      for (const action of ['reject', 'delete', 'archive', 'approve']) {
        const r = await post(action, { candidateId: a.id });
        expect({ action, status: r.statusCode, message: r.json().message }).toEqual({ action, status: 409, message: `Cannot ${action} a published candidate; unpublish it first` });
      }
      expect((await post('archive', { candidateId: b.id })).json().candidate.status).toBe('archived');
      expect((await post('publish', { candidateId: b.id })).json().message).toBe('Cannot publish a candidate that is archived');
      expect((await post('delete', { candidateId: b.id })).statusCode).toBe(200);
      expect(await getCandidate(b.id)).toBeNull();
      for (const action of ['publish', 'reject', 'unpublish', 'delete', 'approve', 'archive']) {
        const r = await post(action, { candidateId: 'nope' });
        expect({ action, status: r.statusCode, message: r.json().message }).toEqual({ action, status: 404, message: 'Candidate not found' });
      }
      const upd = await post('update', { candidateId: 'nope', updates: { name: 'x' } });
      expect([upd.statusCode, upd.json().message]).toEqual([404, 'Candidate not found']);
    });

    it('updates fields, refuses a clashing URL, and refreshes a published game in the catalogue', async () => {
      const a = await addExternal({ name: 'Edit Me', url: 'https://e.example/a' });
      await addExternal({ name: 'Edit Target', url: 'https://e.example/taken' });
      const r = await cand({ url: '/api/candidates/update', payload: { candidateId: a.id, updates: { description: '  new text ', tags: [' x ', ''], rating: 3.5, bogus: 1 } } });
      expect(r.json().candidate).toMatchObject({ description: 'new text', tags: ['x'], rating: 3.5 });
      const clash = await cand({ url: '/api/candidates/update', payload: { candidateId: a.id, updates: { url: 'https://e.example/taken' } } });
      expect([clash.statusCode, clash.json().message]).toEqual([409, 'Game with same name/URL already exists']);
      await cand({ url: '/api/candidates/publish', payload: { candidateId: a.id } });
      await cand({ url: '/api/candidates/update', payload: { candidateId: a.id, updates: { name: 'Edited Name' } } });
      expect((await cat({ url: '/api/catalogue/games/edit-me?lang=en' })).json().name).toBe('Edited Name');
    });

    it('offers the REST forms: POST /{id}/approve|reject, PUT /{id}, DELETE /{id}', async () => {
      const a = await addExternal({ name: 'Rest Form', url: 'https://r.example/a' });
      expect((await cand({ url: `/api/candidates/${a.id}/approve`, payload: {} })).json()).toEqual({ success: true, message: 'Candidate approved' });
      expect((await cand({ url: `/api/candidates/${a.id}/reject`, payload: { reason: 'meh' } })).json()).toEqual({ success: true, message: 'Candidate rejected' });
      expect((await getCandidate(a.id)).reason).toBe('meh');
      expect((await cand({ method: 'PUT', url: `/api/candidates/${a.id}`, payload: { title: 'T' } })).json().candidate.title).toBe('T');
      expect((await cand({ method: 'DELETE', url: `/api/candidates/${a.id}` })).statusCode).toBe(200);
      for (const o of [
        { url: '/api/candidates/nope/approve', payload: {} },
        { url: '/api/candidates/nope/reject', payload: {} },
        { method: 'PUT' as const, url: '/api/candidates/nope', payload: { title: 'x' } },
        { method: 'DELETE' as const, url: '/api/candidates/nope' },
      ]) {
        const r = await cand(o);
        expect([o.url, r.statusCode, r.json().message]).toEqual([o.url, 404, 'Candidate not found']);
      }
    });

    it('runs batch approve/reject/delete over many ids and refuses other actions', async () => {
      const a = await addExternal({ name: 'Batch A', url: 'https://b.example/a' });
      const b = await addExternal({ name: 'Batch B', url: 'https://b.example/b' });
      const ok = (await cand({ url: '/api/candidates/batch', payload: { action: 'approve', ids: [a.id, b.id, 'nope'] } })).json();
      expect(ok).toEqual({ action: 'approve', total: 3, success: 2, failed: 1, errors: [{ id: 'nope', message: 'Candidate not found' }] });
      expect((await cand({ url: '/api/candidates/batch', payload: { action: 'reject', ids: [a.id] } })).json().success).toBe(1);
      expect((await getCandidate(a.id)).reason).toBe('Rejected by admin');
      expect((await cand({ url: '/api/candidates/batch', payload: { action: 'delete', ids: [a.id, b.id] } })).json().success).toBe(2);
      const bad = await cand({ url: '/api/candidates/batch', payload: { action: 'publish', ids: [a.id] } });
      expect([bad.statusCode, bad.json().message]).toEqual([400, 'Unknown action: publish']);
    });

    it('lists with filters, text search and sort, 20 per page', async () => {
      const first = (await cand({ url: '/api/candidates/list?sort=name&origin=IMPORT' })).json();
      expect(first.limit).toBe(20);
      const names = first.candidates.map((c: { name: string }) => c.name.toLowerCase());
      expect(names).toEqual([...names].sort());
      expect((await cand({ url: '/api/candidates/list?status=published&search=galaxy' })).json().candidates.map((c: { name: string }) => c.name)).toEqual(['Galaxy Run!']);
      expect((await cand({ url: '/api/candidates/list?source=GamePix&category=action' })).json().total).toBe(1);
    });
  });

  describe('games admin', () => {
    let gameId: string;
    let candidateId: string;
    beforeAll(async () => {
      const c = await addExternal({ name: 'Admin Game', url: 'https://g.example/admin' });
      candidateId = c.id;
      gameId = (await cand({ url: '/api/candidates/publish', payload: { candidateId: c.id } })).json().candidate.publishedGameId;
    });

    it('lists, features, maps statuses as the spec says, and archives', async () => {
      expect((await cat({ url: '/api/games/list?kind=external&limit=100' })).json().games.map((g: { id: string }) => g.id)).toContain(gameId);
      const upsert = (body: Record<string, unknown>) => cat({ url: '/api/games/upsert', payload: { gameId, ...body } });
      expect((await upsert({ featured: true })).json().game.featured).toBe(true);
      expect((await cat({ url: '/api/games/list?featured=true&limit=100' })).json().games.map((g: { id: string }) => g.id)).toContain(gameId);
      expect((await cat({ url: '/api/catalogue/games?category=featured&limit=100' })).json().data.map((g: { id: string }) => g.id)).toContain(gameId);
      expect((await upsert({ featured: false })).json().game.featured).toBe(false);
      for (const [given, stored] of [['disabled', 'disabled'], ['active', 'published'], ['draft', 'draft'], ['something-else', 'published'], ['pending', 'pending'], ['published', 'published']]) {
        expect({ given, status: (await upsert({ status: given })).json().game.status }).toEqual({ given, status: stored });
      }
      expect((await upsert({ name: 'Renamed Game', category: 'puzzle' })).json().game).toMatchObject({ name: { en: 'Renamed Game' }, category: 'puzzle' });
      const archived = await cat({ url: '/api/games/archive', payload: { gameId } });
      expect(archived.json().game.status).toBe('archived');
      for (const url of ['/api/games/archive', '/api/games/upsert']) {
        const r = await cat({ url, payload: { gameId: 'nope' } });
        expect([url, r.statusCode, r.json().message]).toEqual([url, 404, 'Game with id nope not found']);
      }
    });

    it('keeps the candidate in step when the games admin archives or re-publishes its game', async () => {
      // The previous test ended with an archive.
      expect(await getCandidate(candidateId)).toMatchObject({ status: 'unpublished', publishedGameId: gameId });
      expect((await getCandidate(candidateId)).slug).toBeUndefined();
      const back = await cat({ url: '/api/games/upsert', payload: { gameId, status: 'active' } });
      expect(back.json().game.status).toBe('published');
      expect(await getCandidate(candidateId)).toMatchObject({ status: 'published', slug: back.json().game.slug });
      await cat({ url: '/api/games/archive', payload: { gameId } });
      expect((await getCandidate(candidateId)).status).toBe('unpublished');
      // Editing other fields never touches the candidate.
      await cat({ url: '/api/games/upsert', payload: { gameId, featured: true } });
      expect((await getCandidate(candidateId)).status).toBe('unpublished');
      const pool = (await cand({ url: `/api/candidates/list?search=${encodeURIComponent('Admin Game')}` })).json().candidates[0];
      expect(pool).toMatchObject({ id: candidateId, status: 'unpublished' });
    });

    it('tells the crawler every external game URL (by key), so games that lost their candidate are not crawled again', async () => {
      const r = await catalogue.inject({ url: '/internal/games/external-urls', headers: { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN } });
      expect(r.statusCode).toBe(200);
      expect(r.json().keys).toContain('https://g.example/admin');
      expect((await catalogue.inject({ url: '/internal/games/external-urls' })).statusCode).toBe(401);
    });

    it('logs its mutations in the operation log owned by the candidate service', async () => {
      await new Promise((r) => setTimeout(r, 200));
      const logs = (await cand({ url: '/api/operation-logs?type=game.archive' })).json().logs;
      expect(logs.map((l: { status: string; targetId: string }) => [l.status, l.targetId])).toEqual(expect.arrayContaining([['completed', gameId], ['failed', 'nope']]));
    });
  });

  describe('operation logs', () => {
    it('records every admin mutation, filters by type, search and success, pages by 50', async () => {
      const all = (await cand({ url: '/api/operation-logs' })).json();
      expect(all.limit).toBe(50);
      expect(all.total).toBeGreaterThan(20);
      const publish = (await cand({ url: '/api/operation-logs?type=candidate.publish&search=galaxy' })).json();
      expect(publish.logs[0]).toMatchObject({ operation: 'candidate.publish', gameName: 'Galaxy Run!', status: 'completed', actor: 'admin' });
      const failed = (await cand({ url: '/api/operation-logs?success=false&type=candidate.publish' })).json();
      expect(failed.logs.length).toBeGreaterThan(0);
      expect(failed.logs.every((l: { status: string }) => l.status === 'failed')).toBe(true);
      expect(failed.logs.map((l: { details?: string }) => l.details)).toContain('Cannot publish a candidate that is rejected');
      const byId = (await cand({ url: `/api/operation-logs?search=${publish.logs[0].id}` })).json();
      expect(byId.logs.map((l: { id: string }) => l.id)).toEqual([publish.logs[0].id]);
      const page2 = (await cand({ url: '/api/operation-logs?limit=5&page=2' })).json();
      expect(page2.logs).toHaveLength(5);
      expect(page2.logs[0].id).toBe(all.logs[5].id);
      // Reads are not logged; failed sign-ins are not either.
      expect(all.logs.some((l: { operation: string }) => l.operation.startsWith('GET'))).toBe(false);
    });

    it('answers an empty page when the logs cannot be loaded', async () => {
      const spy = jest.spyOn(OperationLogRepository.prototype, 'page').mockRejectedValueOnce(new Error('database down'));
      const r = await cand({ url: '/api/operation-logs?page=3' });
      spy.mockRestore();
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ logs: [], total: 0, page: 3, limit: 50 });
    });
  });

  describe('local games', () => {
    const gameFolder = (dir: string, manifest?: Record<string, unknown>, thumb = false) => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${path.basename(dir)}</title>`);
      if (manifest) writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
      if (thumb) writeFileSync(path.join(dir, 'thumbnail.png'), 'png');
    };
    beforeAll(() => {
      gameFolder(path.join(scanRoot, 'pack', 'space-miner'), { name: 'Space Miner', category: 'action', tags: ['space'], description: 'Dig' }, true);
      gameFolder(path.join(scanRoot, 'pack', 'deep', 'block_drop'));
      mkdirSync(path.join(scanRoot, 'pack', 'empty'), { recursive: true });
      gameFolder(path.join(outside, 'secret-game'));
      // A link inside the root that points outside must neither be scanned nor be a way out.
      symlinkSync(outside, path.join(scanRoot, 'pack', 'escape'));
      symlinkSync(outside, path.join(scanRoot, 'link-out'));
    });

    it('scans a folder inside the roots into pending candidates, once', async () => {
      const r = await cand({ url: '/api/scan-directory', payload: { path: path.join(scanRoot, 'pack') } });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ success: true, totalFound: 2, validGames: 2, addedToCandidates: 2, duplicates: 0, errors: [] });
      expect(r.json().duration).toEqual(expect.any(Number));
      const again = (await cand({ url: '/api/scan-directory', payload: { path: 'pack', recursive: true } })).json();
      expect(again).toMatchObject({ addedToCandidates: 0, duplicates: 2 });
      const shallow = (await cand({ url: '/api/scan-directory', payload: { path: 'pack', recursive: false } })).json();
      expect(shallow.totalFound).toBe(1);
      const list = (await cand({ url: '/api/local-games/candidates' })).json().candidates;
      expect(list.map((c: { name: string }) => c.name).sort()).toEqual(['Block Drop', 'Space Miner']);
      expect(list.every((c: { origin: string; status: string }) => c.origin === 'LOCAL_SCAN' && c.status === 'pending')).toBe(true);
    });

    it('refuses paths outside the scan roots, .. tricks and symlink escapes', async () => {
      for (const p of [outside, '/etc', `${scanRoot}/../outside`, '../outside', 'pack/../../outside', path.join(scanRoot, 'link-out'), 'link-out/secret-game']) {
        const r = await cand({ url: '/api/scan-directory', payload: { path: p } });
        expect({ p, status: r.statusCode }).toEqual({ p, status: 400 });
        expect(r.json().message).toMatch(/^Path is outside the configured scan roots/);
      }
      const missing = await cand({ url: '/api/scan-directory', payload: { path: 'no-such-folder' } });
      expect(missing.json().message).toBe('Folder not found: no-such-folder');
    });

    it('publishes a local game: files under the media folder, playable at /local-games/{slug}/', async () => {
      const miner = (await cand({ url: '/api/local-games/candidates' })).json().candidates.find((c: { name: string }) => c.name === 'Space Miner');
      const r = await cand({ url: '/api/local-games/publish', payload: { candidateId: miner.id } });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ success: true, message: 'Published as /local-games/space-miner', candidate: { status: 'published', slug: 'space-miner' } });
      expect(readFileSync(path.join(mediaRoot, 'local-games', 'space-miner', 'index.html'), 'utf8')).toContain('space-miner');
      const game = (await cat({ url: '/api/catalogue/games/space-miner' })).json();
      expect(game).toMatchObject({ kind: 'local', playUrl: '/local-games/space-miner/index.html', category: 'action', thumbnail: { small: '/local-games/space-miner/thumbnail.png' } });
      const published = (await cand({ url: '/api/local-games/published' })).json().games;
      expect(published.map((g: { slug: string }) => g.slug)).toContain('space-miner');
      const notLocal = await addExternal({ name: 'Not Local', url: 'https://n.example/1' });
      expect((await cand({ url: '/api/local-games/publish', payload: { candidateId: notLocal.id } })).json().message).toBe('Candidate is not a local game');
      expect((await cand({ url: '/api/local-games/publish', payload: { candidateId: 'nope' } })).json().message).toBe('Candidate not found');
    });

    it('unpublishing a local game takes its files out of the served folder; publishing again brings them back', async () => {
      const drop = (await cand({ url: '/api/local-games/candidates' })).json().candidates.find((c: { name: string }) => /block/i.test(c.name));
      const published = await cand({ url: '/api/local-games/publish', payload: { candidateId: drop.id } });
      const slug = published.json().candidate.slug as string;
      const served = path.join(mediaRoot, 'local-games', slug, 'index.html');
      expect(existsSync(served)).toBe(true);
      const off = await cand({ url: '/api/candidates/unpublish', payload: { candidateId: drop.id } });
      expect(off.json().candidate.status).toBe('unpublished');
      expect(existsSync(path.join(mediaRoot, 'local-games', slug))).toBe(false);
      expect((await cat({ url: `/api/catalogue/games/${slug}` })).statusCode).toBe(410);
      const again = await cand({ url: '/api/local-games/publish', payload: { candidateId: drop.id } });
      expect(again.json().candidate).toMatchObject({ status: 'published', slug });
      expect(existsSync(served)).toBe(true);
    });

    it('updates only local and external games, with the spec texts', async () => {
      const localId = (await cand({ url: '/api/local-games/published' })).json().games[0].id;
      const ok = await cand({ url: '/api/local-games/update', payload: { gameId: localId, updateData: { name: 'Space Miner Deluxe', featured: true } } });
      expect(ok.json()).toMatchObject({ success: true, game: { name: 'Space Miner Deluxe', featured: true } });
      await games().insertOne({ id: '7', slug: 'builtin-seven', kind: 'builtin', name: { en: 'B' }, category: 'puzzle', status: 'published', playUrl: '/yxmb/7/index.html' });
      await games().insertOne({ id: 'odd', slug: 'odd-kind', kind: 'dynamic', name: { en: 'O' }, category: 'puzzle', status: 'published', playUrl: '/x' });
      await reloadCatalogue();
      const expectations: [string, number, string][] = [
        ['7', 400, 'Internal games cannot be updated'],
        ['odd', 400, 'Unknown game type'],
        ['nope', 404, 'Game with id nope not found'],
      ];
      for (const [gameId, status, message] of expectations) {
        const r = await cand({ url: '/api/local-games/update', payload: { gameId, updateData: { name: 'x' } } });
        expect([gameId, r.statusCode, r.json().message]).toEqual([gameId, status, message]);
      }
      const broken = await candidateApp({}, async () => {
        throw new Error('connection refused');
      });
      const r = await call(broken, { url: '/api/local-games/update', payload: { gameId: localId, updateData: { name: 'x' } } });
      expect([r.statusCode, r.json().message]).toEqual([502, 'Failed to update local game']);
    });

    describe('zip upload', () => {
      const upload = (entries: ZipEntrySpec[] | Buffer, name = 'game.zip') => {
        const { payload, headers } = multipartFile('file', name, Buffer.isBuffer(entries) ? entries : buildZip(entries), 'application/zip');
        return candidate.inject({ method: 'POST', url: '/api/local-games/upload', payload, headers: { ...auth, ...headers } });
      };

      it('unpacks a game zip into the scan root and adds it to the pool', async () => {
        const r = await upload([{ name: 'tiny-racer/' }, { name: 'tiny-racer/index.html', data: '<title>racer</title>' }, { name: 'tiny-racer/manifest.json', data: JSON.stringify({ name: 'Tiny Racer', category: 'racing' }) }], 'Tiny Racer.zip');
        expect(r.statusCode).toBe(200);
        expect(r.json()).toMatchObject({ success: true, validGames: 1, addedToCandidates: 1 });
        const list = (await cand({ url: '/api/local-games/candidates' })).json().candidates;
        expect(list.find((c: { name: string }) => c.name === 'Tiny Racer')).toMatchObject({ category: 'racing', status: 'pending' });
      });

      it.each([
        ['a .. entry (zip-slip)', [{ name: 'index.html', data: 'x' }, { name: '../evil.html', data: 'pwned' }], 'escapes the game folder'],
        ['a nested .. entry', [{ name: 'index.html', data: 'x' }, { name: 'a/../../evil.html', data: 'pwned' }], 'escapes the game folder'],
        ['an absolute path', [{ name: 'index.html', data: 'x' }, { name: `${outside}/abs-evil.html`, data: 'pwned' }], 'is an absolute path'],
        ['a backslash path', [{ name: 'index.html', data: 'x' }, { name: '..\\evil.html', data: 'pwned' }], 'contains a backslash'],
        ['a symbolic link', [{ name: 'index.html', data: 'x' }, { name: 'link', data: '/etc/passwd', mode: 0o120777 }], 'is a symbolic link'],
        ['too many files', Array.from({ length: 6 }, (_, i) => ({ name: i === 0 ? 'index.html' : `f${i}.js`, data: 'x' })), 'more than 5 files and folders'],
        ['too many folders', [{ name: 'index.html', data: 'x' }, ...Array.from({ length: 5 }, (_, i) => ({ name: `d${i}/` }))], 'more than 5 files and folders'],
        ['a name nested too deep', [{ name: 'index.html', data: 'x' }, { name: `${'d/'.repeat(17)}x.js`, data: 'x' }], 'is nested deeper than 16 folders'],
        ['too many bytes', [{ name: 'index.html', data: 'x'.repeat(5000) }], 'unpacks to more than 4096 bytes'],
      ] as [string, ZipEntrySpec[], string][])('refuses %s and writes nothing outside', async (_label, entries, message) => {
        const r = await upload(entries);
        expect(r.statusCode).toBe(400);
        expect(r.json().message).toContain(message);
        expect(existsSync(path.join(scanRoot, 'evil.html'))).toBe(false);
        expect(existsSync(path.join(scanRoot, 'uploads', 'evil.html'))).toBe(false);
        expect(existsSync(path.join(outside, 'abs-evil.html'))).toBe(false);
      });

      it('refuses a file that is not a zip, and a zip without index.html', async () => {
        expect((await upload(Buffer.from('not a zip at all'))).json().message).toMatch(/^Invalid zip/);
        expect((await upload([{ name: 'readme.txt', data: 'x' }])).json().message).toBe('The zip holds no index.html at its top level or in one top folder');
        expect((await upload([{ name: 'index.html', data: 'x' }], 'game.tar')).json().message).toBe('Upload a .zip file');
      });
    });
  });
});
