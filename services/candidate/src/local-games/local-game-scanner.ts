import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface FoundGame {
  folder: string;
  name: string;
  description: string;
  category: string;
  tags: string[];
  thumbnail?: string;
}

const MANIFESTS = ['manifest.json', 'game.json', 'package.json'];
const THUMBS = /^(thumb(nail)?|cover|icon|preview)\.(png|jpe?g|webp|gif)$/i;
const SKIP = new Set(['node_modules', '.git', '__MACOSX']);
const MAX_DEPTH = 8;
const MAX_DIRS = 5000;

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Finds game folders (a folder with an index.html) under a confined root. Symbolic links are
 * never followed, depth and folder count are bounded, and a game folder's sub-folders are its
 * assets, not further games.
 */
export async function scanForGames(root: string, recursive: boolean): Promise<{ games: FoundGame[]; errors: string[]; found: number }> {
  const games: FoundGame[] = [];
  const errors: string[] = [];
  let found = 0;
  let visited = 0;
  const walk = async (dir: string, depth: number): Promise<void> => {
    if (++visited > MAX_DIRS) {
      if (visited === MAX_DIRS + 1) errors.push(`Stopped after ${MAX_DIRS} folders`);
      return;
    }
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (e) {
      errors.push(`${path.basename(dir)}: ${(e as NodeJS.ErrnoException).code ?? 'unreadable'}`);
      return;
    }
    const files = new Set(entries.filter((e) => e.isFile()).map((e) => e.name));
    if (files.has('index.html')) {
      found++;
      try {
        games.push(await describe(dir, files));
      } catch (e) {
        errors.push(`${path.basename(dir)}: ${e instanceof Error ? e.message : String(e)}`);
      }
      return;
    }
    if (!recursive && depth > 0) return;
    if (depth >= MAX_DEPTH) return;
    for (const e of entries) {
      if (e.isDirectory() && !e.isSymbolicLink() && !SKIP.has(e.name) && !e.name.startsWith('.')) await walk(path.join(dir, e.name), depth + 1);
    }
  };
  await walk(root, 0);
  return { games, errors, found };
}

async function describe(dir: string, files: Set<string>): Promise<FoundGame> {
  let manifest: Record<string, unknown> = {};
  for (const m of MANIFESTS) {
    if (!files.has(m)) continue;
    const p = path.join(dir, m);
    if ((await lstat(p)).size > 256 * 1024) continue;
    try {
      manifest = JSON.parse(await readFile(p, 'utf8')) as Record<string, unknown>;
    } catch {
      throw new Error(`${m} is not valid JSON`);
    }
    break;
  }
  const folderName = path.basename(dir);
  const nameFromFolder = folderName.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  const tags = Array.isArray(manifest.tags) ? manifest.tags.map(str).filter(Boolean) : str(manifest.tags).split(',').map((t) => t.trim()).filter(Boolean);
  const explicitThumb = str(manifest.thumbnail) || str(manifest.thumb);
  const thumb = explicitThumb && files.has(explicitThumb) ? explicitThumb : [...files].find((f) => THUMBS.test(f));
  return {
    folder: dir,
    name: (str(manifest.name) || str(manifest.title) || nameFromFolder).slice(0, 200),
    description: str(manifest.description).slice(0, 5000),
    category: str(manifest.category).toLowerCase() || 'casual',
    tags: tags.slice(0, 30),
    thumbnail: thumb,
  };
}
