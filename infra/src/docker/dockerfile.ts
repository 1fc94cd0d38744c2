/**
 * A Dockerfile read the way docker reads it, for the checks that stand in for `docker build`
 * on machines without a Docker engine: line continuations, comments, global and stage ARGs,
 * stages by name, flags (`--from=`), exec and shell forms.
 */
export interface Instruction {
  keyword: string;
  /** Everything after the keyword, continuations joined. */
  args: string;
  line: number;
}

export interface Stage {
  index: number;
  name?: string;
  /** The FROM expression as written (may hold `${ARG}`). */
  from: string;
  line: number;
  instructions: Instruction[];
}

export interface ArgDeclaration {
  name: string;
  default?: string;
}

export interface Dockerfile {
  /** ARGs before the first FROM: usable in FROM lines, and in a stage that declares them again. */
  globalArgs: ArgDeclaration[];
  stages: Stage[];
}

export function parseDockerfile(text: string): Dockerfile {
  const globalArgs: ArgDeclaration[] = [];
  const stages: Stage[] = [];
  for (const ins of logicalLines(text)) {
    if (ins.keyword === 'FROM') {
      const m = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?\s*$/i.exec(ins.args);
      if (!m) throw new Error(`line ${ins.line}: cannot read FROM ${ins.args}`);
      stages.push({ index: stages.length, name: m[2]?.toLowerCase(), from: m[1]!, line: ins.line, instructions: [] });
    } else if (stages.length === 0) {
      if (ins.keyword !== 'ARG') throw new Error(`line ${ins.line}: only ARG may come before the first FROM`);
      globalArgs.push(parseArg(ins.args));
    } else {
      stages.at(-1)!.instructions.push(ins);
    }
  }
  return { globalArgs, stages };
}

/** Joins `\`-continued lines and drops comments (also those inside a continued instruction). */
function logicalLines(text: string): Instruction[] {
  const out: Instruction[] = [];
  let current: { parts: string[]; line: number } | null = null;
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\r$/, '');
    if (/^\s*#/.test(line) || (!current && line.trim() === '')) return;
    const continued = /\\\s*$/.test(line);
    const body = continued ? line.replace(/\\\s*$/, '') : line;
    if (!current) current = { parts: [], line: i + 1 };
    current.parts.push(body.trim());
    if (!continued) {
      const joined = current.parts.filter(Boolean).join(' ');
      const m = /^(\w+)\s*(.*)$/s.exec(joined);
      if (m) out.push({ keyword: m[1]!.toUpperCase(), args: m[2]!.trim(), line: current.line });
      current = null;
    }
  });
  return out;
}

export function parseArg(args: string): ArgDeclaration {
  const eq = args.indexOf('=');
  return eq === -1 ? { name: args.trim() } : { name: args.slice(0, eq).trim(), default: unquote(args.slice(eq + 1).trim()) };
}

function unquote(s: string): string {
  return /^"(.*)"$/s.test(s) || /^'(.*)'$/s.test(s) ? s.slice(1, -1) : s;
}

/** Leading `--name=value` flags of COPY, RUN or HEALTHCHECK, and what follows them. */
export function splitFlags(args: string): { flags: Record<string, string>; rest: string } {
  const flags: Record<string, string> = {};
  let rest = args;
  for (;;) {
    const m = /^--([\w-]+)(?:=(\S*))?\s*/.exec(rest);
    if (!m) break;
    flags[m[1]!] = m[2] ?? 'true';
    rest = rest.slice(m[0].length);
  }
  return { flags, rest };
}

/** `["a", "b"]` (exec form) or whitespace-separated words. */
export function words(rest: string): { exec: boolean; words: string[] } {
  if (rest.startsWith('[')) return { exec: true, words: JSON.parse(rest) as string[] };
  return { exec: false, words: rest.split(/\s+/).filter(Boolean) };
}

/** `ENV A=1 B="two words"` (or the legacy `ENV A 1`). */
export function parseEnv(args: string): Array<[string, string]> {
  if (!/^\w+=/.test(args)) {
    const m = /^(\w+)\s+(.*)$/s.exec(args);
    return m ? [[m[1]!, m[2]!]] : [];
  }
  const pairs: Array<[string, string]> = [];
  for (const m of args.matchAll(/(\w+)=("(?:[^"\\]|\\.)*"|'[^']*'|\S*)/g)) pairs.push([m[1]!, unquote(m[2]!)]);
  return pairs;
}

/** Docker's variable substitution in instructions: `$VAR`, `${VAR}`, `${VAR:-default}`, `${VAR:+alt}`. */
export function substitute(text: string, vars: Record<string, string | undefined>): string {
  return text.replace(/\$(?:\{(\w+)(?::([-+])([^}]*))?\}|(\w+))/g, (_all, braced: string | undefined, op: string | undefined, word: string | undefined, bare: string | undefined) => {
    const value = vars[braced ?? bare!];
    if (op === '-') return value ? value : (word ?? '');
    if (op === '+') return value ? (word ?? '') : '';
    return value ?? '';
  });
}

export function findStage(file: Dockerfile, nameOrIndex: string): Stage | undefined {
  const byName = file.stages.find((s) => s.name === nameOrIndex.toLowerCase());
  if (byName) return byName;
  return /^\d+$/.test(nameOrIndex) ? file.stages[Number(nameOrIndex)] : undefined;
}

/** The value of a global ARG given the build arguments (what a FROM line or a re-declaring stage sees). */
export function globalArgValues(file: Dockerfile, buildArgs: Record<string, string>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const a of file.globalArgs) out[a.name] = buildArgs[a.name] ?? a.default;
  return out;
}

/** The stage a FROM line names, or undefined for an image from a registry. */
export function baseStage(file: Dockerfile, stage: Stage, buildArgs: Record<string, string>): Stage | undefined {
  const from = substitute(stage.from, globalArgValues(file, buildArgs));
  const base = file.stages.find((s) => s.name === from.toLowerCase() && s.index < stage.index);
  return base;
}

/** Stages this one copies from (`COPY --from=`), by name or index. */
export function copySources(file: Dockerfile, stage: Stage): Stage[] {
  const out: Stage[] = [];
  for (const ins of stage.instructions) {
    if (ins.keyword !== 'COPY') continue;
    const from = splitFlags(ins.args).flags.from;
    if (!from) continue;
    const s = findStage(file, from);
    if (!s) throw new Error(`line ${ins.line}: COPY --from=${from} names no stage of this Dockerfile`);
    out.push(s);
  }
  return out;
}

/** The stage and every stage it is built from, base first (`FROM` chain). */
export function stageChain(file: Dockerfile, stage: Stage, buildArgs: Record<string, string>): Stage[] {
  const chain = [stage];
  for (let s = baseStage(file, stage, buildArgs); s; s = baseStage(file, s, buildArgs)) chain.unshift(s);
  return chain;
}

/** The last value of an instruction along the FROM chain (USER, HEALTHCHECK, CMD are inherited). */
export function effective(file: Dockerfile, stage: Stage, keyword: string, buildArgs: Record<string, string>): Instruction | undefined {
  let found: Instruction | undefined;
  for (const s of stageChain(file, stage, buildArgs)) for (const ins of s.instructions) if (ins.keyword === keyword) found = ins;
  return found;
}

/** Every stage a target needs (FROM and COPY --from, transitively), itself included. */
export function stageClosure(file: Dockerfile, stage: Stage, buildArgs: Record<string, string>): Stage[] {
  const seen = new Map<number, Stage>();
  const visit = (s: Stage) => {
    if (seen.has(s.index)) return;
    seen.set(s.index, s);
    const base = baseStage(file, s, buildArgs);
    if (base) visit(base);
    for (const c of copySources(file, s)) visit(c);
  };
  visit(stage);
  return [...seen.values()].sort((a, b) => a.index - b.index);
}
