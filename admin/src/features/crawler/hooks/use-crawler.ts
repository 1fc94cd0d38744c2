import { useCallback, useEffect, useRef, useState } from 'react';
import type { CrawlTask, CrawlerSource, CrawlerStatus } from '@portal/contracts';
import { AdminApiError } from '../../../shared/api/admin-client';
import { crawlerApi } from '../api/crawler-api';
import { useAuth } from '../../../shared/auth/auth-context';

/** Status polled every second while a crawl runs (every 5 s when idle), with sources and history. */
export function useCrawler() {
  const { signOut } = useAuth();
  const [status, setStatus] = useState<CrawlerStatus | null>(null);
  const [sources, setSources] = useState<CrawlerSource[]>([]);
  const [tasks, setTasks] = useState<CrawlTask[]>([]);
  const [error, setError] = useState<string | null>(null);
  const running = status?.status === 'running';
  const wasRunning = useRef(false);

  const fail = useCallback(
    (e: unknown) => {
      if (e instanceof AdminApiError && e.status === 401) signOut();
      else setError(e instanceof Error ? e.message : String(e));
    },
    [signOut],
  );

  const refreshLists = useCallback(async () => {
    try {
      const [s, t] = await Promise.all([crawlerApi.sources(), crawlerApi.tasks()]);
      setSources(s.sources);
      setTasks(t.tasks);
    } catch (e) {
      fail(e);
    }
  }, [fail]);

  const refreshStatus = useCallback(async () => {
    try {
      setStatus(await crawlerApi.status());
    } catch (e) {
      fail(e);
    }
  }, [fail]);

  useEffect(() => {
    void refreshStatus();
    void refreshLists();
  }, [refreshStatus, refreshLists]);

  useEffect(() => {
    const t = setInterval(() => void refreshStatus(), running ? 1000 : 5000);
    return () => clearInterval(t);
  }, [running, refreshStatus]);

  useEffect(() => {
    // The history changes when a crawl starts or ends.
    if (wasRunning.current !== running) void refreshLists();
    wasRunning.current = running;
  }, [running, refreshLists]);

  const act = useCallback(
    async (fn: () => Promise<unknown>) => {
      setError(null);
      try {
        const r = await fn();
        if (r && typeof r === 'object' && 'status' in r && 'progress' in r) setStatus(r as CrawlerStatus);
        await Promise.all([refreshLists(), refreshStatus()]);
        return true;
      } catch (e) {
        fail(e);
        return false;
      }
    },
    [fail, refreshLists, refreshStatus],
  );

  return { status, sources, tasks, error, act };
}
