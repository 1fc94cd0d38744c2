import { SortedRows } from './sorted-rows';

interface Row {
  id: string;
  n: number;
  s: string;
}

/** The kept-sorted arrays must always equal a fresh sort of the rows, whatever the changes. */
describe('SortedRows', () => {
  const reference = (rows: Row[], key: 'n' | 's', descending: boolean) => {
    const sorted = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return (descending ? sorted.reverse() : sorted).map((r) => r.id);
  };

  it('stays sorted through upserts, moves, removals and removeWhere, and pages like a fresh sort', () => {
    let seed = 7;
    const rand = (k: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % k);
    const rows = new SortedRows<Row>({ n: (r) => r.n, s: (r) => r.s });
    const live = new Map<string, Row>();
    const check = () => {
      for (const key of ['n', 's'] as const) {
        for (const descending of [false, true]) {
          const all = rows.page({ match: () => true, sortKey: key, descending, skip: 0, limit: 1000 });
          expect(all.rows.map((r) => r.id)).toEqual(reference([...live.values()], key, descending));
          const even = rows.page({ match: (r) => r.n % 2 === 0, sortKey: key, descending, skip: 3, limit: 5 });
          const ref = reference([...live.values()].filter((r) => r.n % 2 === 0), key, descending);
          expect({ ids: even.rows.map((r) => r.id), total: even.total }).toEqual({ ids: ref.slice(3, 8), total: ref.length });
        }
      }
    };
    for (let i = 0; i < 60; i++) {
      const r = { id: `r${i}`, n: rand(10), s: `k${rand(5)}` };
      rows.upsert(r);
      live.set(r.id, r);
    }
    check(); // builds the sorted arrays
    for (let step = 0; step < 400; step++) {
      const id = `r${rand(80)}`;
      const op = rand(10);
      if (op < 6) {
        const r = { id, n: rand(10), s: `k${rand(5)}` };
        rows.upsert(r);
        live.set(id, r);
      } else if (op < 9) {
        rows.remove(id);
        live.delete(id);
      } else {
        const cut = rand(3);
        const gone = rows.removeWhere((r) => r.n === cut).map((r) => r.id);
        for (const g of gone) live.delete(g);
        expect(gone.every((g) => !rows.get(g))).toBe(true);
      }
      check(); // after every change: a wrong move would otherwise be hidden by a later rebuild
    }
    check();
    expect(rows.size).toBe(live.size);
  });
});
