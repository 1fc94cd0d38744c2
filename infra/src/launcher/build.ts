import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from '../backing/paths';

/** Builds services (tsc -b, incremental) and both front ends. */
export function buildAll(log: (m: string) => void): void {
  log('building services and front ends...');
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}
