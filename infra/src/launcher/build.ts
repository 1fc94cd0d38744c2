import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { REPO_ROOT } from '../backing/paths';
import { BUILD_TARGETS, BuildStamps, type BuildTarget } from './build-stamps';

export interface BuildOptions {
  /** Where the compilers' output goes (shown by the caller when the build fails). */
  logFile?: string;
  log?: (m: string) => void;
  /** Rebuild everything, stamps or not. */
  force?: boolean;
}

export interface BuildSummary {
  built: string[];
  upToDate: string[];
}

/**
 * Builds what changed: services (tsc -b), storefront and admin (type-check and vite), each
 * skipped when its inputs (sources, configs, lockfile) hash the same as at its last
 * successful build and its output is still the one that build wrote. Targets that need a
 * build run side by side (each is mostly one single-threaded compiler).
 */
export async function buildAll(opts: BuildOptions = {}): Promise<BuildSummary> {
  const stamps = new BuildStamps();
  const due = BUILD_TARGETS.filter((t) => opts.force || !stamps.isUpToDate(t));
  const upToDate = BUILD_TARGETS.filter((t) => !due.includes(t)).map((t) => t.name);
  if (upToDate.length) opts.log?.(`up to date: ${upToDate.join(', ')}`);
  // Hashed before building: a file edited during the build leaves a stamp that no longer
  // matches, so the next start builds again.
  const inputs = new Map(due.map((t) => [t.name, stamps.inputHash(t)] as const));
  for (const t of due) stamps.forget(t);
  const results = await Promise.allSettled(due.map((t) => runTarget(t, opts)));
  const failures: string[] = [];
  results.forEach((r, i) => {
    const t = due[i]!;
    if (r.status === 'fulfilled') stamps.record(t, inputs.get(t.name)!);
    else failures.push(`${t.name}: ${(r.reason as Error).message}`);
  });
  if (failures.length) throw new Error(`the build failed (${failures.join('; ')})`);
  return { built: due.map((t) => t.name), upToDate };
}

/** One target's npm script; its output (tsc reports errors on stdout) goes to the log in one piece. */
function runTarget(t: BuildTarget, opts: BuildOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    opts.log?.(`building ${t.name}: npm run ${t.script}`);
    const child = spawn('npm', ['run', '--silent', t.script], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => chunks.push(b));
    child.stderr.on('data', (b: Buffer) => chunks.push(b));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const output = `\n## ${t.name} (npm run ${t.script})\n${Buffer.concat(chunks).toString()}`;
      if (opts.logFile) appendFileSync(opts.logFile, output);
      else if (code !== 0) process.stderr.write(output.slice(-20_000));
      if (code === 0) resolve();
      else reject(new Error(`npm run ${t.script} exited with ${code ?? signal}`));
    });
  });
}
