import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TextEncoder } from 'node:util';
import { createInstance } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render } from '@testing-library/react';
import { AuthProvider } from '../shared/auth/auth-context';

// jsdom lacks the encoder every browser has; the admin client needs it for credentials.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;

const LOCALES = path.join(__dirname, '..', 'locales', 'en');

/** English texts from the real locale files, so a test reads what an admin reads. */
function englishI18n() {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(LOCALES)) resources[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(LOCALES, file), 'utf8')) as Record<string, unknown>;
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: resources }, defaultNS: 'admin', interpolation: { escapeValue: false }, initAsync: false });
  return i18n;
}

/** Renders a screen or component as the signed-in admin app would: English, inside the auth context. */
export function renderAdmin(ui: ReactElement, { signOut = () => undefined }: { signOut?: () => void } = {}) {
  const i18n = englishI18n();
  // A wrapper, not a parent element, so rerender() keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <AuthProvider signOut={signOut}>{children}</AuthProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper });
}
