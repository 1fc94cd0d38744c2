import type { OperationLogPage } from '@portal/contracts';
import { adminFetch } from '../../../shared/api/admin-client';

export interface LogFilters {
  type?: string;
  search?: string;
  success?: string;
  page: number;
}

export const logsApi = {
  page: (f: LogFilters) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== '') q.set(k, String(v));
    return adminFetch<OperationLogPage>(`/api/operation-logs?${q}`);
  },
};
