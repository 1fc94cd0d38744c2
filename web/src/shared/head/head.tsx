import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { splitLanguagePrefix, withLanguage } from '../../app/paths';

/** What a page says about itself: used for <head> on the server and on the client. */
export interface PageHead {
  title: string;
  description: string;
  /** Path without language prefix, with query if it matters (e.g. ?category=puzzle). */
  canonical: string;
  image?: string;
  type?: 'website' | 'game';
  /** JSON-LD object for the page (VideoGame on game pages). */
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
  /** The HTTP status the server answers this page with (a page that is not there: 404; gone: 410). */
  status?: 404 | 410;
}

export interface HeadCollector {
  head?: PageHead;
}

const HeadContext = createContext<HeadCollector | null>(null);

export function HeadProvider({ collector, children }: { collector: HeadCollector | null; children: ReactNode }) {
  return <HeadContext.Provider value={collector}>{children}</HeadContext.Provider>;
}

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * Declares the page's head. On the server the collector keeps the last one rendered (the page,
 * inside the layout); in the browser the document is updated after each navigation.
 */
export function useHead(head: PageHead | null): void {
  const collector = useContext(HeadContext);
  if (collector && head) collector.head = head;
  const key = head ? JSON.stringify([head.title, head.description, head.canonical]) : '';
  useEffect(() => {
    if (!head) return;
    document.title = head.title;
    setMeta('name', 'description', head.description);
    setMeta('property', 'og:title', head.title);
    setMeta('property', 'og:description', head.description);
    // Each language page is its own canonical (see entry-server's headHtml).
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const prefix = splitLanguagePrefix(location.pathname).lang;
    if (canonical) canonical.href = new URL(withLanguage(head.canonical, prefix), canonical.href).href;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/**
 * Puts the language on <html>. An attribute set, even to the value it has, invalidates the
 * style of the whole document ([dir] and :lang rules), so an unchanged one is left alone.
 */
export function setDocumentLanguage(lang: string, dir: 'rtl' | 'ltr'): void {
  const html = document.documentElement;
  if (html.lang !== lang) html.lang = lang;
  if (html.dir !== dir) html.dir = dir;
}
