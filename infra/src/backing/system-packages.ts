import { execFileSync, spawnSync } from 'node:child_process';

export function hasCommand(cmd: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

let aptUpdated = false;

/**
 * Makes sure a command from a Debian package is on PATH, installing the package when we are
 * root (as on these machines and in CI). Otherwise the error says exactly what to run.
 */
export function ensureDebianCommand(cmd: string, debPackage: string, log: (msg: string) => void = console.log): void {
  if (hasCommand(cmd)) return;
  const fix = `sudo apt-get update && sudo apt-get install -y ${debPackage}`;
  if (process.getuid?.() !== 0 || !hasCommand('apt-get')) {
    throw new Error(`'${cmd}' is missing. Install it with:\n  ${fix}`);
  }
  log(`installing ${debPackage} (for ${cmd})...`);
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (!aptUpdated) {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      aptUpdated = true;
    }
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', debPackage], { stdio: 'inherit', env });
  } catch (e) {
    throw new Error(`Could not install ${debPackage}: ${(e as Error).message}\nInstall it by hand with:\n  ${fix}`);
  }
  if (!hasCommand(cmd)) throw new Error(`${debPackage} was installed but '${cmd}' is still not on PATH`);
}
