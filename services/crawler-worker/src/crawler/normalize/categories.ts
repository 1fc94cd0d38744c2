import { FALLBACK_CATEGORY, isGameCategory, type GameCategory } from '@portal/contracts';

/**
 * Provider category names (lower-cased, spaces/underscores as hyphens) to ours. Providers are
 * not consistent ("Puzzle"/"Puzzles", slugs like "match-3"), hence a table and a fallback.
 */
const TABLE: Record<string, GameCategory> = {
  puzzle: 'puzzle', puzzles: 'puzzle', logic: 'puzzle', 'brain': 'puzzle', quiz: 'puzzle', trivia: 'puzzle', 'hidden-object': 'puzzle', 'hidden-objects': 'puzzle', educational: 'puzzle', word: 'puzzle', mahjong: 'puzzle', jigsaw: 'puzzle', 'jigsaw-puzzle': 'puzzle', solitaire: 'board',
  'match-3': 'match3', match3: 'match3', 'match-three': 'match3', bubble: 'match3', 'bubble-shooter': 'match3', jewel: 'match3',
  action: 'action', adventure: 'action', fighting: 'action', platformer: 'action', platform: 'action', arcade: 'action', stickman: 'action', io: 'action', '.io': 'action', multiplayer: 'action', 'two-player': 'action', '2-player': 'action', horror: 'action', ninja: 'action', clicker: 'casual',
  shooting: 'shooting', shooter: 'shooting', shoot: 'shooting', 'shoot-em-up': 'shooting', sniper: 'shooting', gun: 'shooting', fps: 'shooting', war: 'shooting',
  racing: 'racing', race: 'racing', driving: 'racing', car: 'racing', cars: 'racing', 'car-games': 'racing', bike: 'racing', motorcycle: 'racing', drift: 'racing',
  board: 'board', 'board-game': 'board', cards: 'board', card: 'board', chess: 'board', checkers: 'board', strategy: 'board', 'tower-defense': 'board',
  casual: 'casual', girls: 'casual', 'dress-up': 'casual', kids: 'casual', cooking: 'casual', simulation: 'casual', sports: 'casual', sport: 'casual', soccer: 'casual', football: 'casual', basketball: 'casual', hypercasual: 'casual', 'hyper-casual': 'casual', music: 'casual', coloring: 'casual', makeover: 'casual', baby: 'casual', fun: 'casual', 'idle': 'casual', runner: 'action', running: 'action', 'escape': 'puzzle', agility: 'action', boardgames: 'board', 'board-games': 'board', 'racing-&-driving': 'racing', 'racing-and-driving': 'racing', 'bejeweled': 'match3',
};

export const categoryKey = (name: string) => name.trim().toLowerCase().replace(/[\s_]+/g, '-');

/** The first provider category that maps (source overrides first, then the table); null when none does. */
export function matchCategory(names: string[], overrides: Record<string, string> = {}): GameCategory | null {
  const lowerOverrides = Object.fromEntries(Object.entries(overrides).map(([k, v]) => [categoryKey(k), v]));
  for (const raw of names) {
    const key = categoryKey(raw);
    if (!key) continue;
    const o = lowerOverrides[key];
    if (isGameCategory(o)) return o;
    const t = TABLE[key] ?? TABLE[key.replace(/-games?$/, '')];
    if (t) return t;
  }
  return null;
}

/** The first provider category that maps; casual otherwise. */
export function mapCategory(names: string[], overrides: Record<string, string> = {}): GameCategory {
  return matchCategory(names, overrides) ?? FALLBACK_CATEGORY;
}
