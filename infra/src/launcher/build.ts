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
  for (const t of due) opts.log?.(`building ${t.name}: npm run ${t.script}`);
  const runs = await Promise.all(due.map(runTarget));
  runs.forEach((r, i) => {
    if (r.ok) stamps.record(due[i]!, inputs.get(due[i]!.name)!);
  });
  // Failed parts last, so the end of the log (what a failure shows) is their errors.
  const ordered = [...runs.filter((r) => r.ok), ...runs.filter((r) => !r.ok)];
  const text = ordered.map((r) => r.output).join('');
  if (opts.logFile) appendFileSync(opts.logFile, text);
  const failed = runs.filter((r) => !r.ok);
  if (failed.length) {
    if (!opts.logFile) process.stderr.write(text.slice(-20_000));
    throw new Error(`the build failed (${failed.map((r) => r.summary).join('; ')})`);
  }
  return { built: due.map((t) => t.name), upToDate };
}

interface TargetRun {
  ok: boolean;
  output: string;
  summary: string;
}

/** One target's npm script, its output (tsc reports errors on stdout) kept in one piece. */
function runTarget(t: BuildTarget): Promise<TargetRun> {
  return new Promise((resolve) => {
    // NO_COLOR: the log is a file (FORCE_COLOR=0 would switch colours on in picocolors).
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    delete env.FORCE_COLOR;
    const child = spawn('npm', ['run', '--silent', t.script], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => chunks.push(b));
    child.stderr.on('data', (b: Buffer) => chunks.push(b));
    child.on('error', (e) => resolve({ ok: false, output: `\n## ${t.name}\n${e.message}\n`, summary: `${t.name}: ${e.message}` }));
    child.on('close', (code, signal) => {
      const output = `\n## ${t.name} (npm run ${t.script})\n${Buffer.concat(chunks).toString()}`;
      resolve({ ok: code === 0, output, summary: `npm run ${t.script} exited with ${code ?? signal}` });
    });
  });
}
