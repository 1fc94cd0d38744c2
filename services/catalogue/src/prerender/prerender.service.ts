import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

export interface PrerenderOptions {
  /** web/dist: holds client/index.html and server/entry-server.js. */
  webDist: string;
  /** Where nginx looks for prerendered pages before the app shell. */
  outDir: string;
  /** The public address for canonical and hreflang links. */
  origin: string;
  log: FastifyBaseLogger;
  /** Quiet period after a change before regenerating (changes come in bursts). */
  debounceMs?: number;
  /** Least time from the end of one run to the start of the next (a bulk publish is a long burst). */
  minGapMs?: number;
}

/**
 * The job, run in a child Node process: the storefront's server entry is an ES module, and a
 * separate process keeps a long render off the service's event loop. Pages are written to a
 * temp name and renamed, so nginx never serves half a file, each with a gzip twin for
 * `gzip_static`; pages of games no longer in the catalogue are removed.
 */
const JOB = `
const [entry, template, outDir, apiBase, origin] = process.argv.slice(1);
const fs = await import('node:fs/promises');
const path = await import('node:path');
const { gzipSync } = await import('node:zlib');
const { prerenderSite } = await import(entry);
const written = new Set();
// Pages made from an older build point at assets that no longer exist: drop them first, so
// nginx serves the app shell until the new pages are written.
const html = await fs.readFile(template, 'utf8');
const at = html.indexOf('src="/assets/');
const build = at < 0 ? '' : html.slice(at, html.indexOf('"', at + 5));
const marker = path.join(outDir, '.build');
const previous = await fs.readFile(marker, 'utf8').catch(() => '');
if (previous !== build) {
  for (const e of await fs.readdir(outDir).catch(() => [])) await fs.rm(path.join(outDir, e), { recursive: true, force: true });
  await fs.mkdir(outDir, { recursive: true });
  await fs.writeFile(marker, build);
}
written.add(path.normalize(marker));
const files = await prerenderSite({
  apiBase, origin, template: await fs.readFile(template, 'utf8'),
  log: (m) => console.error(m),
  write: async (rel, content) => {
    const file = path.join(outDir, rel);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // The gzip twin first: nginx (gzip_static) sends it as is, so a page costs no CPU to serve.
    const twins = /\\.(html|xml|txt)$/.test(file) ? [[file + '.gz', gzipSync(content, { level: 9 })]] : [];
    for (const [target, bytes] of [...twins, [file, content]]) {
      // A temp name of this process's own: another replica may be writing the same page.
      const tmp = target + '.tmp-' + process.pid;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, target);
      written.add(path.normalize(target));
    }
  },
});
async function prune(dir) {
  for (const e of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) await prune(p);
    // Another replica's half-written temp file is its to rename, not a stale page.
    else if (!written.has(path.normalize(p)) && !/\\.tmp-\\d+$/.test(e.name)) await fs.rm(p, { force: true });
  }
}
await prune(outDir);
process.stdout.write(JSON.stringify({ pages: files.length }));
`;

export class Prerenderer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private apiBase: string | null = null;
  lastRun: { at: Date; pages: number; ms: number } | null = null;

  constructor(private readonly o: PrerenderOptions) {}

  get available(): boolean {
    return existsSync(path.join(this.o.webDist, 'server', 'entry-server.js')) && existsSync(path.join(this.o.webDist, 'client', 'index.html'));
  }

  /** Called once the service listens: the job reads the catalogue through its public API. */
  start(apiBase: string): void {
    this.apiBase = apiBase;
    if (!this.available) {
      this.o.log.warn({ webDist: this.o.webDist }, 'prerender off: the storefront build is missing');
      return;
    }
    this.schedule(0);
  }

  schedule(debounce = this.o.debounceMs ?? 2000): void {
    if (!this.apiBase) return;
    const sinceLast = this.lastRun ? Date.now() - this.lastRun.at.getTime() : Infinity;
    const delay = Math.max(debounce, (this.o.minGapMs ?? 30_000) - sinceLast);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.runNow(), delay);
    this.timer.unref();
  }

  /** Runs the job (or joins the one running and runs once more after it). */
  async runNow(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.exec().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.schedule();
      }
    });
    return this.running;
  }

  private exec(): Promise<void> {
    const started = Date.now();
    const entry = pathToFileURL(path.join(this.o.webDist, 'server', 'entry-server.js')).href;
    const args = ['--input-type=module', '-e', JOB, entry, path.join(this.o.webDist, 'client', 'index.html'), this.o.outDir, this.apiBase!, this.o.origin];
    return new Promise((resolve) => {
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (err += d.toString()).length > 20_000 && (err = err.slice(-10_000)));
      child.on('close', (code) => {
        if (code === 0) {
          const pages = (JSON.parse(out || '{}') as { pages?: number }).pages ?? 0;
          this.lastRun = { at: new Date(), pages, ms: Date.now() - started };
          this.o.log.info({ pages, ms: this.lastRun.ms }, 'storefront prerendered');
          if (err) this.o.log.warn({ detail: err.slice(0, 2000) }, 'prerender reported problems');
        } else {
          this.o.log.error({ code, detail: err.slice(-2000) }, 'prerender failed');
        }
        resolve();
      });
    });
  }

  stop(): void {
    clearTimeout(this.timer);
    this.apiBase = null;
  }
}
