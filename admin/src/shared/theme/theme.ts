export type Theme = 'light' | 'dark';

// A display preference, not a secret: localStorage is fine here (credentials never go there).
const KEY = 'portal.admin.theme';

/** The admin's saved choice, else the operating system's preference. */
export function initialTheme(): Theme {
  const saved = localStorage.getItem(KEY);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyTheme(theme: Theme, remember = false): void {
  document.documentElement.dataset.theme = theme;
  if (remember) localStorage.setItem(KEY, theme);
}
