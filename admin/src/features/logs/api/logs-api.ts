import { queryString } from '../../../shared/hooks/use-list-filters';

export interface LogFilters {
  type?: string;
  search?: string;
  success?: string;
  page: number;
}

export const logsApi = {
  pagePath: (f: LogFilters) => `/api/operation-logs${queryString(f)}`,
};
