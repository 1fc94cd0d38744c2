import { useCallback, useEffect, useState } from 'react';
import type { CandidateListResponse, FieldConfig } from '@portal/contracts';
import { AdminApiError } from '../../../shared/api/admin-client';
import { candidatesApi, type CandidateFilters } from '../api/candidates-api';
import { useAuth } from '../../../shared/auth/auth-context';

/** The candidate pool page: filters, the page of results, the field configuration. */
export function useCandidates() {
  const { signOut } = useAuth();
  const [filters, setFilters] = useState<CandidateFilters>({ page: 1, sort: '-createdAt' });
  const [data, setData] = useState<CandidateListResponse | null>(null);
  const [fields, setFields] = useState<FieldConfig[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const fail = useCallback(
    (e: unknown) => {
      if (e instanceof AdminApiError && e.status === 401) signOut();
      else setError(e instanceof Error ? e.message : String(e));
    },
    [signOut],
  );

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await candidatesApi.list(filters));
      setError(null);
    } catch (e) {
      fail(e);
    } finally {
      setLoading(false);
    }
  }, [filters, fail]);

  useEffect(() => {
    void reload();
  }, [reload]);
  useEffect(() => {
    candidatesApi.fields().then((r) => setFields(r.fields), fail);
  }, [fail]);

  const update = (patch: Partial<CandidateFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));
  return { filters, setFilters, update, data, fields, error, loading, reload };
}
