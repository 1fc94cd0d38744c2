/** Where the dashboard's figures come from: the catalogue's analytics and the candidate service's daily counts. */
export const dashboardApi = {
  analyticsSummary: (days: number) => `/api/analytics/summary?days=${days}`,
  candidateStats: (days: number) => `/api/candidates/stats/daily?days=${days}`,
};
