import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '@portal/contracts';

/** A text in every language (`de` marked, so a test can tell the language served). */
export const inEveryLanguage = (text: string, mark: (lang: string) => string = () => text) => Object.fromEntries(LANGUAGES.map((l) => [l, mark(l)])) as Record<string, string>;

/** A built-in game's manifest as games/N/manifest.json holds it; `extra` overrides any field. */
export function builtinManifest(id: number, slug: string, o: { category?: string; name?: Record<string, string>; extra?: Record<string, unknown> } = {}) {
  const category = o.category ?? 'puzzle';
  return {
    id,
    slug,
    category,
    tags: [category],
    name: o.name ?? inEveryLanguage(slug),
    description: inEveryLanguage(`${slug} game`),
    controls: [{ key: 'Space', action: { en: 'Jump' } }],
    gameplayTips: { en: ['Be quick'] },
    difficulty: 'easy',
    duration: '5-10',
    size: { width: 800, height: 600 },
    ...o.extra,
  };
}

/** A games folder like games/ in the repo: a numbered folder per manifest. */
export function writeGamesDir(manifests: Array<{ id: number }>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-games-'));
  for (const m of manifests) {
    mkdirSync(path.join(dir, String(m.id), 'thumbs'), { recursive: true });
    writeFileSync(path.join(dir, String(m.id), 'manifest.json'), JSON.stringify(m));
  }
  return dir;
}
