import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../backing/paths';

/** What a step may tell its log, and a short note for its line ("up to date", "built web"). */
export interface StepContext {
  /** The step's log file (truncated when the step starts): tools append their output here. */
  logFile: string;
  log: (line: string) => void;
  note: (detail: string) => void;
}

/** Seconds with one decimal, as every progress line shows them. */
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** `✓ build            21.3 s  up to date`: one line per step, names in a column. */
export function stepLine(ok: boolean, name: string, ms: number, detail?: string): string {
  return `${ok ? '✓' : '✗'} ${name.padEnd(18)} ${seconds(ms).padStart(7)}${detail ? `  ${detail}` : ''}`;
}

/** The last lines of a log, for a failure. */
export function logTail(file: string, lines = 30): string {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * The launcher's console: each step prints one line with its duration once it is done, and
 * everything the tools behind it print (apt, npm, compilers, the stack's own messages) goes to
 * `<logDir>/<step>.log`, shown (its tail and its path) only when the step fails.
 */
export class Progress {
  constructor(
    private readonly o: {
      logDir: string;
      write?: (s: string) => void;
      /** When the whole start began (the bootstrap's clock, before npm and tsx). */
      startedAt?: number;
    },
  ) {
    mkdirSync(o.logDir, { recursive: true });
  }

  private write(s: string): void {
    (this.o.write ?? ((x: string) => process.stdout.write(x)))(s);
  }

  logFileOf(name: string): string {
    return path.join(this.o.logDir, `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.log`);
  }

  async step<T>(name: string, fn: (ctx: StepContext) => Promise<T> | T): Promise<T> {
    const logFile = this.logFileOf(name);
    writeFileSync(logFile, `# ${name}, ${new Date().toISOString()}\n`);
    let detail: string | undefined;
    const ctx: StepContext = { logFile, log: (line) => appendFileSync(logFile, `${line}\n`), note: (d) => (detail = d) };
    const started = Date.now();
    try {
      const result = await fn(ctx);
      this.write(`${stepLine(true, name, Date.now() - started, detail)}\n`);
      return result;
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      ctx.log(`\n${message}`);
      const tail = logTail(logFile);
      this.write(`${stepLine(false, name, Date.now() - started)}\n\n${indent(tail)}\n\n  full log: ${path.relative(process.cwd(), logFile) || logFile}\n`);
      throw new StepFailed(name, message);
    }
  }

  /** Time since the start began. */
  elapsed(): number {
    return Date.now() - (this.o.startedAt ?? Date.now());
  }
}

/** A step's failure, already shown with its log: the caller only has to exit. */
export class StepFailed extends Error {
  constructor(
    readonly step: string,
    message: string,
  ) {
    super(message);
  }
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n');
}

/** The start's clock: set by infra/bin (before npm ci and tsx), else now. */
export function startClock(): number {
  const t = Number(process.env.PORTAL_START_T0);
  return Number.isFinite(t) && t > 0 ? t : Date.now();
}

export const relativeToRepo = (p: string): string => path.relative(REPO_ROOT, p) || p;
