import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '@portal/server-kit';

export const OUTSIDE_ROOTS = 'Path is outside the configured scan roots';

export function parseScanRoots(value: string): string[] {
  return value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => path.resolve(p));
}

const within = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

/**
 * Resolves an admin-supplied folder and proves it lies inside one of the configured roots:
 * `..` segments are refused outright, and the real path (symlinks resolved) must stay inside
 * a root's real path, so a link pointing elsewhere cannot escape either.
 */
export async function confineToRoots(requested: string, roots: string[]): Promise<string> {
  if (roots.length === 0) throw new HttpError(400, 'No scan roots are configured (set SCAN_ROOTS)', 'NO_SCAN_ROOTS');
  const raw = requested.trim();
  if (raw.includes('\0') || raw.split(/[\\/]+/).includes('..')) throw new HttpError(400, `${OUTSIDE_ROOTS}: '..' is not allowed`, 'PATH_OUTSIDE_ROOTS');
  // A relative path is taken inside the first root.
  const absolute = path.isAbsolute(raw) ? path.resolve(raw) : path.resolve(roots[0]!, raw);
  let real: string;
  try {
    real = await realpath(absolute);
  } catch {
    throw new HttpError(400, `Folder not found: ${raw}`, 'PATH_NOT_FOUND');
  }
  for (const root of roots) {
    const realRoot = await realpath(root).catch(() => null);
    if (realRoot && within(absolute, root) && within(real, realRoot)) return real;
  }
  throw new HttpError(400, OUTSIDE_ROOTS, 'PATH_OUTSIDE_ROOTS');
}

export async function isInsideRoots(real: string, roots: string[]): Promise<boolean> {
  for (const root of roots) {
    const realRoot = await realpath(root).catch(() => null);
    if (realRoot && within(real, realRoot)) return true;
  }
  return false;
}
