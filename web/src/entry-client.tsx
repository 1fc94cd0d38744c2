import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { isLanguage } from '@portal/contracts/constants';
import { App, preloadPageChunk } from './app/app';
import { FIRST_PAINT_NAMESPACES, createI18n, detectLanguage, isRtl } from './app/i18n';
import { STATIC_PAGES, paths, splitLanguagePrefix } from './app/paths';
import type { ApiCache } from './shared/api/api-cache';
import { setDocumentLanguage } from './shared/head/head';
import { STORAGE_KEYS, readRaw, writeRaw } from './shared/storage/local-store';
import './styles/global.css';

/** The API answers the prerendered page was made from (a JSON script: CSP allows no inline code). */
function prerenderedData(): Record<string, unknown> {
  try {
    return JSON.parse(document.getElementById('portal-data')?.textContent || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The stored language, if supported; an unsupported one is removed. */
function storedLanguage(): string | null {
  const stored = readRaw(STORAGE_KEYS.language);
  if (stored !== null && !isLanguage(stored)) {
    writeRaw(STORAGE_KEYS.language, null);
    return null;
  }
  return stored;
}

/** Marks <html data-hydrated> once React owns the page, for tests and for styles that need JS. */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

async function start(): Promise<void> {
  const html = document.documentElement;
  const renderedLang = html.lang;
  const { lang: prefix, path } = splitLanguagePrefix(location.pathname);
  const lang = detectLanguage(prefix, storedLanguage(), navigator.languages);
  setDocumentLanguage(lang, isRtl(lang) ? 'rtl' : 'ltr');
  // A legal, contact or sitemap page fetches its texts with the rest, not after its chunk.
  const staticPage = STATIC_PAGES.some((p) => paths[p] === path);
  preloadPageChunk(path);
  const i18n = await createI18n(lang, staticPage ? [...FIRST_PAINT_NAMESPACES, 'pages'] : FIRST_PAINT_NAMESPACES);
  const root = document.getElementById('root')!;
  // The prerendered page is in one language; a visitor whose language differs renders afresh.
  const hydrate = !!root.firstElementChild && renderedLang === lang;
  const cache: ApiCache = new Map(hydrate ? Object.entries(prerenderedData()) : []);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App i18n={i18n} cache={cache} />
        <MarkInteractive />
      </BrowserRouter>
    </StrictMode>
  );
  // As a transition, hydration is time-sliced: React yields to the browser every few ms
  // instead of one long task that blocks input (Lighthouse TBT) on slow phones.
  if (hydrate) startTransition(() => void hydrateRoot(root, app));
  else {
    root.textContent = '';
    createRoot(root).render(app);
  }
}

void start();
