import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, symlinkSync, unlinkSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import {
  baseStage,
  findStage,
  globalArgValues,
  parseArg,
  parseEnv,
  splitFlags,
  substitute,
  words,
  type Dockerfile,
  type Instruction,
  type Stage,
} from './dockerfile';
import { DockerIgnore } from './dockerignore';

/** A stage as built here: its file system under `root`, and the image settings it ends with. */
export interface BuiltStage {
  name: string;
  root: string;
  env: Record<string, string>;
  workdir: string;
  user?: string;
  cmd?: string[];
  healthcheck?: string;
  /** RUN lines that need root on the image's own system: read, not run (see `needsImageRoot`). */
  parsedOnly: string[];
}

/**
 * RUN lines that change the base image's system as root (package managers, users, owners).
 * Run here, they would change this machine instead of a throw-away image, so the checks read
 * them rather than run them.
 */
export function needsImageRoot(command: string): boolean {
  return /(^|[\s;&|(])(apt-get|apt|apk|dpkg|yum|dnf|chown|chgrp|useradd|adduser|addgroup|groupadd|usermod|setcap)(\s|$)/.test(command);
}

/** The variables a RUN line sees: the stage's ENV and ARGs over a minimal host environment. */
function runEnv(stageVars: Record<string, string>): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'npm_config_cache', 'npm_config_registry'];
  const base: NodeJS.ProcessEnv = {};
  for (const k of keep) if (process.env[k] !== undefined) base[k] = process.env[k];
  return { ...base, CI: 'true', ...stageVars };
}

/**
 * Builds the stages of a Dockerfile into folders instead of images, for machines without a
 * Docker engine: COPY takes files from the context (filtered by `.dockerignore`) or from
 * another stage, RUN runs in the stage's folder with the stage's ENV and ARGs, and each stage
 * is built once per set of build arguments it depends on (so every image shares one builder
 * stage, as BuildKit does). An image from a registry starts as an empty folder: RUN lines use
 * this machine's tools (Node, npm and its cache).
 */
export class LocalImageBuilder {
  private readonly ignore: DockerIgnore;
  private readonly built = new Map<string, Promise<BuiltStage>>();
  /** How many times each stage was really built (not taken from the cache). */
  readonly buildCounts = new Map<string, number>();

  constructor(
    private readonly o: {
      file: Dockerfile;
      contextDir: string;
      /** Where stage folders and RUN logs go (a temporary folder). */
      workDir: string;
      log?: (m: string) => void;
    },
  ) {
    this.ignore = DockerIgnore.load(o.contextDir);
  }

  /** Builds `target` (the last stage when none is named, as docker does). */
  build(target: string | undefined, buildArgs: Record<string, string> = {}): Promise<BuiltStage> {
    const stage = target === undefined ? this.o.file.stages.at(-1) : findStage(this.o.file, target);
    if (!stage) throw new Error(`no stage named ${target}`);
    return this.buildStage(stage, buildArgs);
  }

  /** A stage's identity: its name, the build arguments it declares, and the identity of what it copies or starts from. */
  private key(stage: Stage, buildArgs: Record<string, string>): string {
    const declared = stage.instructions.filter((i) => i.keyword === 'ARG').map((i) => parseArg(i.args).name);
    const args = declared.map((n) => `${n}=${buildArgs[n] ?? ''}`);
    const base = baseStage(this.o.file, stage, buildArgs);
    const from = stage.instructions
      .filter((i) => i.keyword === 'COPY')
      .map((i) => splitFlags(i.args).flags.from)
      .filter((f): f is string => Boolean(f))
      .map((f) => this.key(findStage(this.o.file, f)!, buildArgs));
    return JSON.stringify([stage.name ?? stage.index, args, base ? this.key(base, buildArgs) : substitute(stage.from, globalArgValues(this.o.file, buildArgs)), from]);
  }

  private buildStage(stage: Stage, buildArgs: Record<string, string>): Promise<BuiltStage> {
    const key = this.key(stage, buildArgs);
    let p = this.built.get(key);
    if (!p) {
      p = this.doBuild(stage, buildArgs);
      this.built.set(key, p);
    }
    return p;
  }

  private async doBuild(stage: Stage, buildArgs: Record<string, string>): Promise<BuiltStage> {
    const name = stage.name ?? String(stage.index);
    this.buildCounts.set(name, (this.buildCounts.get(name) ?? 0) + 1);
    const started = Date.now();
    const root = mkdtempSync(path.join(this.o.workDir, `${name}-`));
    const base = baseStage(this.o.file, stage, buildArgs);
    const state: BuiltStage = { name, root, env: {}, workdir: '/', parsedOnly: [] };
    if (base) {
      const parent = await this.buildStage(base, buildArgs);
      // Hard links are fast and safe while the stage only copies files in (copyInto replaces a
      // file, never writes through it); a RUN line could write through one, so those stages copy.
      const runs = stage.instructions.some((i) => i.keyword === 'RUN' && !needsImageRoot(i.args));
      await sh(`cp ${runs ? '-a' : '-al'} ${JSON.stringify(parent.root + '/.')} ${JSON.stringify(root)}`, this.o.workDir);
      Object.assign(state, { env: { ...parent.env }, workdir: parent.workdir, user: parent.user, cmd: parent.cmd, healthcheck: parent.healthcheck, parsedOnly: [...parent.parsedOnly] });
    }
    const globals = globalArgValues(this.o.file, buildArgs);
    const args: Record<string, string> = {};
    const vars = () => ({ ...args, ...state.env });
    for (const ins of stage.instructions) {
      switch (ins.keyword) {
        case 'ARG': {
          const a = parseArg(ins.args);
          const value = buildArgs[a.name] ?? (a.default !== undefined ? substitute(a.default, vars()) : globals[a.name]);
          if (value !== undefined) args[a.name] = value;
          break;
        }
        case 'ENV':
          for (const [k, v] of parseEnv(ins.args)) state.env[k] = substitute(v, vars());
          break;
        case 'WORKDIR':
          state.workdir = path.posix.resolve(state.workdir, substitute(ins.args, vars()));
          mkdirSync(path.join(root, state.workdir), { recursive: true });
          break;
        case 'COPY':
          await this.copy(ins, state, vars(), buildArgs);
          break;
        case 'RUN': {
          const { rest } = splitFlags(ins.args);
          const w = words(rest);
          const command = w.exec ? w.words.map((x) => JSON.stringify(x)).join(' ') : rest;
          if (needsImageRoot(command)) {
            state.parsedOnly.push(command);
            break;
          }
          const cwd = path.join(root, state.workdir);
          mkdirSync(cwd, { recursive: true });
          this.o.log?.(`${name}: RUN ${command}`);
          await sh(command, cwd, runEnv(vars()), path.join(this.o.workDir, `${path.basename(root)}.log`));
          break;
        }
        case 'USER':
          state.user = substitute(ins.args, vars());
          break;
        case 'CMD':
          state.cmd = words(ins.args).words;
          break;
        case 'HEALTHCHECK':
          state.healthcheck = ins.args;
          break;
        case 'ADD':
          throw new Error(`line ${ins.line}: ADD is not supported here; COPY says what it does`);
        default:
          // EXPOSE, LABEL, ENTRYPOINT, STOPSIGNAL, VOLUME: image metadata, nothing to build.
          break;
      }
    }
    this.o.log?.(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return state;
  }

  private async copy(ins: Instruction, state: BuiltStage, vars: Record<string, string>, buildArgs: Record<string, string>): Promise<void> {
    const { flags, rest } = splitFlags(ins.args);
    const parts = words(rest).words.map((w) => substitute(w, vars));
    if (parts.length < 2) throw new Error(`line ${ins.line}: COPY needs a source and a destination`);
    const dest = parts.pop()!;
    const destAbs = path.join(state.root, path.posix.resolve(state.workdir, dest));
    const intoFolder = dest.endsWith('/') || parts.length > 1;
    let fromRoot: string | null = null;
    if (flags.from) {
      const src = findStage(this.o.file, substitute(flags.from, vars));
      if (!src) throw new Error(`line ${ins.line}: COPY --from=${flags.from} names no stage`);
      fromRoot = (await this.buildStage(src, buildArgs)).root;
    }
    for (const source of parts) {
      if (/[*?[]/.test(source)) throw new Error(`line ${ins.line}: wildcards in COPY sources are not supported here (${source})`);
      let srcAbs: string;
      if (fromRoot) {
        if (!source.startsWith('/')) throw new Error(`line ${ins.line}: COPY --from sources must be absolute (${source})`);
        srcAbs = path.join(fromRoot, source);
      } else {
        const rel = path.posix.normalize(source).replace(/^\/+/, '').replace(/\/+$/, '');
        if (rel.startsWith('..')) throw new Error(`line ${ins.line}: ${source} is outside the build context`);
        // docker fails on a source the context leaves out, as on a missing one.
        if (rel !== '.' && this.ignore.ignores(rel)) throw new Error(`line ${ins.line}: ${source} is excluded by .dockerignore`);
        srcAbs = path.join(this.o.contextDir, rel);
      }
      if (!existsSync(srcAbs)) throw new Error(`line ${ins.line}: COPY source ${source} not found${fromRoot ? ` in stage ${flags.from}` : ' in the build context'}`);
      const isDir = lstatSync(srcAbs).isDirectory();
      const target = isDir || !intoFolder ? destAbs : path.join(destAbs, path.basename(srcAbs));
      const contextRel = fromRoot ? null : path.relative(this.o.contextDir, srcAbs).split(path.sep).join('/');
      copyInto(srcAbs, target, contextRel === null ? null : (rel) => this.ignore.ignores(contextRel ? `${contextRel}/${rel}` : rel));
    }
  }
}

/**
 * Copies a file, or a folder's contents, to `dest` as COPY does; symbolic links stay links
 * (npm's workspace links are relative), and an existing file is replaced, never written through.
 */
function copyInto(src: string, dest: string, ignored: ((rel: string) => boolean) | null, rel = ''): void {
  const st = lstatSync(src);
  if (st.isDirectory()) {
    mkdirSync(dest, { recursive: true });
    for (const entry of readdirSync(src)) {
      const childRel = rel ? `${rel}/${entry}` : entry;
      if (ignored?.(childRel)) continue;
      copyInto(path.join(src, entry), path.join(dest, entry), ignored, childRel);
    }
    return;
  }
  mkdirSync(path.dirname(dest), { recursive: true });
  if (existsSync(dest) || isLink(dest)) unlinkSync(dest);
  if (st.isSymbolicLink()) symlinkSync(readlinkSync(src), dest);
  else copyFileSync(src, dest);
}

function isLink(p: string): boolean {
  try {
    return lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Runs a shell line; its output goes to `logFile`, whose tail is in the error when it fails. */
function sh(command: string, cwd: string, env: NodeJS.ProcessEnv = runEnv({}), logFile?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
    let tail = '';
    const keep = (b: Buffer) => {
      log?.write(b);
      tail = (tail + b.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => {
      log?.end();
      if (code === 0) resolve();
      else reject(new Error(`\`${command}\` exited with ${code} in ${cwd}${logFile ? ` (log: ${logFile})` : ''}:\n${tail}`));
    });
  });
}

/** Reads a file of a built stage (for the checks). */
export function stageFile(stage: BuiltStage, p: string): string {
  return readFileSync(path.join(stage.root, path.posix.resolve(stage.workdir, p)), 'utf8');
}
