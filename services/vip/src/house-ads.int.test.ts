import type { App } from '@portal/server-kit';
import { basicAuth, testResources, type TestResources } from '../../../infra/src/test/test-resources';
import { buildVipApp } from './app';
import { loadVipConfig, type VipConfig } from './config';

/** House ads: admin CRUD under /api/vip/house-ads, and the active ones folded into ads-config. */
describe('vip service (house ads)', () => {
  let res: TestResources<VipConfig>;
  let app: App;
  const headers = { authorization: basicAuth(), 'x-forwarded-for': '198.51.100.70' };
  const ad = { imageUrl: '/media/house/summer.webp', linkUrl: '/games/sudoku', text: 'Try Sudoku', active: true };

  beforeAll(async () => {
    // No ad network configured: house ads are what visitors get.
    res = await testResources('vip', (env) => loadVipConfig({ ...env, AD_CLIENT_ID: '' }));
    app = (await buildVipApp(res)).app;
  });
  afterAll(async () => {
    await app.close();
    await res.cleanup();
  });

  it('needs admin credentials for every house-ad route', async () => {
    expect((await app.inject({ url: '/api/vip/house-ads' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/vip/house-ads', payload: ad })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/vip/house-ads/x', payload: ad })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/vip/house-ads/x' })).statusCode).toBe(401);
  });

  it('creates, lists, updates and deletes, and ads-config carries only the active ones', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/vip/house-ads', headers, payload: ad });
    expect(created.statusCode).toBe(201);
    const a = created.json();
    expect(a).toMatchObject({ ...ad, id: expect.any(String), updatedAt: expect.any(String) });
    const b = (await app.inject({ method: 'POST', url: '/api/vip/house-ads', headers, payload: { ...ad, text: 'Paused', active: false } })).json();

    const list = (await app.inject({ url: '/api/vip/house-ads', headers })).json();
    expect(list.houseAds.map((h: { id: string }) => h.id)).toEqual([a.id, b.id]);

    let cfg = (await app.inject({ url: '/api/vip/ads-config' })).json();
    expect(cfg).toMatchObject({ vip: false, showAds: true, network: null });
    expect(cfg.houseAds).toEqual([{ id: a.id, imageUrl: ad.imageUrl, linkUrl: ad.linkUrl, text: ad.text }]);

    const upd = await app.inject({ method: 'PUT', url: `/api/vip/house-ads/${a.id}`, headers, payload: { ...ad, text: 'Play Sudoku now', linkUrl: 'https://example.com/x' } });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ id: a.id, text: 'Play Sudoku now', linkUrl: 'https://example.com/x' });

    expect((await app.inject({ method: 'DELETE', url: `/api/vip/house-ads/${a.id}`, headers })).json()).toEqual({ success: true });
    cfg = (await app.inject({ url: '/api/vip/ads-config' })).json();
    expect(cfg.houseAds).toEqual([]);
    expect((await app.inject({ method: 'DELETE', url: `/api/vip/house-ads/${b.id}`, headers })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for bad input', async () => {
    const missing = await app.inject({ method: 'PUT', url: '/api/vip/house-ads/nope', headers, payload: ad });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'House ad not found', code: 'NOT_FOUND' });
    expect((await app.inject({ method: 'DELETE', url: '/api/vip/house-ads/nope', headers })).statusCode).toBe(404);
    for (const bad of [{ ...ad, linkUrl: 'javascript:alert(1)' }, { ...ad, imageUrl: '//evil.example/x.png' }, { ...ad, text: '' }, { imageUrl: ad.imageUrl }]) {
      const r = await app.inject({ method: 'POST', url: '/api/vip/house-ads', headers, payload: bad });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toEqual(expect.any(String));
    }
  });
});
