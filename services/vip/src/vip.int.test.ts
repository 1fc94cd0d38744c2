import type { App } from '@portal/server-kit';
import { basicAuth, testResources, type TestResources } from '../../../infra/src/test/test-resources';
import { buildVipApp } from './app';
import { loadVipConfig, type VipConfig } from './config';

describe('vip service (admin list)', () => {
  let res: TestResources<VipConfig>;
  let app: App;
  const headers = { authorization: basicAuth(), 'x-forwarded-for': '198.51.100.50' };
  const upsert = (email: string, action: 'add' | 'remove') => app.inject({ method: 'POST', url: '/api/vip/upsert', headers, payload: { email, action } });

  beforeAll(async () => {
    res = await testResources('vip', loadVipConfig);
    app = (await buildVipApp(res)).app;
  });
  afterAll(async () => {
    await app.close();
    await res.cleanup();
  });

  it('adds trimmed, lower-cased addresses once', async () => {
    expect((await upsert('  Ann@Example.com ', 'add')).json()).toEqual({ success: true, email: 'ann@example.com', vip: true });
    await upsert('ann@example.com', 'add');
    await upsert('bob@example.org', 'add');
    const list = (await app.inject({ url: '/api/vip/list', headers })).json();
    expect(list.total).toBe(2);
    expect(list.vips.map((v: { email: string }) => v.email).sort()).toEqual(['ann@example.com', 'bob@example.org']);
  });

  it('searches and removes', async () => {
    expect((await app.inject({ url: '/api/vip/list?search=EXAMPLE.ORG', headers })).json().vips).toHaveLength(1);
    await upsert('BOB@example.org', 'remove');
    expect((await app.inject({ url: '/api/vip/list', headers })).json().total).toBe(1);
  });

  it("answers 'Invalid email' for an address without @ or otherwise malformed", async () => {
    for (const email of ['not-an-email', 'a@b', '@example.com']) {
      const r = await upsert(email, 'add');
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ message: 'Invalid email', code: 'INVALID_EMAIL' });
    }
  });

  it('refuses an unknown action', async () => {
    const r = await app.inject({ method: 'POST', url: '/api/vip/upsert', headers, payload: { email: 'a@b.co', action: 'promote' } });
    expect(r.statusCode).toBe(400);
  });
});
