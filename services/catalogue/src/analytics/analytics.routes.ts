import { Accepted, AnalyticsBatch, AnalyticsSummary, AnalyticsSummaryQuery, ErrorBody } from '@portal/contracts';
import type { App } from '@portal/server-kit';
import type { RateLimiter } from '../visitor/rate-limit';
import type { AnalyticsService } from './analytics.service';

/** Batches per client address per minute: the storefront sends one every few seconds at most. */
export const ANALYTICS_BATCHES_PER_MINUTE = 30;

export function analyticsRoutes(app: App, service: AnalyticsService, limiter: RateLimiter): void {
  // First-party collection; the storefront sends only what the visitor's consent allows.
  app.post(
    '/api/analytics/events',
    { config: { public: true }, bodyLimit: 64 * 1024, schema: { body: AnalyticsBatch, response: { 202: Accepted, 400: ErrorBody, 429: ErrorBody } } },
    async (req, reply) => {
      await limiter.hit(`events:${req.ip}`, ANALYTICS_BATCHES_PER_MINUTE, 60);
      // Only the device class is taken from the user agent.
      service.record(req.body, req.headers['user-agent']);
      return reply.status(202).send({ ok: true });
    },
  );

  app.get(
    '/api/analytics/summary',
    { schema: { querystring: AnalyticsSummaryQuery, response: { 200: AnalyticsSummary, 400: ErrorBody } } },
    async (req) => service.summary(req.query.days),
  );
}
