import { createApp } from './create-app';
import { nonFiniteAt } from './finite-numbers';

describe('numbers that are not finite', () => {
  it('finds them anywhere in a request part', () => {
    expect(nonFiniteAt({ page: 2, nested: [{ x: 1 }] }, 'query')).toBeNull();
    expect(nonFiniteAt({ page: Infinity }, 'query')).toBe('query/page');
    expect(nonFiniteAt({ a: [{ b: -Infinity }] }, 'body')).toBe('body/a/0/b');
    expect(nonFiniteAt(NaN, 'body')).toBe('body');
    let deep: unknown = 1e309;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nonFiniteAt(deep, 'body')).toMatch(/^body(\/0)+$/);
  });

  it('a route never sees them: 400 VALIDATION, although the schema coerced them', async () => {
    const app = createApp({ service: 'test', readiness: [] });
    app.get('/list', { config: { public: true }, schema: { querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1, maximum: 100 } } } } }, async (req) => ({ query: req.query }));
    app.post('/save', { config: { public: true } }, async () => ({ saved: true }));
    await app.ready();
    for (const url of ['/list?page=1e309', '/list?page=-1e309']) {
      const r = await app.inject({ url });
      expect({ url, status: r.statusCode, body: r.json() }).toEqual({ url, status: 400, body: { message: 'querystring/page must be a finite number', code: 'VALIDATION' } });
    }
    const body = await app.inject({ method: 'POST', url: '/save', payload: '{"n":[1e309]}', headers: { 'content-type': 'application/json' } });
    expect([body.statusCode, body.json().code]).toEqual([400, 'VALIDATION']);
    expect((await app.inject({ url: '/list?page=3' })).json()).toEqual({ query: { page: 3 } });
    await app.close();
  });
});
