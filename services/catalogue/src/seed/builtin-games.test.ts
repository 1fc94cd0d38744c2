import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@portal/contracts';
import { readBuiltinManifests } from './builtin-manifest';

/** The built-in games shipped in games/: what the seed reads must be complete and small. */
const GAMES_DIR = path.resolve(__dirname, '../../../../games');
const MAX_BYTES = 300 * 1024;

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
    const p = path.join(dir, e.name);
    // Tests are not served (the gateway refuses them), so they do not count.
    if (e.name.endsWith('.test.ts')) return sum;
    return sum + (e.isDirectory() ? folderBytes(p) : statSync(p).size);
  }, 0);
}

describe('built-in games in the repo', () => {
  let loaded: Awaited<ReturnType<typeof readBuiltinManifests>>;
  beforeAll(async () => {
    loaded = await readBuiltinManifests(GAMES_DIR);
  });

  it('have valid manifests with names in all 8 languages', () => {
    expect(loaded.problems).toEqual([]);
    expect(loaded.games.length).toBeGreaterThanOrEqual(20);
  });

  it('have unique ids and slugs, numbered from 1 without gaps', () => {
    const ids = loaded.games.map((g) => g.manifest.id);
    expect(ids).toEqual(ids.map((_, i) => i + 1));
    expect(new Set(loaded.games.map((g) => g.manifest.slug)).size).toBe(ids.length);
  });

  it('are fully translated: description, control actions and tips in every language', () => {
    for (const { manifest: m } of loaded.games) {
      for (const lang of LANGUAGES) {
        expect({ id: m.id, lang, description: !!m.description[lang] }).toEqual({ id: m.id, lang, description: true });
        expect({ id: m.id, lang, tips: (m.gameplayTips[lang] ?? []).length > 0 }).toEqual({ id: m.id, lang, tips: true });
        for (const c of m.controls) expect({ id: m.id, lang, key: c.key, action: !!c.action[lang] }).toEqual({ id: m.id, lang, key: c.key, action: true });
      }
    }
  });

  it('each ship WebP thumbnails in both card sizes', () => {
    for (const g of loaded.games) expect({ id: g.manifest.id, thumbs: g.thumbnails }).toEqual({ id: g.manifest.id, thumbs: { small: expect.stringMatching(/320x240\.webp$/), large: expect.stringMatching(/640x480\.webp$/) } });
  });

  it('each stay within 300 KB', () => {
    for (const g of loaded.games) {
      const bytes = folderBytes(path.join(GAMES_DIR, String(g.manifest.id)));
      expect({ id: g.manifest.id, withinLimit: bytes <= MAX_BYTES, bytes }).toEqual({ id: g.manifest.id, withinLimit: true, bytes });
    }
  });

  it('spread over the spec categories', () => {
    const categories = new Set(loaded.games.map((g) => g.manifest.category));
    for (const c of ['board', 'action', 'casual', 'puzzle', 'match3', 'shooting']) expect(categories).toContain(c);
  });
});
