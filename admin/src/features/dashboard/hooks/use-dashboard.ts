import type { AnalyticsSummary, CandidateDailyStats } from '@portal/contracts';
import { useAdminQuery } from '../../../shared/hooks/use-admin-query';
import { dashboardApi } from '../api/dashboard-api';

/** A minute: the counters move with every visitor, and an open dashboard should follow. */
const REFRESH_MS = 60_000;

/** The period's traffic summary and candidate counts, refreshed while the dashboard is open. */
export function useDashboard(days: number) {
  const traffic = useAdminQuery<AnalyticsSummary>(dashboardApi.analyticsSummary(days), { refreshMs: REFRESH_MS });
  const candidates = useAdminQuery<CandidateDailyStats>(dashboardApi.candidateStats(days), { refreshMs: REFRESH_MS });
  // The previous period's answer stays on screen while a new period loads; it belongs to another period, though.
  const current = <T extends { days: number }>(d: T | undefined) => (d && d.days === days ? d : undefined);
  return {
    traffic: current(traffic.data),
    candidates: current(candidates.data),
    loading: traffic.loading || candidates.loading,
    error: traffic.error ?? candidates.error,
  };
}
