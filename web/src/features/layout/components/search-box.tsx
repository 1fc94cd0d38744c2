import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../shared/i18n/i18n-provider';
import { paths, splitLanguagePrefix } from '../../../app/paths';
import { useLanguage } from '../../../shared/hooks/use-language';
import { icon } from '../../../shared/components/icons';
import { useEscapeKey } from '../../../shared/hooks/use-escape-key';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search input: typing searches after 300 ms, Enter at once, Escape clears.
 * A search always lands on home with the category reset to all.
 */
export function useSearchInput(onSubmitted?: () => void) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { link } = useLanguage();
  const urlTerm = splitLanguagePrefix(pathname).path === '/' ? (params.get('q') ?? '') : '';
  const [value, setValue] = useState(urlTerm);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Follow the URL (back/forward, a category click clearing the search).
  useEffect(() => setValue(urlTerm), [urlTerm]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (term: string) => {
    clearTimeout(timer.current);
    const t = term.trim();
    if (t === urlTerm.trim()) return;
    const onHome = splitLanguagePrefix(pathname).path === '/';
    navigate(link(paths.browse({ search: t })), { replace: onHome && !!urlTerm && !!t });
  };

  return {
    value,
    onChange: (v: string) => {
      setValue(v);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => go(v), SEARCH_DEBOUNCE_MS);
    },
    submit: () => {
      go(value);
      onSubmitted?.();
    },
    clear: () => {
      setValue('');
      clearTimeout(timer.current);
      if (urlTerm) go('');
    },
    run: (term: string) => {
      setValue(term);
      go(term);
      onSubmitted?.();
    },
  };
}

export function SearchBox({ className = '', autoFocus = false, onSubmitted }: { className?: string; autoFocus?: boolean; onSubmitted?: () => void }) {
  const { t } = useTranslation();
  const s = useSearchInput(onSubmitted);
  return (
    <form
      role="search"
      className={`search-box ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        s.submit();
      }}
    >
      {icon('search', 18)}
      <input
        type="search"
        value={s.value}
        placeholder={t('searchPlaceholder')}
        aria-label={t('search')}
        autoFocus={autoFocus}
        enterKeyHint="search"
        onChange={(e) => s.onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            s.clear();
          }
        }}
        data-testid="search-input"
      />
    </form>
  );
}

const POPULAR = ['puzzle', 'action', 'shooting', 'casual'] as const;

/** Full-screen search on phones, with the popular searches of the spec. */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const s = useSearchInput(onClose);
  useEscapeKey(true, onClose);
  useEffect(() => {
    document.body.classList.add('no-scroll');
    return () => document.body.classList.remove('no-scroll');
  }, []);
  return (
    <div className="search-overlay" role="dialog" aria-modal="true" aria-label={t('search')} data-testid="search-overlay">
      <div className="search-overlay__bar">
        <form
          role="search"
          className="search-box search-box--large"
          onSubmit={(e) => {
            e.preventDefault();
            s.submit();
          }}
        >
          {icon('search', 20)}
          <input
            type="search"
            value={s.value}
            placeholder={t('searchPlaceholder')}
            aria-label={t('search')}
            autoFocus
            enterKeyHint="search"
            onChange={(e) => s.onChange(e.target.value)}
            data-testid="search-overlay-input"
          />
        </form>
        <button type="button" className="icon-btn" aria-label={t('close')} onClick={onClose}>
          {icon('close')}
        </button>
      </div>
      <p className="search-overlay__label">{t('popularSearches')}</p>
      <div className="chips">
        {POPULAR.map((c) => {
          const term = t(`categories:${c}`);
          return (
            <button key={c} type="button" className="chip" onClick={() => s.run(term)}>
              {term}
            </button>
          );
        })}
      </div>
    </div>
  );
}
