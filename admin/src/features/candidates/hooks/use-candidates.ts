import type { CandidateListResponse, FieldConfigList } from '@portal/contracts';
import { useAdminQuery } from '../../../shared/hooks/use-admin-query';
import { useListFilters } from '../../../shared/hooks/use-list-filters';
import { candidatesApi, type CandidateFilters } from '../api/candidates-api';

/** The candidate pool page: filters, the page of results, the field configuration. */
export function useCandidates() {
  const { filters, update, setPage } = useListFilters<CandidateFilters>({ page: 1, sort: '-createdAt' });
  const list = useAdminQuery<CandidateListResponse>(candidatesApi.listPath(filters));
  const fields = useAdminQuery<FieldConfigList>('/api/fields');
  return { filters, update, setPage, data: list.data, fields: fields.data?.fields ?? [], error: list.error ?? fields.error, loading: list.loading, reload: list.reload };
}
