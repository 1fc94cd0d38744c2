// Plain Node (no dependencies): makes sure npm packages are installed before any TypeScript
// tooling runs, so `npm start` and `npm test` work on a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The start's clock, handed to the TypeScript launcher so its total includes npm and tsx.
process.env.PORTAL_START_T0 ||= String(Date.now());

const LOG_DIR = path.join(process.env.PORTAL_DATA_DIR ? path.resolve(process.env.PORTAL_DATA_DIR) : path.join(ROOT, '.data'), 'logs');

/** Same line as infra/src/launcher/progress.ts prints for every other step. */
function stepLine(ok, name, ms, detail) {
  return `${ok ? '✓' : '✗'} ${name.padEnd(18)} ${`${(ms / 1000).toFixed(1)} s`.padStart(7)}${detail ? `  ${detail}` : ''}`;
}

const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * Whether node_modules holds exactly the lockfile's packages, by npm's own record of what it
 * installed (node_modules/.package-lock.json): a checkout installed by hand, or by an npm
 * install that only linked a new workspace, needs no npm ci (which would delete and refetch
 * everything). Packages for other platforms are in the lockfile but never installed.
 */
function installedTreeMatchesLock() {
  const hidden = path.join(ROOT, 'node_modules', '.package-lock.json');
  if (!existsSync(hidden)) return false;
  try {
    const locked = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')).packages ?? {};
    const installed = JSON.parse(readFileSync(hidden, 'utf8')).packages ?? {};
    for (const [p, entry] of Object.entries(locked)) {
      if (p === '') continue;
      const have = installed[p];
      if (!have) {
        if (entry.optional || entry.peer) continue;
        return false;
      }
      if ((have.version ?? '') !== (entry.version ?? '') || (have.resolved ?? '') !== (entry.resolved ?? '')) return false;
    }
    return Object.keys(installed).every((p) => p in locked);
  } catch {
    return false;
  }
}

/**
 * npm ci when node_modules does not match package-lock.json. One progress line; npm's output
 * goes to .data/logs/npm-packages.log and is shown (its tail) only when it fails.
 * `quiet`: tools whose stdout is their answer (`npm run -s hash-password`) print nothing when
 * nothing was to do, and their progress on stderr.
 */
export function ensureNodeModules({ quiet = false } = {}) {
  const started = Date.now();
  const report = (line) => (quiet ? process.stderr.write(`${line}\n`) : console.log(line));
  const lock = path.join(ROOT, 'package-lock.json');
  const stamp = path.join(ROOT, 'node_modules', '.portal-lock-hash');
  const hash = sha256(lock);
  if ((existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) || installedTreeMatchesLock()) {
    writeFileSync(stamp, hash);
    if (!quiet) report(stepLine(true, 'npm packages', Date.now() - started, 'up to date'));
    return;
  }
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, 'npm-packages.log');
  writeFileSync(logFile, `# npm packages, ${new Date().toISOString()}\n`);
  const npm = (args) => {
    appendFileSync(logFile, `\n$ npm ${args.join(' ')}\n`);
    const r = spawnSync('npm', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    appendFileSync(logFile, `${r.stdout ?? ''}${r.stderr ?? ''}`);
    return r;
  };
  const fail = (message) => {
    const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-30).map((l) => `  ${l}`).join('\n');
    console.error(`${stepLine(false, 'npm packages', Date.now() - started)}\n\n${tail}\n\n  full log: ${path.relative(process.cwd(), logFile)}\n${message}`);
    process.exit(1);
  };
  // --prefer-offline: the lockfile pins every version and checksum, so a cached tarball is the
  // right one; only what is missing from the cache is fetched.
  const ci = npm(['ci', '--prefer-offline', '--no-audit', '--no-fund']);
  let how = 'npm ci';
  if (ci.status !== 0) {
    // npm writes lockfiles without other platforms' optional binaries (npm/cli#4828, #8320)
    // and newer `npm ci` then refuses them as out of sync. `npm install` installs the same
    // locked versions, so it is the safe fallback for exactly that case.
    if (!/can only install packages when your package\.json and package-lock\.json/.test(ci.stderr ?? '')) {
      fail('npm ci failed. Check that the npm registry is reachable, then run `npm ci` by hand.');
    }
    how = 'npm install (npm ci refused the lockfile: npm platform-optional bug)';
    if (npm(['install', '--prefer-offline', '--no-audit', '--no-fund']).status !== 0) {
      fail('npm install failed. Check that the npm registry is reachable, then run `npm install` by hand.');
    }
  }
  writeFileSync(stamp, sha256(lock));
  report(stepLine(true, 'npm packages', Date.now() - started, how));
}

/**
 * Runs a TypeScript entry point with tsx, passing the exit code through. Ctrl-C reaches the
 * child with the terminal's process group; a signal sent to this process alone (kill, a
 * supervisor, docker stop) is forwarded, so the child still stops everything it started.
 */
export function runTs(file, args = []) {
  const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  if (!existsSync(tsx) || !statSync(tsx).isFile()) throw new Error('tsx is missing: run npm ci');
  const child = spawn(process.execPath, [tsx, file, ...args], { stdio: 'inherit', cwd: ROOT });
  // The tsx CLI in between relays only SIGINT and SIGTERM: a hang-up goes on as SIGTERM.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)));
}
