import { useCallback, useState } from 'react';
import { AdminApiError } from '../api/admin-client';
import { useAuth } from '../auth/auth-context';

/**
 * Runs admin calls with one busy flag and one error text (the response's message or
 * 'HTTP {status}'); a 401 signs out, which clears the credentials.
 */
export function useAdminAction() {
  const { signOut } = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <T,>(fn: () => Promise<T>): Promise<T | undefined> => {
      setBusy(true);
      setError(null);
      try {
        return await fn();
      } catch (e) {
        if (e instanceof AdminApiError && e.status === 401) signOut();
        else setError(e instanceof Error ? e.message : String(e));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [signOut],
  );
  return { busy, error, setError, run };
}
