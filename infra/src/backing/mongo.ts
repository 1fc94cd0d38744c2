import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { REPO_ROOT } from './paths';
import { freePort, waitFor, isPortOpen } from './ports';
import type { ProcessGroup } from './process-group';
import { hasCommand } from './system-packages';

export interface MongoHandle {
  uri: string;
  kind: 'MONGODB_URI' | 'mongod' | 'ferretdb';
}

const FERRET_SRC = path.join(REPO_ROOT, 'infra', 'ferretdb');

async function ping(uri: string): Promise<void> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 3000 });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
  } finally {
    await client.close();
  }
}

function goBinary(): string | null {
  if (hasCommand('go')) return 'go';
  return existsSync('/usr/local/go/bin/go') ? '/usr/local/go/bin/go' : null;
}

/**
 * Where the FerretDB wrapper built from the current sources lives: named by their hash, in a
 * cache outside the repo so fresh clones on the same machine reuse it.
 */
export function ferretDbBinaryPath(): string {
  const sources = ['go.mod', 'go.sum', ...readdirSync(FERRET_SRC).filter((f) => f.endsWith('.go')).sort()];
  const digest = createHash('sha256');
  for (const f of sources) digest.update(f).update(readFileSync(path.join(FERRET_SRC, f)));
  const hash = digest.digest('hex').slice(0, 12);
  const dir = path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'game-portal');
  return path.join(dir, `ferretdb-${hash}`);
}

/** Builds the FerretDB wrapper (infra/ferretdb) once per source version (see ferretDbBinaryPath). */
export function ensureFerretDbBinary(log: (m: string) => void): string {
  const bin = ferretDbBinaryPath();
  const dir = path.dirname(bin);
  if (existsSync(bin)) return bin;
  const go = goBinary();
  if (!go) {
    throw new Error(
      'No MongoDB-wire server: MONGODB_URI is not set, mongod is not on PATH, and Go (needed to build FerretDB) is missing.\n' +
        'Fix one of: set MONGODB_URI=mongodb://host:27017 ; install MongoDB (mongod) ; install Go 1.22+ from https://go.dev/dl/ (on these machines it is at /usr/local/go).',
    );
  }
  mkdirSync(dir, { recursive: true });
  log('building FerretDB v1 (first run only, about a minute)...');
  try {
    execFileSync(go, ['build', '-trimpath', '-o', bin, '.'], {
      cwd: FERRET_SRC,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CGO_ENABLED: '0', GOFLAGS: '-mod=mod' },
    });
  } catch (e) {
    const stderr = (e as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`Building FerretDB failed (the Go module proxy must be reachable):\n${stderr.slice(-2000)}`);
  }
  return bin;
}

/**
 * A MongoDB-wire server: MONGODB_URI when set, else a local mongod, else FerretDB v1 on
 * SQLite, each started on a free loopback port with its data in `dataDir`.
 */
export async function ensureMongo(opts: { dataDir: string; group: ProcessGroup; log: (m: string) => void; env?: NodeJS.ProcessEnv }): Promise<MongoHandle> {
  const env = opts.env ?? process.env;
  if (env.MONGODB_URI) {
    try {
      await ping(env.MONGODB_URI);
    } catch (e) {
      throw new Error(`MONGODB_URI is set but the server does not answer: ${(e as Error).message}\nFix the URI or unset it to use a local server.`);
    }
    return { uri: env.MONGODB_URI, kind: 'MONGODB_URI' };
  }
  const port = await freePort();
  mkdirSync(opts.dataDir, { recursive: true });
  let kind: MongoHandle['kind'];
  let proc;
  if (hasCommand('mongod')) {
    kind = 'mongod';
    proc = opts.group.start('mongod', 'mongod', ['--bind_ip', '127.0.0.1', '--port', String(port), '--dbpath', opts.dataDir, '--quiet']);
  } else {
    kind = 'ferretdb';
    const bin = ensureFerretDbBinary(opts.log);
    proc = opts.group.start('ferretdb', bin, ['-listen', `127.0.0.1:${port}`, '-data', opts.dataDir, '-log-level', 'warn']);
  }
  await waitFor(kind, () => isPortOpen(port), 20_000, proc.alive).catch((e: Error) => {
    throw new Error(`${e.message}; see ${proc.logFile}`);
  });
  const uri = `mongodb://127.0.0.1:${port}/`;
  await ping(uri);
  return { uri, kind };
}
