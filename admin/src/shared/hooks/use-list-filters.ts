import { useCallback, useState } from 'react';

/**
 * A list's filters and page. Any filter change goes back to page 1 (the old page number
 * may not exist in the new result); turning pages keeps the filters.
 */
export function useListFilters<F extends { page: number }>(initial: F) {
  const [filters, setFilters] = useState<F>(initial);
  const update = useCallback((patch: Partial<Omit<F, 'page'>>) => setFilters((f) => ({ ...f, ...patch, page: 1 })), []);
  const setPage = useCallback((page: number) => setFilters((f) => ({ ...f, page })), []);
  return { filters, update, setPage };
}

/** `?k=v&...` for the filters that hold a value (empty and undefined are left out). */
export function queryString(values: object): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
