import { createApp } from './create-app';

describe('client address behind the gateway', () => {
  const app = createApp({ service: 'test', readiness: [], trustedProxies: ['127.0.0.1', '::1'] });
  app.get('/ip', { config: { public: true } }, async (req) => ({ ip: req.ip }));
  afterAll(() => app.close());

  it('believes X-Forwarded-For from the gateway only', async () => {
    const viaGateway = await app.inject({ url: '/ip', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(viaGateway.json()).toEqual({ ip: '203.0.113.7' });
    // A neighbour on a private network is not the gateway: its header is ignored.
    for (const neighbour of ['10.0.0.8', '172.17.0.3', '192.168.1.20', 'fd00::5']) {
      const r = await app.inject({ url: '/ip', remoteAddress: neighbour, headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(r.json()).toEqual({ ip: neighbour });
    }
  });
});
