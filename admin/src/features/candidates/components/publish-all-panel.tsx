import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublishAllBody, PublishJob } from '@portal/contracts';
import { useAdminAction } from '../../../shared/hooks/use-admin-action';
import { candidatesApi, type CandidateFilters } from '../api/candidates-api';

const RUNNING = new Set(['queued', 'running']);
const POLL_MS = 1000;

/**
 * Publishes every candidate the current filter matches as one server-side job, and follows
 * it: a progress bar while it runs (also after navigating away and back), the counts when done.
 */
export function PublishAllPanel({ filters, total, onFinished }: { filters: CandidateFilters; total: number; onFinished: () => void }) {
  const { t } = useTranslation('catalogue');
  const action = useAdminAction();
  const [job, setJob] = useState<PublishJob | null>(null);

  // A job started earlier (here or by another admin) and still running is shown at once.
  useEffect(() => {
    void candidatesApi.publishJobs().then(
      (r) => setJob((current) => current ?? r.jobs.find((j) => RUNNING.has(j.status)) ?? null),
      () => undefined,
    );
  }, []);

  const running = job !== null && RUNNING.has(job.status);
  useEffect(() => {
    if (!job || !RUNNING.has(job.status)) return;
    const timer = window.setTimeout(() => {
      void candidatesApi.publishJob(job.id).then((next) => {
        setJob(next);
        if (!RUNNING.has(next.status)) onFinished();
      }, () => undefined);
    }, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [job, onFinished]);

  const start = useCallback(async () => {
    if (!window.confirm(t('publishAllConfirm', { count: total }))) return;
    const { status, source, category, origin, search } = filters;
    const body: PublishAllBody = { status: status as PublishAllBody['status'], source, category, origin, search: search || undefined };
    const started = await action.run(() => candidatesApi.publishAll(body));
    if (started) setJob(started);
  }, [action, filters, t, total]);

  const cancel = async () => {
    if (!job) return;
    const next = await action.run(() => candidatesApi.cancelPublishJob(job.id));
    if (next) setJob(next);
  };

  return (
    <div className="publish-all" data-testid="publish-all">
      {!running && (
        <button className="btn btn--primary" type="button" disabled={action.busy || total === 0} onClick={() => void start()}>
          {t('publishAll', { count: total })}
        </button>
      )}
      {job && (
        <div className="publish-job" role="status" aria-live="polite" data-testid="publish-job">
          <div className="publish-job__head">
            <strong>{t(`publishJob_${job.status}`)}</strong>
            <span className="dim">{t('publishJobCounts', { processed: job.processed, total: job.total, published: job.published, skipped: job.skipped, failed: job.failed })}</span>
            {running && (
              <button className="btn btn--small" type="button" onClick={() => void cancel()}>
                {t('cancel')}
              </button>
            )}
          </div>
          <progress aria-label={t('publishJobProgress')} max={Math.max(1, job.total)} value={job.processed} />
          {job.errors.length > 0 && (
            <details>
              <summary>{t('publishJobErrors', { count: job.failed })}</summary>
              <ul className="publish-job__errors">
                {job.errors.map((e) => (
                  <li key={e.id}>
                    <code>{e.id}</code> {e.message}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
      {action.error && <p className="notice notice--error">{action.error}</p>}
    </div>
  );
}
