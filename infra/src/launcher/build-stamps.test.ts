import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_TARGETS, BuildStamps, type BuildTarget } from './build-stamps';

/** A tiny project: sources in src/, a lockfile, output in dist/. */
function project() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-stamps-'));
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  };
  write('src/a.ts', 'export const a = 1;\n');
  write('src/nested/b.ts', 'export const b = 2;\n');
  write('package-lock.json', '{}\n');
  const build = (text = 'built\n') => write('dist/a.js', text);
  build();
  const target: BuildTarget = { name: 'demo', script: 'build:demo', inputs: ['package-lock.json', 'src'], outputs: ['dist'], required: ['dist/a.js'] };
  const stamps = new BuildStamps({ root, dir: path.join(root, '.data', 'build-stamps') });
  stamps.record(target, stamps.inputHash(target));
  return { root, write, build, target, stamps };
}

describe('BuildStamps', () => {
  const made: string[] = [];
  const fresh = () => {
    const p = project();
    made.push(p.root);
    return p;
  };
  afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('takes a target whose sources and output are as the last build left them as up to date', () => {
    const { stamps, target } = fresh();
    expect(stamps.isUpToDate(target)).toBe(true);
  });

  it('rebuilds after any source change, even one that keeps the size and the mtime', () => {
    const { root, write, stamps, target } = fresh();
    const file = path.join(root, 'src/a.ts');
    const then = new Date('2024-01-01T00:00:00Z');
    utimesSync(file, then, then);
    stamps.record(target, stamps.inputHash(target));
    expect(stamps.isUpToDate(target)).toBe(true);
    write('src/a.ts', 'export const a = 7;\n');
    utimesSync(file, then, then);
    expect(stamps.isUpToDate(target)).toBe(false);
  });

  it('rebuilds when a source is added or removed, or the lockfile changes', () => {
    const a = fresh();
    a.write('src/nested/c.ts', '');
    expect(a.stamps.isUpToDate(a.target)).toBe(false);
    const b = fresh();
    rmSync(path.join(b.root, 'src/nested/b.ts'));
    expect(b.stamps.isUpToDate(b.target)).toBe(false);
    const c = fresh();
    c.write('package-lock.json', '{"lockfileVersion":3}\n');
    expect(c.stamps.isUpToDate(c.target)).toBe(false);
  });

  it('rebuilds when the output is not the one our last build wrote (rebuilt elsewhere, or deleted)', () => {
    const a = fresh();
    a.build('built by someone else from other sources\n');
    expect(a.stamps.isUpToDate(a.target)).toBe(false);
    const b = fresh();
    rmSync(path.join(b.root, 'dist'), { recursive: true });
    expect(b.stamps.isUpToDate(b.target)).toBe(false);
  });

  it('has no stamp after forget (a build that dies half-way)', () => {
    const { stamps, target } = fresh();
    stamps.forget(target);
    expect(stamps.isUpToDate(target)).toBe(false);
  });

  it('covers, for each real target, its own folder and the shared configuration', () => {
    const byName = Object.fromEntries(BUILD_TARGETS.map((t) => [t.name, t]));
    expect(Object.keys(byName).sort()).toEqual(['admin', 'services', 'web']);
    for (const t of BUILD_TARGETS) expect(t.inputs).toEqual(expect.arrayContaining(['package-lock.json', 'tsconfig.base.json']));
    expect(byName.web!.inputs).toEqual(expect.arrayContaining(['web', 'services/contracts/src', 'packages/vite-plugins']));
    expect(byName.admin!.inputs).toEqual(expect.arrayContaining(['admin', 'services/contracts/src', 'packages/vite-plugins']));
    expect(byName.services!.inputs).toEqual(expect.arrayContaining(['services/server-kit/src', 'services/vip/tsconfig.json']));
  });
});
