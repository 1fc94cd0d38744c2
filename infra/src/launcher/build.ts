import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../backing/paths';

/**
 * Builds services (tsc -b, incremental) and both front ends. Quiet when it works; when it
 * fails, what the compilers printed is shown (tsc reports its errors on stdout).
 */
export function buildAll(log: (m: string) => void): void {
  log('building services and front ends...');
  const r = spawnSync('npm', ['run', '--silent', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) {
    process.stdout.write(r.stdout?.toString().slice(-20_000) ?? '');
    throw new Error(`the build failed (npm run build exited with ${r.status ?? r.signal})`);
  }
}
