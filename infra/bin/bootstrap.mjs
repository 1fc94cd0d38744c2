// Plain Node (no dependencies): makes sure npm packages are installed before any TypeScript
// tooling runs, so `npm start` and `npm test` work on a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import { existsSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

/** npm ci when node_modules is missing or package-lock.json changed since the last install. */
export function ensureNodeModules() {
  const lock = path.join(ROOT, 'package-lock.json');
  const stamp = path.join(ROOT, 'node_modules', '.portal-lock-hash');
  const hash = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  console.log('Installing npm packages (npm ci)...');
  const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] });
  if (ci.status !== 0) {
    // npm writes lockfiles without other platforms' optional binaries (npm/cli#4828, #8320)
    // and newer `npm ci` then refuses them as out of sync. `npm install` installs the same
    // locked versions, so it is the safe fallback for exactly that case.
    if (!/can only install packages when your package\.json and package-lock\.json/.test(ci.stderr ?? '')) {
      process.stderr.write(ci.stderr ?? '');
      console.error('npm ci failed. Check that the npm registry is reachable, then run `npm ci` by hand.');
      process.exit(ci.status ?? 1);
    }
    console.log('npm ci refused the lockfile (npm platform-optional bug); installing the locked versions with npm install...');
    const status = run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
    if (status !== 0) {
      console.error('npm install failed. Check that the npm registry is reachable, then run `npm install` by hand.');
      process.exit(status);
    }
  }
  writeFileSync(stamp, createHash('sha256').update(readFileSync(lock)).digest('hex'));
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
