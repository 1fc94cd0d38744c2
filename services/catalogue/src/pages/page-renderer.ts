import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';

export interface RenderedPage {
  status: number;
  html: string;
}

/**
 * The storefront's server render, in a worker thread so a page's render never blocks the
 * service's event loop (visitor reads answer in milliseconds meanwhile). The worker loads the
 * built server entry (an ES module) once and renders pages on request, reading the catalogue
 * through the service's own public API, as a browser would.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { renderPage } = await import(workerData.entry);
  const o = { apiBase: workerData.apiBase, origin: workerData.origin, template: workerData.template };
  parentPort.on('message', async ({ id, url }) => {
    try {
      parentPort.postMessage({ id, ...(await renderPage(url, o)) });
    } catch (e) {
      parentPort.postMessage({ id, error: String((e && e.message) || e) });
    }
  });
  parentPort.postMessage({ ready: true });
})().catch((e) => parentPort.postMessage({ fatal: String((e && e.message) || e) }));
`;

/** One render worker and the renders it has in hand. */
class RenderWorker {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private nextId = 1;
  readonly pending = new Map<number, { resolve: (p: RenderedPage) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();

  constructor(private readonly o: { entry: string; template: string; apiBase: string; origin: string; log: FastifyBaseLogger; timeoutMs: number }) {}

  async render(url: string): Promise<RenderedPage> {
    await this.boot();
    const worker = this.worker!;
    const id = this.nextId++;
    return new Promise<RenderedPage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`render of ${url} timed out`));
      }, this.o.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, url });
    });
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    this.ready = null;
    await w?.terminate();
  }

  private boot(): Promise<void> {
    this.ready ??= new Promise<void>((resolve, reject) => {
      const worker = new Worker(WORKER, {
        eval: true,
        workerData: { entry: pathToFileURL(this.o.entry).href, apiBase: this.o.apiBase, origin: this.o.origin, template: readFileSync(this.o.template, 'utf8') },
      });
      this.worker = worker;
      worker.on('message', (m: { ready?: boolean; fatal?: string; id?: number; status?: number; html?: string; error?: string }) => {
        if (m.ready) return resolve();
        if (m.fatal) return reject(new Error(m.fatal));
        const job = m.id === undefined ? undefined : this.pending.get(m.id);
        if (!job) return;
        this.pending.delete(m.id!);
        clearTimeout(job.timer);
        if (m.error !== undefined) job.reject(new Error(m.error));
        else job.resolve({ status: m.status ?? 200, html: m.html ?? '' });
      });
      worker.on('error', (err) => {
        this.o.log.error({ err }, 'page renderer failed; starting a new one on the next request');
        this.failAll(err);
        reject(err);
      });
      worker.on('exit', () => {
        if (this.worker === worker) {
          this.worker = null;
          this.ready = null;
          this.failAll(new Error('page renderer exited'));
        }
      });
    });
    return this.ready;
  }

  private failAll(err: Error): void {
    for (const [id, job] of this.pending) {
      clearTimeout(job.timer);
      job.reject(err);
      this.pending.delete(id);
    }
    this.worker = null;
    this.ready = null;
  }
}

/**
 * A few render workers, each request going to the one with the fewest renders in hand: a burst
 * of pages no cache holds yet (a crawler walking the catalogue) uses every core instead of one.
 */
export class PageRenderer {
  private workers: RenderWorker[] = [];

  constructor(private readonly o: { webDist: string; origin: string; log: FastifyBaseLogger; timeoutMs?: number; workers?: number }) {}

  get available(): boolean {
    return existsSync(this.entry) && existsSync(this.template);
  }

  private get entry(): string {
    return path.join(this.o.webDist, 'server', 'entry-server.js');
  }

  private get template(): string {
    return path.join(this.o.webDist, 'client', 'index.html');
  }

  /** Called once the service listens: the workers read the catalogue through its public API. */
  start(apiBase: string): void {
    const count = Math.max(1, this.o.workers ?? Math.min(4, availableParallelism()));
    this.workers = Array.from({ length: count }, () => new RenderWorker({ entry: this.entry, template: this.template, apiBase, origin: this.o.origin, log: this.o.log, timeoutMs: this.o.timeoutMs ?? 10_000 }));
  }

  render(url: string): Promise<RenderedPage> {
    if (!this.workers.length) return Promise.reject(new Error('page renderer not started'));
    const least = this.workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
    return least.render(url);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
  }
}
