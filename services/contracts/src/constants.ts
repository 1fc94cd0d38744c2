// Plain constants shared by services and both front ends. No runtime dependencies here, so the
// storefront bundle can import it without pulling in schema code.

export const LANGUAGES = ['zh-CN', 'en', 'ja', 'es', 'de', 'fr', 'pt-BR', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
/** Languages written right to left (the spec lists he, fa and ur too, for future locales). */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'he', 'fa', 'ur'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Native names, shown in the language dropdown. */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  'zh-CN': '简体中文',
  en: 'English',
  ja: '日本語',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

/** Categories a game can belong to (what the catalogue stores). */
export const GAME_CATEGORIES = ['puzzle', 'action', 'shooting', 'match3', 'casual', 'board', 'racing'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const FALLBACK_CATEGORY: GameCategory = 'casual';

/** Views the storefront sidebar offers: the stored categories plus derived ones. */
export const BROWSE_CATEGORIES = ['all', 'thisWeekNew', 'featured', ...GAME_CATEGORIES, 'favorites'] as const;
export type BrowseCategory = (typeof BROWSE_CATEGORIES)[number];

export function isGameCategory(value: unknown): value is GameCategory {
  return typeof value === 'string' && (GAME_CATEGORIES as readonly string[]).includes(value);
}

export const PAGE_SIZES = { games: 12, candidates: 20, operationLogs: 50 } as const;
export const THIS_WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Built-in games keep the numeric ids 1-80 and are served at /yxmb/{id}/index.html. */
export const BUILTIN_ID_MAX = 80;
export function builtinPlayPath(id: number | string): string {
  return `/yxmb/${id}/index.html`;
}

/** Messages between the portal page and a built-in game frame (see games/README.md). */
export const GAME_MESSAGE = {
  sound: 'portal:sound',
  loaded: 'game:loaded',
  started: 'game:started',
  stopped: 'game:stopped',
  score: 'game:score',
} as const;

/** Category names per language: the storefront shows them and catalogue search matches them. */
export const CATEGORY_NAMES: Record<Language, Record<BrowseCategory, string>> = {
  'zh-CN': { all: '全部游戏', thisWeekNew: '本周新游', featured: '精选游戏', puzzle: '益智', action: '动作', shooting: '射击', match3: '三消', casual: '休闲', board: '棋盘', racing: '竞速', favorites: '我的收藏' },
  en: { all: 'All Games', thisWeekNew: 'New This Week', featured: 'Featured Games', puzzle: 'Puzzle', action: 'Action', shooting: 'Shooting', match3: 'Match-3', casual: 'Casual', board: 'Board', racing: 'Racing', favorites: 'Favorites' },
  ja: { all: 'すべてのゲーム', thisWeekNew: '今週の新作', featured: 'おすすめ', puzzle: 'パズル', action: 'アクション', shooting: 'シューティング', match3: 'マッチ3', casual: 'カジュアル', board: 'ボード', racing: 'レース', favorites: 'お気に入り' },
  es: { all: 'Todos los juegos', thisWeekNew: 'Nuevos esta semana', featured: 'Destacados', puzzle: 'Puzle', action: 'Acción', shooting: 'Disparos', match3: 'Combina 3', casual: 'Casual', board: 'Tablero', racing: 'Carreras', favorites: 'Favoritos' },
  de: { all: 'Alle Spiele', thisWeekNew: 'Neu diese Woche', featured: 'Empfohlen', puzzle: 'Rätsel', action: 'Action', shooting: 'Schießen', match3: 'Match-3', casual: 'Gelegenheit', board: 'Brettspiele', racing: 'Rennen', favorites: 'Favoriten' },
  fr: { all: 'Tous les jeux', thisWeekNew: 'Nouveautés de la semaine', featured: 'À la une', puzzle: 'Réflexion', action: 'Action', shooting: 'Tir', match3: 'Match-3', casual: 'Détente', board: 'Plateau', racing: 'Course', favorites: 'Favoris' },
  'pt-BR': { all: 'Todos os jogos', thisWeekNew: 'Novos da semana', featured: 'Destaques', puzzle: 'Quebra-cabeça', action: 'Ação', shooting: 'Tiro', match3: 'Combine 3', casual: 'Casual', board: 'Tabuleiro', racing: 'Corrida', favorites: 'Favoritos' },
  ar: { all: 'كل الألعاب', thisWeekNew: 'جديد هذا الأسبوع', featured: 'ألعاب مميزة', puzzle: 'ألغاز', action: 'أكشن', shooting: 'إطلاق نار', match3: 'طابق 3', casual: 'ألعاب خفيفة', board: 'ألعاب لوحية', racing: 'سباق', favorites: 'المفضلة' },
};

/** Picks the text for a language, falling back to English, then to any language present. */
export function pickLocalized(text: Partial<Record<string, string>> | undefined, lang: string): string {
  if (!text) return '';
  return text[lang] ?? text.en ?? Object.values(text).find((v): v is string => typeof v === 'string') ?? '';
}
