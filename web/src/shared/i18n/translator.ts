/**
 * The storefront's translation lookup: the subset of i18next's JSON v4 format our locale files
 * use, in a few hundred bytes instead of i18next's 17 KB gz (the home route's JavaScript budget
 * could not hold it; see docs/decisions/008). A unit test checks every key of every language
 * against i18next itself, so the files stay plain i18next resources.
 *
 * - keys are flat ("homeTitle"); "ns:key" reads another namespace (categories);
 * - `{{name}}` takes `vars.name` as text (React escapes it; no HTML is built from it);
 * - `count` picks `key_<plural form>` by the language's Intl.PluralRules, `key_zero` for 0 when
 *   the file has it, then falls back to the bare key;
 * - a missing key reads as the key itself (without its namespace), as i18next does.
 */
export type Resources = Record<string, Record<string, string>>;
export type TranslateVars = Record<string, string | number>;
export type Translate = (key: string, vars?: TranslateVars) => string;

export interface Translator {
  readonly language: string;
  readonly t: Translate;
  /** The namespaces loaded so far; one loaded later is added here and `t` reads it at once. */
  readonly resources: Resources;
}

const DEFAULT_NS = 'common';
// One pass over the text, no backtracking: a placeholder is `{{`, a name without braces, `}}`.
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

export function createTranslator(language: string, resources: Resources): Translator {
  const plurals = new Intl.PluralRules(language);

  const lookup = (ns: string, key: string, count: number | undefined): string | undefined => {
    const table = resources[ns];
    if (!table) return undefined;
    if (count !== undefined) {
      if (count === 0 && table[`${key}_zero`] !== undefined) return table[`${key}_zero`];
      const form = table[`${key}_${plurals.select(count)}`];
      if (form !== undefined) return form;
    }
    return table[key];
  };

  const t: Translate = (fullKey, vars) => {
    const colon = fullKey.indexOf(':');
    const ns = colon > 0 ? fullKey.slice(0, colon) : DEFAULT_NS;
    const key = colon > 0 ? fullKey.slice(colon + 1) : fullKey;
    const count = typeof vars?.count === 'number' ? vars.count : undefined;
    const text = lookup(ns, key, count);
    if (text === undefined) return key;
    if (!vars || !text.includes('{{')) return text;
    // A name the caller did not pass stays as written, so a missing value shows, not vanishes.
    return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : whole));
  };

  return { language, t, resources };
}
