import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Rule {
  negate: boolean;
  re: RegExp;
}

/** A pattern as docker matches it: from the context root, `*` within a name, `**` across folders. */
function toRegExp(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      // `**/` may also stand for no folder at all (`**/dist` matches a top-level dist).
      if (pattern[i + 2] === '/') {
        re += '(?:.*/)?';
        i += 2;
      } else {
        re += '.*';
        i += 1;
      }
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/**
 * The context filter of `.dockerignore`: a path is left out when the last rule that matches it,
 * or one of the folders above it, is not a `!` exception (as docker does).
 */
export class DockerIgnore {
  private constructor(private readonly rules: Rule[]) {}

  static parse(text: string): DockerIgnore {
    const rules: Rule[] = [];
    for (const raw of text.split('\n')) {
      const line = raw.trim();
      if (!line || line.startsWith('#')) continue;
      const negate = line.startsWith('!');
      const pattern = path.posix.normalize((negate ? line.slice(1) : line).trim()).replace(/^\/+/, '').replace(/\/+$/, '');
      rules.push({ negate, re: toRegExp(pattern) });
    }
    return new DockerIgnore(rules);
  }

  static load(contextDir: string): DockerIgnore {
    const file = path.join(contextDir, '.dockerignore');
    return DockerIgnore.parse(existsSync(file) ? readFileSync(file, 'utf8') : '');
  }

  /** `relPath` is relative to the context root, with `/` separators. */
  ignores(relPath: string): boolean {
    const parts = relPath.split('/').filter(Boolean);
    const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let ignored = false;
    for (const rule of this.rules) if (prefixes.some((p) => rule.re.test(p))) ignored = !rule.negate;
    return ignored;
  }
}
