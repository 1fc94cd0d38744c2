import { createContext, use, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { createTranslator, type Resources, type Translate, type Translator } from './translator';

/** Fetches the named namespaces of a language. */
export type LoadNamespaces = (lang: string, namespaces: readonly string[]) => Promise<Resources>;

export interface I18nHandle {
  /** The language the page is shown in now. */
  readonly language: string;
  /** Loads the language's texts (once) and re-renders every translated component in it. */
  changeLanguage(lang: string): Promise<void>;
}

interface I18nValue {
  t: Translate;
  i18n: I18nHandle;
}

interface I18nState {
  translator: Translator;
  changeLanguage(lang: string): Promise<void>;
  /** Resolves once the namespace is part of the current translator's resources. */
  namespace(ns: string): Promise<void>;
}

const I18nContext = createContext<I18nState | null>(null);

/**
 * Holds the current translator; switching language swaps it, and every component that reads
 * `useTranslation` renders again in the new language. The first paint's texts come with
 * `initial`; a namespace only some pages need is loaded when one of them first renders.
 */
export function I18nProvider({ initial, load, children }: { initial: Translator; load: LoadNamespaces; children: ReactNode }) {
  const [translator, setTranslator] = useState(initial);
  // The latest request wins: a slow download of an older choice must not overwrite a newer one.
  const latest = useRef(initial.language);
  // One download per language and namespace, shared by every component that waits for it.
  const pending = useRef(new Map<string, Promise<void>>());

  const changeLanguage = useCallback(
    async (lang: string) => {
      latest.current = lang;
      // Every namespace shown now, so no component has to wait in the new language.
      const resources = await load(lang, Object.keys(translator.resources));
      if (latest.current === lang) setTranslator((current) => (current.language === lang ? current : createTranslator(lang, resources)));
    },
    [load, translator],
  );

  const namespace = useCallback(
    (ns: string) => {
      const key = `${translator.language}/${ns}`;
      let loading = pending.current.get(key);
      if (!loading) {
        loading = load(translator.language, [ns]).then((loaded) => {
          Object.assign(translator.resources, loaded);
        });
        // A failed download may be retried by the next render.
        loading.catch(() => pending.current.delete(key));
        pending.current.set(key, loading);
      }
      return loading;
    },
    [load, translator],
  );

  const value = useMemo<I18nState>(() => ({ translator, changeLanguage, namespace }), [translator, changeLanguage, namespace]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * `t` for the current language and the handle to change it. Naming a namespace (`'pages'`)
 * suspends the component until that namespace is loaded; its keys read as `'pages:key'`.
 */
export function useTranslation(ns?: string): I18nValue {
  const state = useContext(I18nContext);
  if (!state) throw new Error('useTranslation needs an I18nProvider above it');
  const { translator, changeLanguage } = state;
  if (ns && !translator.resources[ns]) use(state.namespace(ns));
  return useMemo(() => ({ t: translator.t, i18n: { language: translator.language, changeLanguage } }), [translator, changeLanguage]);
}
