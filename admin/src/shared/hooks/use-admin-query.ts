import { useCallback, useEffect, useRef, useState } from 'react';
import { AdminApiError, adminFetch } from '../api/admin-client';
import { useAuth } from '../auth/auth-context';

export interface AdminQuery<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  /** Fetches again now (after an action changed what the list shows). */
  reload: () => void;
}

/**
 * One admin GET kept current: loads when `path` changes (null waits), optionally refreshes
 * every `refreshMs` while the screen is open, and keeps the last answer on screen while the
 * next one loads so lists keep their place. An answer that arrives after a newer request
 * started is dropped, so a slow old filter never overwrites a new one. A 401 signs out.
 */
export function useAdminQuery<T>(path: string | null, options: { refreshMs?: number } = {}): AdminQuery<T> {
  const { signOut } = useAuth();
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [nonce, setNonce] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    if (path === null) return;
    const ticket = ++latest.current;
    setLoading(true);
    adminFetch<T>(path).then(
      (answer) => {
        if (ticket !== latest.current) return;
        setData(answer);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (ticket !== latest.current) return;
        setLoading(false);
        if (e instanceof AdminApiError && e.status === 401) signOut();
        else setError(e instanceof Error ? e.message : String(e));
      },
    );
  }, [path, nonce, signOut]);

  const { refreshMs } = options;
  useEffect(() => {
    if (!refreshMs || path === null) return;
    const timer = setInterval(() => setNonce((n) => n + 1), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs, path]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { data, error, loading, reload };
}
