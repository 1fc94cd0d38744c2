import { readdir, readFile, access } from 'node:fs/promises';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { BUILTIN_ID_MAX, GAME_CATEGORIES, LANGUAGES, LocalizedText, StringEnum } from '@portal/contracts';

/** The manifest each built-in game folder holds (documented in games/README.md). */
export const BuiltinManifest = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: BUILTIN_ID_MAX }),
  slug: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 }),
  category: StringEnum(GAME_CATEGORIES),
  tags: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 }),
  name: LocalizedText,
  description: LocalizedText,
  controls: Type.Array(Type.Object({ key: Type.String(), action: LocalizedText })),
  gameplayTips: Type.Record(Type.String(), Type.Array(Type.String())),
  difficulty: Type.Union([Type.Literal('easy'), Type.Literal('medium'), Type.Literal('hard')]),
  duration: Type.String(),
  size: Type.Object({ width: Type.Integer({ minimum: 1 }), height: Type.Integer({ minimum: 1 }) }),
  featured: Type.Optional(Type.Boolean()),
});
export type BuiltinManifest = Static<typeof BuiltinManifest>;

export interface LoadedManifest {
  manifest: BuiltinManifest;
  thumbnails: { small?: string; large?: string };
}

export interface ManifestProblem {
  folder: string;
  message: string;
}

const THUMBS = { small: '320x240.webp', large: '640x480.webp' } as const;

async function exists(p: string): Promise<boolean> {
  return access(p).then(
    () => true,
    () => false,
  );
}

/** Reads every `<dir>/<id>/manifest.json`; a bad manifest is reported, not fatal. */
export async function readBuiltinManifests(dir: string): Promise<{ games: LoadedManifest[]; problems: ManifestProblem[] }> {
  const entries = await readdir(dir, { withFileTypes: true });
  const games: LoadedManifest[] = [];
  const problems: ManifestProblem[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !/^\d+$/.test(entry.name)) continue;
    const folder = path.join(dir, entry.name);
    const file = path.join(folder, 'manifest.json');
    if (!(await exists(file))) continue;
    try {
      const json: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (!Value.Check(BuiltinManifest, json)) {
        const first = [...Value.Errors(BuiltinManifest, json)][0];
        problems.push({ folder: entry.name, message: `manifest.json ${first?.path ?? ''}: ${first?.message ?? 'invalid'}` });
        continue;
      }
      if (String(json.id) !== entry.name) {
        problems.push({ folder: entry.name, message: `manifest id ${json.id} does not match its folder` });
        continue;
      }
      const missing = LANGUAGES.filter((l) => !json.name[l]);
      if (missing.length) problems.push({ folder: entry.name, message: `name missing for ${missing.join(', ')} (English is shown)` });
      const thumbnails: LoadedManifest['thumbnails'] = {};
      for (const [size, fileName] of Object.entries(THUMBS) as [keyof typeof THUMBS, string][]) {
        if (await exists(path.join(folder, 'thumbs', fileName))) thumbnails[size] = `/yxmb/${entry.name}/thumbs/${fileName}`;
      }
      games.push({ manifest: json, thumbnails });
    } catch (e) {
      problems.push({ folder: entry.name, message: e instanceof Error ? e.message : String(e) });
    }
  }
  games.sort((a, b) => a.manifest.id - b.manifest.id);
  return { games, problems };
}
