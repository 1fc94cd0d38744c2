import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from './paths';

export function hasCommand(cmd: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

let aptUpdated = false;

/**
 * Makes sure a command from a Debian package is on PATH, installing the package when we are
 * root (as on these machines and in CI). Otherwise the error says exactly what to run.
 * Returns whether it had to install the package.
 */
export function ensureDebianCommand(cmd: string, debPackage: string, log: (msg: string) => void = console.log, logFile: string = APT_LOG): boolean {
  if (hasCommand(cmd)) return false;
  const fix = `sudo apt-get update && sudo apt-get install -y ${debPackage}`;
  if (process.getuid?.() !== 0 || !hasCommand('apt-get')) {
    throw new Error(`'${cmd}' is missing. Install it with:\n  ${fix}`);
  }
  log(`installing ${debPackage} (for ${cmd}; apt output in ${path.relative(process.cwd(), logFile) || logFile})...`);
  try {
    if (!aptUpdated) {
      aptGet(['update', '-qq'], logFile);
      aptUpdated = true;
    }
    aptGet(['install', '-y', '-qq', '--no-install-recommends', debPackage], logFile);
  } catch (e) {
    throw new Error(`Could not install ${debPackage}: ${(e as Error).message}\nInstall it by hand with:\n  ${fix}`);
  }
  if (!hasCommand(cmd)) throw new Error(`${debPackage} was installed but '${cmd}' is still not on PATH`);
  return true;
}

const APT_LOG = path.join(DATA_DIR, 'logs', 'apt.log');

/**
 * Runs apt-get with its hundreds of progress lines kept in a log file: a first start shows one
 * line per package, and the tail of the log only when apt fails.
 */
function aptGet(args: string[], logFile: string): void {
  mkdirSync(path.dirname(logFile), { recursive: true });
  appendFileSync(logFile, `\n$ apt-get ${args.join(' ')}\n`);
  const r = spawnSync('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  appendFileSync(logFile, `${r.stdout ?? ''}${r.stderr ?? ''}`);
  if (r.status !== 0) {
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
    throw new Error(`apt-get ${args[0]} exited with ${r.status ?? r.signal}:\n${tail}`);
  }
}
