import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, renameSync, writeFileSync, type WriteStream } from 'node:fs';
import path from 'node:path';

export type ProcessState = 'running' | 'restarting' | 'failed' | 'stopped';

export interface ManagedProcess {
  name: string;
  /** The current child (a new one after each restart). */
  child: ChildProcess;
  logFile: string;
  /** False once the process is stopped or has failed for good (restarts in between count as alive). */
  alive: () => boolean;
  state: () => ProcessState;
  restarts: () => number;
}

export interface SupervisionPolicy {
  /** First delay before a restart; doubles with each crash in a row, up to maxDelayMs. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** Crashes within `windowMs` after which the process is reported failed and left down. */
  maxCrashes: number;
  windowMs: number;
}

export const DEFAULT_SUPERVISION: SupervisionPolicy = { initialDelayMs: 500, maxDelayMs: 30_000, maxCrashes: 5, windowMs: 5 * 60_000 };

export interface ProcessGroupOptions {
  /** Restart processes that exit on their own (npm start); tests that kill on purpose may turn it off. */
  supervise?: boolean;
  policy?: Partial<SupervisionPolicy>;
  /** Told of every crash, restart and give-up, for the launcher's console. */
  onEvent?: (message: string) => void;
  /** Where the state of every process is written (JSON) for services' /readyz to report. */
  stateFile?: string;
}

interface Entry {
  proc: ManagedProcess;
  command: string;
  spawnChild: () => ChildProcess;
  state: ProcessState;
  crashes: number[];
  restarts: number;
  lastExit: string | null;
  timer: NodeJS.Timeout | null;
  out: WriteStream;
}

/**
 * Starts child processes, keeps their output in log files, restarts one that exits unexpectedly
 * (with growing delays, and gives up loudly after repeated crashes instead of looping), and stops
 * them all in reverse order.
 */
export class ProcessGroup {
  private readonly entries: Entry[] = [];
  private readonly policy: SupervisionPolicy;
  private stopping = false;

  constructor(
    private readonly logDir: string,
    private readonly opts: ProcessGroupOptions = {},
  ) {
    mkdirSync(logDir, { recursive: true });
    this.policy = { ...DEFAULT_SUPERVISION, ...opts.policy };
  }

  start(name: string, command: string, args: string[], opts: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): ManagedProcess {
    const logFile = path.join(this.logDir, `${name}.log`);
    const out = createWriteStream(logFile, { flags: 'a' });
    const spawnChild = () => {
      const child = spawn(command, args, { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout?.pipe(out, { end: false });
      child.stderr?.pipe(out, { end: false });
      return child;
    };
    const entry: Entry = {
      proc: {
        name,
        child: spawnChild(),
        logFile,
        alive: () => entry.state === 'running' || entry.state === 'restarting',
        state: () => entry.state,
        restarts: () => entry.restarts,
      },
      command,
      spawnChild,
      state: 'running',
      crashes: [],
      restarts: 0,
      lastExit: null,
      timer: null,
      out,
    };
    this.watch(entry, command);
    this.entries.push(entry);
    this.writeState();
    return entry.proc;
  }

  /** Every process's state, restarts and last unexpected exit. */
  status(): Array<{ name: string; state: ProcessState; restarts: number; lastExit: string | null }> {
    return this.entries.map((e) => ({ name: e.proc.name, state: e.state, restarts: e.restarts, lastExit: e.lastExit }));
  }

  /** Sends a signal to a running process by name (crash tests); false when there is none. */
  signal(name: string, signal: NodeJS.Signals): boolean {
    const entry = this.entries.find((e) => e.proc.name === name && e.state === 'running');
    return entry ? entry.proc.child.kill(signal) : false;
  }

  /**
   * Takes a running process down on purpose and keeps it down (the supervisor does not restart
   * it) until `resume`: crash tests choose how long an outage lasts by a condition they observe,
   * instead of racing the supervisor's restart delay. Resolves once the process has exited, so
   * its port is free again.
   */
  async hold(name: string, signal: NodeJS.Signals = 'SIGKILL'): Promise<boolean> {
    const entry = this.entries.find((e) => e.proc.name === name && e.state === 'running');
    if (!entry) return false;
    const child = entry.proc.child;
    entry.state = 'stopped';
    entry.lastExit = `${new Date().toISOString()} held down (${signal})`;
    this.writeState();
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill(signal);
      });
    }
    return true;
  }

  /** Starts a held process again with the same command, arguments and environment. */
  resume(name: string): boolean {
    const entry = this.entries.find((e) => e.proc.name === name && e.state === 'stopped');
    if (!entry || this.stopping) return false;
    entry.proc.child = entry.spawnChild();
    entry.restarts += 1;
    entry.state = 'running';
    this.watch(entry, entry.command);
    this.writeState();
    return true;
  }

  async stopAll(timeoutMs = 8000): Promise<void> {
    this.stopping = true;
    for (const entry of [...this.entries].reverse()) {
      if (entry.timer) clearTimeout(entry.timer);
      const wasAlive = entry.state === 'running';
      entry.state = 'stopped';
      if (wasAlive) await stop(entry.proc.child, timeoutMs);
      entry.out.end();
    }
    this.entries.length = 0;
  }

  private watch(entry: Entry, command: string): void {
    const child = entry.proc.child;
    let handled = false;
    const exited = (why: string) => {
      if (handled) return;
      handled = true;
      if (this.stopping || entry.state === 'stopped') return;
      this.crashed(entry, why, command);
    };
    child.once('exit', (code, signal) => exited(signal ? `killed by ${signal}` : `exited with code ${code}`));
    child.once('error', (err) => {
      entry.out.write(`failed to start ${command}: ${err.message}\n`);
      exited(`failed to start: ${err.message}`);
    });
  }

  private crashed(entry: Entry, why: string, command: string): void {
    const now = Date.now();
    entry.lastExit = `${new Date(now).toISOString()} ${why}`;
    entry.crashes = [...entry.crashes.filter((t) => now - t < this.policy.windowMs), now];
    if (this.opts.supervise === false) {
      entry.state = 'failed';
      this.writeState();
      return;
    }
    if (entry.crashes.length >= this.policy.maxCrashes) {
      entry.state = 'failed';
      this.opts.onEvent?.(`${entry.proc.name} ${why}: crashed ${entry.crashes.length} times in ${Math.round(this.policy.windowMs / 60_000)} min; not restarting it (see ${entry.proc.logFile})`);
      this.writeState();
      return;
    }
    const delay = Math.min(this.policy.maxDelayMs, this.policy.initialDelayMs * 2 ** (entry.crashes.length - 1));
    entry.state = 'restarting';
    this.opts.onEvent?.(`${entry.proc.name} ${why}; restarting in ${delay < 1000 ? `${delay} ms` : `${(delay / 1000).toFixed(1)} s`} (crash ${entry.crashes.length} of ${this.policy.maxCrashes} allowed in ${Math.round(this.policy.windowMs / 60_000)} min)`);
    entry.out.write(`\n[supervisor] ${why}; restarting in ${delay} ms\n`);
    this.writeState();
    entry.timer = setTimeout(() => {
      entry.timer = null;
      if (this.stopping || entry.state !== 'restarting') return;
      entry.proc.child = entry.spawnChild();
      entry.restarts += 1;
      entry.state = 'running';
      this.watch(entry, command);
      this.writeState();
    }, delay);
    entry.timer.unref?.();
  }

  private writeState(): void {
    if (!this.opts.stateFile) return;
    const tmp = `${this.opts.stateFile}.tmp`;
    writeFileSync(tmp, JSON.stringify({ updatedAt: new Date().toISOString(), processes: this.status() }));
    renameSync(tmp, this.opts.stateFile);
  }
}

function stop(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
