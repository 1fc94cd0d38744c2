import { useEffect, useState } from 'react';
import type { SchedulePreview } from '@portal/contracts';
import { useAdminQuery } from '../../../shared/hooks/use-admin-query';
import { crawlerApi } from '../api/crawler-api';

/** Typing in the pattern pauses this long before the server is asked. */
const DEBOUNCE_MS = 350;

/**
 * The server's verdict on a schedule as it is being picked (the same check that saving makes):
 * its next runs, or the reason it cannot be saved. `checking` while an answer for the current
 * pattern is still to come.
 */
export function useSchedulePreview(cron: string | null, timezone: string) {
  const wanted = cron ? crawlerApi.schedulePreviewPath(cron, timezone) : null;
  const [path, setPath] = useState<string | null>(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setPath(wanted), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const { data, error, loading } = useAdminQuery<SchedulePreview>(path);
  const current = path === wanted && !loading;
  return {
    runs: current && !error && data && data.cron === cron?.trim() && data.timezone === timezone ? data.nextRuns : null,
    error: current ? error : null,
    checking: !!wanted && !current,
  };
}
