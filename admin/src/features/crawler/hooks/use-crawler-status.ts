import { useEffect, useState } from 'react';
import type { CrawlerStatus } from '@portal/contracts';
import { useAdminQuery } from '../../../shared/hooks/use-admin-query';
import { crawlerApi } from '../api/crawler-api';

/**
 * The crawler's shared state, polled every second while a crawl runs and every 5 s otherwise.
 * `changeKey` moves whenever a crawl starts or ends (a scheduled one included, even one that
 * began and finished between two polls), so lists that depend on it know when to reload.
 */
export function useCrawlerStatus() {
  const [fast, setFast] = useState(false);
  const query = useAdminQuery<CrawlerStatus>(crawlerApi.statusPath, { refreshMs: fast ? 1000 : 5000 });
  const running = query.data?.status === 'running';
  useEffect(() => setFast(running), [running]);
  const s = query.data;
  const changeKey = s ? `${s.status}|${s.currentTask ?? ''}|${s.lastRun ?? ''}|${s.recentActivity[0]?.timestamp ?? ''}` : '';
  return { ...query, running, changeKey };
}
