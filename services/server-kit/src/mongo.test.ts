import { isDuplicateKey, upsertRacing } from './mongo';

describe('isDuplicateKey', () => {
  it("knows MongoDB's E11000 on the error and on a bulk write's entries, and FerretDB's SQLite wording", () => {
    expect(isDuplicateKey({ code: 11000, message: 'E11000 duplicate key error collection' })).toBe(true);
    expect(isDuplicateKey({ message: 'bulk', writeErrors: [{ code: 121 }, { code: 11000 }] })).toBe(true);
    expect(isDuplicateKey(new Error('UNIQUE constraint failed: games._id'))).toBe(true);
  });

  it('leaves every other failure to the caller', () => {
    expect(isDuplicateKey(new Error('connection refused'))).toBe(false);
    expect(isDuplicateKey({ code: 121, writeErrors: [{ code: 2 }] })).toBe(false);
    expect(isDuplicateKey(null)).toBe(false);
  });
});

describe('upsertRacing', () => {
  it('runs the upsert again once when it lost the race to create the document, and only then', async () => {
    let calls = 0;
    const lostOnce = () => (++calls === 1 ? Promise.reject(Object.assign(new Error('E11000 duplicate key'), { code: 11000 })) : Promise.resolve('updated'));
    await expect(upsertRacing(lostOnce)).resolves.toBe('updated');
    expect(calls).toBe(2);
    calls = 0;
    await expect(upsertRacing(() => (++calls, Promise.reject(new Error('connection refused'))))).rejects.toThrow('connection refused');
    expect(calls).toBe(1);
  });
});
