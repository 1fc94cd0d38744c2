import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CATEGORY_NAMES, DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, isLanguage, type Language } from '@portal/contracts/constants';

// One JSON file per language and namespace; each language is its own lazily loaded chunk.
const bundles = import.meta.glob<{ default: Record<string, string> }>('../locales/*/*.json');

export const STORAGE_KEY = 'portal.language';

async function loadResources(lang: Language): Promise<Record<string, Record<string, string>>> {
  const entries = Object.entries(bundles).filter(([p]) => p.includes(`/locales/${lang}/`));
  const namespaces = await Promise.all(
    entries.map(async ([p, load]) => {
      const ns = p.split('/').pop()!.replace(/\.json$/, '');
      return [ns, (await load()).default] as const;
    }),
  );
  return { ...Object.fromEntries(namespaces), categories: CATEGORY_NAMES[lang] };
}

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

export async function createI18n(lang: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    ns: ['common', 'categories'],
    defaultNS: 'common',
    // Every language is complete (checked by a unit test), so no fallback bundle is downloaded.
    resources: { [lang]: await loadResources(lang) },
    // Keys are flat ("homeTitle"): no dotted paths to walk on every t() call.
    keySeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export async function switchLanguage(instance: I18n, lang: Language): Promise<void> {
  if (!instance.hasResourceBundle(lang, 'common')) {
    for (const [ns, res] of Object.entries(await loadResources(lang))) instance.addResourceBundle(lang, ns, res);
  }
  await instance.changeLanguage(lang);
}
