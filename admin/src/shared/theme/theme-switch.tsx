import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTheme, type Theme } from './theme';

/** One button that flips light/dark; it says which theme it switches to, and its pressed state says which is on. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(() => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'));
  const flip = () => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    applyTheme(next, true);
    setTheme(next);
  };
  return (
    <button className="btn btn--ghost theme-switch" type="button" aria-pressed={theme === 'dark'} onClick={flip}>
      {t('darkTheme')}
    </button>
  );
}
