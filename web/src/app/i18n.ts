import { CATEGORY_NAMES, DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, isLanguage, type Language } from '@portal/contracts/constants';
import { createTranslator, type Resources, type Translator } from '../shared/i18n/translator';

// One JSON file per language and namespace, each its own lazily loaded chunk: `common` holds
// what every page shows, `pages` the texts of the legal, contact and sitemap pages.
// Loaded as text and parsed: as a module, each key became a variable and a property (keys twice,
// 1.4 KB gz more for the home route), and JSON.parse is faster than evaluating a literal.
const bundles = import.meta.glob<string>('../locales/*/*.json', { query: '?raw', import: 'default' });

/**
 * The named namespaces of a language. `categories` is not a file: the category names live with
 * the other shared constants (the services name categories too).
 */
export async function loadNamespaces(lang: string, namespaces: readonly string[]): Promise<Resources> {
  const loaded = await Promise.all(
    namespaces.map(async (ns) => {
      if (ns === 'categories') return [ns, isLanguage(lang) ? CATEGORY_NAMES[lang] : {}] as const;
      const file = bundles[`../locales/${lang}/${ns}.json`];
      if (!file) throw new Error(`no ${ns} texts for ${lang}`);
      return [ns, JSON.parse(await file()) as Record<string, string>] as const;
    }),
  );
  return Object.fromEntries(loaded);
}

/** What every page needs before its first paint. */
export const FIRST_PAINT_NAMESPACES = ['common', 'categories'] as const;

/** Language order: URL prefix, stored choice, the browser's languages, then zh-CN. */
export function detectLanguage(prefix: Language | null, stored: string | null, browser: readonly string[]): Language {
  if (prefix) return prefix;
  if (isLanguage(stored)) return stored;
  for (const b of browser) {
    if (isLanguage(b)) return b;
    const base = b.split('-')[0];
    const match = LANGUAGES.find((l) => l === base || l.split('-')[0] === base);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

export const isRtl = (lang: string) => RTL_LANGUAGES.includes(lang);

export async function createI18n(lang: Language, namespaces: readonly string[] = FIRST_PAINT_NAMESPACES): Promise<Translator> {
  return createTranslator(lang, await loadNamespaces(lang, namespaces));
}
