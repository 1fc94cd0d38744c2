import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR, REPO_ROOT } from '../backing/paths';

export interface BuildTarget {
  name: string;
  /** Root npm script that builds it. */
  script: string;
  /** Files and folders (repo-relative) whose content decides the output. */
  inputs: string[];
  /** Folders the build writes. */
  outputs: string[];
  /** Files the stack cannot run without. */
  required: string[];
}

const SERVICE_PACKAGES = ['contracts', 'server-kit', 'catalogue', 'candidate', 'crawler-worker', 'vip'];
const SHARED = ['package-lock.json', 'tsconfig.base.json'];
// Both front ends compile the contracts' sources (a Vite alias) and use the build plugins.
const FRONT_END_SHARED = [...SHARED, 'services/contracts/src', 'packages/vite-plugins'];

export const BUILD_TARGETS: BuildTarget[] = [
  {
    name: 'services',
    script: 'build:services',
    inputs: [...SHARED, ...SERVICE_PACKAGES.flatMap((p) => [`services/${p}/src`, `services/${p}/package.json`, `services/${p}/tsconfig.json`])],
    outputs: SERVICE_PACKAGES.map((p) => `services/${p}/dist`),
    required: ['catalogue', 'candidate', 'crawler-worker', 'vip'].map((s) => `services/${s}/dist/server.js`),
  },
  { name: 'web', script: 'build:web', inputs: [...FRONT_END_SHARED, 'web'], outputs: ['web/dist'], required: ['web/dist/client/index.html', 'web/dist/server/entry-server.js'] },
  { name: 'admin', script: 'build:admin', inputs: [...FRONT_END_SHARED, 'admin'], outputs: ['admin/dist'], required: ['admin/dist/admin/index.html'] },
];

/** Never inputs: what builds and installs write, and editor or OS litter. */
const SKIP = new Set(['node_modules', 'dist', '.DS_Store']);
const skipped = (name: string) => SKIP.has(name) || name.endsWith('.tsbuildinfo');

/** Every file under the given paths (relative to `root`), sorted. */
function listFiles(root: string, paths: string[]): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    const st = statSync(abs);
    if (!st.isDirectory()) return void out.push(rel);
    for (const name of readdirSync(abs)) if (!skipped(name)) walk(`${rel}/${name}`);
  };
  for (const p of paths) walk(p);
  return [...new Set(out)].sort();
}

/**
 * What the last successful build of each target saw and wrote, in `.data/build-stamps/`.
 * A target is up to date only when both still hold: its inputs hash the same (file names and
 * contents, so a changed, added or removed source always rebuilds, whatever its mtime), and
 * its output folders are file for file (name, size, mtime) what that build left, so output
 * that someone else rebuilt, or deleted, from other sources is never taken as ours.
 */
export class BuildStamps {
  private readonly root: string;
  private readonly dir: string;

  constructor(o: { root?: string; dir?: string } = {}) {
    this.root = o.root ?? REPO_ROOT;
    this.dir = o.dir ?? path.join(DATA_DIR, 'build-stamps');
  }

  inputHash(t: BuildTarget): string {
    const h = createHash('sha256');
    for (const rel of listFiles(this.root, t.inputs)) h.update(rel).update('\0').update(readFileSync(path.join(this.root, rel))).update('\0');
    return h.digest('hex');
  }

  outputHash(t: BuildTarget): string {
    const h = createHash('sha256');
    const walk = (rel: string) => {
      const abs = path.join(this.root, rel);
      if (!existsSync(abs)) return;
      const st = statSync(abs);
      if (!st.isDirectory()) return void h.update(`${rel}\0${st.size}\0${st.mtimeMs}\n`);
      for (const name of readdirSync(abs).sort()) walk(`${rel}/${name}`);
    };
    for (const o of t.outputs) walk(o);
    return h.digest('hex');
  }

  private file(t: BuildTarget): string {
    return path.join(this.dir, `${t.name}.json`);
  }

  isUpToDate(t: BuildTarget): boolean {
    const file = this.file(t);
    if (!existsSync(file)) return false;
    if (!t.required.every((r) => existsSync(path.join(this.root, r)))) return false;
    try {
      const stamp = JSON.parse(readFileSync(file, 'utf8')) as { inputs?: string; outputs?: string };
      return stamp.outputs === this.outputHash(t) && stamp.inputs === this.inputHash(t);
    } catch {
      return false;
    }
  }

  record(t: BuildTarget, inputs: string): void {
    mkdirSync(this.dir, { recursive: true });
    writeFileSync(this.file(t), JSON.stringify({ inputs, outputs: this.outputHash(t), at: new Date().toISOString() }, null, 2));
  }

  /** Dropped before a build: a build that dies half-way leaves no stamp behind. */
  forget(t: BuildTarget): void {
    rmSync(this.file(t), { force: true });
  }
}
