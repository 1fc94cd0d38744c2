import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { startStack, type ServiceName, type Stack, type StackOptions } from '../launcher/stack';
import { basicAuth, TEST_ADMIN, testPasswordHash } from './test-resources';

/**
 * What the crash and restart tests share: a real native stack (services from their builds under
 * the launcher's supervisor) on throw-away databases, admin calls that tell an acknowledged answer
 * from a lost one, and waits on conditions with deadlines (never a fixed sleep).
 */
export interface CrashStack {
  stack: Stack;
  /** Base URL of a service, straight (not through nginx, whose cache would hide an outage). */
  base: (service: ServiceName) => string;
  /** The stack's own database of a service, to check what is stored behind the read models. */
  db: (service: ServiceName) => Db;
  /** The shared secret of /internal/ routes (tests hand games to the catalogue as the candidate service does). */
  internalToken: string;
  stop: () => Promise<void>;
}

const DATABASES: Record<ServiceName, string> = { catalogue: 'portal_catalogue', candidate: 'portal_candidate', 'crawler-worker': 'portal_crawler', vip: 'portal_vip' };

export async function startCrashStack(name: string, opts: Partial<StackOptions> = {}): Promise<CrashStack> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
  const suffix = `${name.replace(/\W/g, '_')}_${Date.now().toString(36)}`;
  const stack = await startStack({
    persistent: false,
    dataDir,
    admin: { user: TEST_ADMIN.user, passwordHash: await testPasswordHash() },
    apiRate: '100000r/s',
    databaseSuffix: suffix,
    ...opts,
    extraEnv: { AUTH_MAX_FAILURES: '100000', LOG_LEVEL: 'warn', ...opts.extraEnv },
  });
  const client = new MongoClient(stack.mongo.uri, { serverSelectionTimeoutMS: 20_000 });
  await client.connect();
  const dbName = (s: ServiceName) => `${DATABASES[s]}_${suffix}`;
  return {
    stack,
    base: (s) => `http://127.0.0.1:${stack.servicePorts[s]}`,
    db: (s) => client.db(dbName(s)),
    internalToken: stack.serviceEnv('catalogue').INTERNAL_TOKEN!,
    stop: async () => {
      // Databases on the test run's shared server are dropped; a stack's own server goes with its folder.
      if (!opts.ownBackingServices) {
        for (const s of Object.keys(DATABASES) as ServiceName[]) await client.db(dbName(s)).dropDatabase().catch(() => undefined);
      }
      await client.close().catch(() => undefined);
      await stack.stop();
      // KEEP_CRASH_DATA=1 keeps the folder (every process's log is in logs/) to look into a failure.
      // Otherwise best effort: a folder a process was still writing into at its end is left to the OS.
      try {
        if (!process.env.KEEP_CRASH_DATA) rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
      } catch {
        /* left in the temp folder */
      }
    },
  };
}

export const adminHeaders = { authorization: basicAuth(), 'content-type': 'application/json', 'x-requested-with': 'crash-test' };

export type Outcome<T> =
  | { kind: 'answer'; status: number; json: T; ms: number }
  /** No answer at all (connection refused or reset, timeout): the write may or may not have happened. */
  | { kind: 'lost'; error: string; ms: number };

/** One request; never retried, so the caller knows exactly which writes were acknowledged. */
export async function request<T>(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<Outcome<T>> {
  const started = Date.now();
  try {
    const res = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: init.headers ?? adminHeaders,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let json: T;
    try {
      json = JSON.parse(text) as T;
    } catch {
      json = { unparsed: text.slice(0, 200) } as T;
    }
    return { kind: 'answer', status: res.status, json, ms: Date.now() - started };
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause?.code;
    return { kind: 'lost', error: cause ?? (e instanceof Error ? e.name : String(e)), ms: Date.now() - started };
  }
}

/** A request that must be answered 2xx; retried while the service is restarting (connection refused). */
export async function call<T>(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const r = await request<T>(url, init);
    if (r.kind === 'answer' && r.status < 300) return r.json;
    if (r.kind === 'answer' && r.status < 500) throw new Error(`${init.method ?? 'GET'} ${url} answered ${r.status}: ${JSON.stringify(r.json).slice(0, 300)}`);
    if (Date.now() > deadline) throw new Error(`${url} not answered within ${timeoutMs} ms: ${JSON.stringify(r).slice(0, 300)}`);
    await new Promise((res) => setTimeout(res, 100));
  }
}

/** Polls until `ok` holds, failing with the last value seen once the deadline passes. */
export async function until<T>(what: string, probe: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 30_000, stepMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms; last ${JSON.stringify(v)?.slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

/** A service's readiness as it reports it (status and the checks that failed). */
export async function readiness(base: string): Promise<{ status: number; checks: Record<string, string> }> {
  const r = await request<{ checks?: Record<string, string> }>(`${base}/readyz`, { headers: {}, timeoutMs: 5000 });
  return r.kind === 'answer' ? { status: r.status, checks: r.json.checks ?? {} } : { status: 0, checks: { connection: r.error } };
}
