import type { CrawlRunOptions, CrawlTask, CrawlTaskStatus, CrawlerSource, CrawlerSourceInput, CrawlerStatus } from '@portal/contracts';
import { adminFetch } from '../../../shared/api/admin-client';
import { queryString } from '../../../shared/hooks/use-list-filters';

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

/** The history's filters as the screen holds them (dates are the day inputs' YYYY-MM-DD, in the admin's zone). */
export interface TaskFilters {
  page: number;
  sourceId?: string;
  status?: CrawlTaskStatus;
  fromDay?: string;
  toDay?: string;
}

/** A day input's value as the instant its local midnight is (the server compares instants). */
const localMidnight = (day: string, addDays = 0): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + addDays).toISOString();
};

export const TASKS_PAGE_SIZE = 20;

export const crawlerApi = {
  statusPath: '/api/crawler/status',
  sourcesPath: '/api/crawler/sources',
  /** "To" includes its whole day, so the bound is the next local midnight. */
  tasksPath: (f: TaskFilters) =>
    `/api/crawler/tasks${queryString({
      page: f.page,
      limit: TASKS_PAGE_SIZE,
      sourceId: f.sourceId,
      status: f.status,
      from: f.fromDay ? localMidnight(f.fromDay) : undefined,
      to: f.toDay ? localMidnight(f.toDay, 1) : undefined,
    })}`,
  taskPath: (id: string) => `/api/crawler/tasks/${encodeURIComponent(id)}`,
  schedulePreviewPath: (cron: string, timezone: string) => `/api/crawler/schedule-preview${queryString({ cron, timezone })}`,
  run: (options: CrawlRunOptions = {}) => adminFetch<CrawlerStatus>('/api/crawler/run', json('POST', options)),
  stop: () => adminFetch<CrawlerStatus>('/api/crawler/stop', json('POST', {})),
  task: (id: string) => adminFetch<CrawlTask>(`/api/crawler/tasks/${encodeURIComponent(id)}`),
  createSource: (input: CrawlerSourceInput) => adminFetch<CrawlerSource>('/api/crawler/sources', json('POST', input)),
  updateSource: (id: string, input: CrawlerSourceInput) => adminFetch<CrawlerSource>(`/api/crawler/sources/${encodeURIComponent(id)}`, json('PUT', input)),
  deleteSource: (id: string) => adminFetch<{ deleted: boolean }>(`/api/crawler/sources/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};

/** A stored source back to what the API takes (the server keeps its id, dates and last run). */
export function sourceInput(s: CrawlerSource): CrawlerSourceInput {
  const { id: _id, createdAt: _c, updatedAt: _u, lastRun: _l, ...input } = s as CrawlerSource & { nextRunAt?: unknown };
  delete (input as { nextRunAt?: unknown }).nextRunAt;
  return input;
}
