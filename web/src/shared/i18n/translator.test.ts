import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { CATEGORY_NAMES, LANGUAGES } from '@portal/contracts';
import { createTranslator, type Resources, type TranslateVars } from './translator';

const LOCALES = path.join(__dirname, '..', '..', 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 4, 5, 6, 10, 11, 12, 21, 22, 99, 100, 101, 102, 111, 1000];

function resourcesOf(lang: (typeof LANGUAGES)[number]): Resources {
  const dir = path.join(LOCALES, lang);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  return {
    ...Object.fromEntries(files.map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, string>])),
    categories: CATEGORY_NAMES[lang],
  };
}

/** i18next's `t`, set up as the storefront used it before it had its own lookup. */
async function reference(lang: string, resources: Resources) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: lang,
    fallbackLng: 'en',
    ns: Object.keys(resources),
    defaultNS: 'common',
    resources: { [lang]: resources },
    keySeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return (key: string, vars?: TranslateVars): string => instance.t(key, { ...vars });
}

/** Every call worth comparing for one key: its placeholders filled, and each count when it has forms. */
function callsFor(key: string, text: string, forms: boolean): (TranslateVars | undefined)[] {
  const names = [...text.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((m) => m[1]!).filter((n) => n !== 'count');
  const vars = Object.fromEntries(names.map((n) => [n, `<${n} & "${key}">`]));
  const counted = forms || /\{\{\s*count\s*\}\}/.test(text);
  return counted ? COUNTS.map((count) => ({ ...vars, count })) : [names.length ? vars : undefined];
}

describe('storefront translator reads the locale files exactly as i18next does', () => {
  it.each(LANGUAGES)('%s: every key of every namespace, every plural form, every placeholder', async (lang) => {
    const resources = resourcesOf(lang);
    const ours = createTranslator(lang, resources);
    const theirs = await reference(lang, resources);
    let compared = 0;
    for (const [ns, table] of Object.entries(resources)) {
      const bases = new Map<string, { text: string; forms: boolean }>();
      for (const [k, text] of Object.entries(table)) {
        const base = k.replace(PLURAL, '');
        bases.set(base, { text: bases.get(base)?.text ?? text, forms: bases.get(base)?.forms || base !== k });
      }
      for (const [base, { text, forms }] of bases) {
        const key = ns === 'common' ? base : `${ns}:${base}`;
        for (const vars of callsFor(base, text, forms)) {
          expect({ key, vars, text: ours.t(key, vars) }).toEqual({ key, vars, text: theirs(key, vars) });
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(150);
  });

  it('answers an unknown key, namespace or category with the key, as i18next does', async () => {
    const resources = resourcesOf('en');
    const ours = createTranslator('en', resources);
    const theirs = await reference('en', resources);
    for (const key of ['noSuchKey', 'categories:noSuchCategory', 'nowhere:key', 'gameCount_few']) {
      expect(ours.t(key)).toBe(theirs(key));
    }
  });

  it('matches i18next on the edges of the format: a zero form in English, spaced or unfilled placeholders', async () => {
    const resources = { common: { k_zero: 'none', k_one: 'one', k_other: '{{count}} games', spaced: '{{ a }}-{{a}}', open: 'hi {{x}}' } };
    const ours = createTranslator('en', resources);
    const theirs = await reference('en', resources);
    const calls: [string, TranslateVars?][] = [['k', { count: 0 }], ['k', { count: 1 }], ['k', { count: 7 }], ['spaced', { a: 1 }], ['open'], ['open', { y: 1 }]];
    for (const [key, vars] of calls) expect({ key, vars, text: ours.t(key, vars) }).toEqual({ key, vars, text: theirs(key, vars) });
  });

  it('leaves a placeholder the caller did not fill as written, and fills names with regex characters literally', () => {
    const t = createTranslator('en', { common: { hello: 'Hi {{name}}, {{ other }}!', price: '{{value}} coins' } }).t;
    expect(t('hello', { name: '$& $1' })).toBe('Hi $& $1, {{ other }}!');
    expect(t('price', { value: 3 })).toBe('3 coins');
    expect(t('hello')).toBe('Hi {{name}}, {{ other }}!');
  });

  it('reads a namespace added after it was made', () => {
    const translator = createTranslator('en', { common: {} });
    expect(translator.t('pages:title')).toBe('title');
    Object.assign(translator.resources, { pages: { title: 'Privacy' } });
    expect(translator.t('pages:title')).toBe('Privacy');
  });
});
