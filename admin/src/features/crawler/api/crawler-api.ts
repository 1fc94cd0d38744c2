import type { CrawlRunOptions, CrawlTaskList, CrawlerSource, CrawlerSourceInput, CrawlerStatus } from '@portal/contracts';
import { adminFetch } from '../../../shared/api/admin-client';

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

export const crawlerApi = {
  status: () => adminFetch<CrawlerStatus>('/api/crawler/status'),
  run: (options: CrawlRunOptions = {}) => adminFetch<CrawlerStatus>('/api/crawler/run', json('POST', options)),
  stop: () => adminFetch<CrawlerStatus>('/api/crawler/stop', json('POST', {})),
  tasks: (limit = 20) => adminFetch<CrawlTaskList>(`/api/crawler/tasks?limit=${limit}`),
  sources: () => adminFetch<{ sources: CrawlerSource[] }>('/api/crawler/sources'),
  createSource: (input: CrawlerSourceInput) => adminFetch<CrawlerSource>('/api/crawler/sources', json('POST', input)),
  updateSource: (id: string, input: CrawlerSourceInput) => adminFetch<CrawlerSource>(`/api/crawler/sources/${encodeURIComponent(id)}`, json('PUT', input)),
  deleteSource: (id: string) => adminFetch<{ deleted: boolean }>(`/api/crawler/sources/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
