import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  logFile: string;
  alive: () => boolean;
}

/** Starts child processes, keeps their output in log files, and stops them all in reverse order. */
export class ProcessGroup {
  private readonly procs: ManagedProcess[] = [];

  constructor(private readonly logDir: string) {
    mkdirSync(logDir, { recursive: true });
  }

  start(name: string, command: string, args: string[], opts: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): ManagedProcess {
    const logFile = path.join(this.logDir, `${name}.log`);
    const out = createWriteStream(logFile, { flags: 'a' });
    const child = spawn(command, args, { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(out);
    child.stderr?.pipe(out);
    let exited = false;
    child.once('exit', () => {
      exited = true;
    });
    child.once('error', (err) => {
      exited = true;
      out.write(`failed to start ${command}: ${err.message}\n`);
    });
    const proc = { name, child, logFile, alive: () => !exited };
    this.procs.push(proc);
    return proc;
  }

  async stopAll(timeoutMs = 8000): Promise<void> {
    for (const proc of [...this.procs].reverse()) await stop(proc, timeoutMs);
    this.procs.length = 0;
  }
}

function stop(proc: ManagedProcess, timeoutMs: number): Promise<void> {
  if (!proc.alive()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => proc.child.kill('SIGKILL'), timeoutMs);
    proc.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    proc.child.kill('SIGTERM');
  });
}
