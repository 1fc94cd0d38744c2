import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, isLanguage, type Language } from '@portal/contracts/constants';

// One JSON file per language and namespace: locales/<lang>/<namespace>.json, each its own chunk,
// so the app loads only the language in use (and English, the fallback).
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');
const NAMESPACES = [...new Set(Object.keys(bundles).map((p) => p.split('/').pop()!.replace(/\.json$/, '')))];

async function loadLanguage(lang: Language): Promise<Record<string, Record<string, unknown>>> {
  const entries = await Promise.all(NAMESPACES.map(async (ns) => [ns, (await bundles[`../locales/${lang}/${ns}.json`]?.())?.default ?? {}] as const));
  return Object.fromEntries(entries);
}

export function pickAdminLanguage(): Language {
  const stored = localStorage.getItem('portal.language');
  if (isLanguage(stored)) return stored;
  return navigator.languages.map((l) => LANGUAGES.find((s) => s === l || s.split('-')[0] === l.split('-')[0])).find(Boolean) ?? DEFAULT_LANGUAGE;
}

export async function initAdminI18n(lang: Language) {
  document.documentElement.lang = lang;
  document.documentElement.dir = RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
  const langs = [...new Set<Language>([lang, 'en'])];
  const loaded = await Promise.all(langs.map(loadLanguage));
  const resources = Object.fromEntries(langs.map((l, i) => [l, loaded[i]!]));
  await i18next.use(initReactI18next).init({ lng: lang, fallbackLng: 'en', ns: NAMESPACES, defaultNS: 'admin', resources, interpolation: { escapeValue: false } });
  return i18next;
}
