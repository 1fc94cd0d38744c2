import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SelectFilter {
  label: string;
  value: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The "every value" choice; omitted for filters that always hold a value (a sort order). */
  anyLabel?: string;
  onChange: (value: string | undefined) => void;
}

export interface SearchFilter {
  label: string;
  placeholder: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** Typing pauses this long before the list reloads, so a word costs one request, not one per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The filter row above every admin list: a debounced search box (Enter applies at once,
 * Escape clears) and labelled selects. Extra controls go in as children.
 */
export function FilterBar({ search, selects, children }: { search?: SearchFilter; selects: readonly SelectFilter[]; children?: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const [text, setText] = useState(search?.value ?? '');
  const applied = useRef(search?.value ?? '');
  const onSearch = search?.onChange;
  const apply = (value: string) => {
    if (value === applied.current) return;
    applied.current = value;
    onSearch?.(value || undefined);
  };
  useEffect(() => {
    const timer = setTimeout(() => apply(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });
  return (
    <form className="toolbar" role="search" onSubmit={(e) => (e.preventDefault(), apply(text))}>
      {search && (
        <label className="toolbar__search">
          <span className="visually-hidden">{search.label}</span>
          <input
            type="search"
            placeholder={search.placeholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Escape') return;
              setText('');
              apply('');
            }}
          />
        </label>
      )}
      {selects.map((f) => (
        <label key={f.label}>
          {f.label}
          <select value={f.value ?? ''} onChange={(e) => f.onChange(e.target.value || undefined)}>
            {f.anyLabel !== undefined && <option value="">{f.anyLabel || t('all')}</option>}
            {f.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {children}
    </form>
  );
}
