import { useCallback, useState } from 'react';
import { AdminApiError } from '../api/admin-client';

/**
 * Runs admin calls with one busy flag and one error text (spec §8: the response text or
 * 'HTTP {status}'); a 401 hands over to sign-out, which clears the credentials.
 */
export function useAdminAction(onUnauthorized: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <T,>(fn: () => Promise<T>): Promise<T | undefined> => {
      setBusy(true);
      setError(null);
      try {
        return await fn();
      } catch (e) {
        if (e instanceof AdminApiError && e.status === 401) onUnauthorized();
        else setError(e instanceof Error ? e.message : String(e));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [onUnauthorized],
  );
  return { busy, error, setError, run };
}
