import { LANGUAGES, builtinPlayPath } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { GameRepository } from '../games/game.repository';
import type { GameDoc } from '../games/game.model';
import { readBuiltinManifests } from './builtin-manifest';

/**
 * Brings the built-in games into the catalogue. Idempotent: manifest fields are refreshed on
 * every boot, while what visitors and the admin changed (counters, featured, status, the
 * first publication date) is only set when the game is first inserted.
 */
export async function seedBuiltinGames(repo: GameRepository, dir: string, log: FastifyBaseLogger): Promise<number> {
  const { games, problems } = await readBuiltinManifests(dir);
  for (const p of problems) log.warn({ folder: p.folder }, `built-in game skipped or incomplete: ${p.message}`);
  await repo.whenReady();
  const now = new Date();
  let written = 0;
  for (const { manifest: m, thumbnails } of games) {
    const id = String(m.id);
    const fromManifest: Partial<GameDoc> = {
      slug: m.slug,
      kind: 'builtin',
      name: m.name,
      description: m.description,
      category: m.category,
      tags: m.tags,
      playUrl: builtinPlayPath(id),
      thumbnail: thumbnails.small ? { ...thumbnails, width: 320, height: 240 } : null,
      source: 'builtin',
      size: m.size,
      languages: LANGUAGES.filter((l) => m.name[l]),
      meta: { difficulty: m.difficulty, duration: m.duration, controls: m.controls, gameplayTips: m.gameplayTips },
      order: m.id,
    };
    const existing = repo.findById(id);
    if (existing) {
      // Only a manifest that changed costs a write (a boot rewrites nothing otherwise).
      const changed = (Object.keys(fromManifest) as (keyof GameDoc)[]).some((k) => JSON.stringify(existing[k]) !== JSON.stringify(fromManifest[k]));
      if (changed && (await repo.updateById(id, fromManifest))) written++;
      continue;
    }
    // insertMany answers duplicates instead of throwing: a second replica booting at the same
    // moment may have stored the game between our look-up and this insert, which is fine.
    const { inserted } = await repo.insertMany([{ ...fromManifest, id, status: 'published', featured: m.featured ?? false, rating: null, ratingCount: 0, plays: 0, likes: 0, publishedAt: now }]);
    written += inserted.size;
  }
  log.info({ count: games.length, written }, 'built-in games seeded');
  return games.length;
}
