import { CatalogueUrlKeys } from './catalogue-url-keys';

describe('catalogue URL keys cache', () => {
  const log = { warn: jest.fn() };

  it('asks the catalogue once per TTL, and once for concurrent callers', async () => {
    let now = 0;
    const fetchKeys = jest.fn(async () => ({ keys: [`k${fetchKeys.mock.calls.length}`] }));
    const cache = new CatalogueUrlKeys(fetchKeys, log, 1000, () => now);
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(fetchKeys).toHaveBeenCalledTimes(1);
    expect([...a]).toEqual(['k1']);
    expect(b).toBe(a);
    now = 999;
    await cache.get();
    expect(fetchKeys).toHaveBeenCalledTimes(1);
    now = 1000;
    expect([...(await cache.get())]).toEqual(['k2']);
  });

  it('falls back to the last answer (or none) when the catalogue fails, with a warning', async () => {
    let fail = true;
    const cache = new CatalogueUrlKeys(async () => {
      if (fail) throw new Error('down');
      return { keys: ['x'] };
    }, log, 0);
    expect((await cache.get()).size).toBe(0);
    expect(log.warn).toHaveBeenCalled();
    fail = false;
    expect([...(await cache.get())]).toEqual(['x']);
    fail = true;
    expect([...(await cache.get())]).toEqual(['x']);
  });
});
