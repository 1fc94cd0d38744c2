import { useTranslation } from 'react-i18next';
import { CRAWL_STEP_COUNT, type CrawlerStatus } from '@portal/contracts';

/** Progress bar and step, counters, activity feed and hot keywords. Crawled text is rendered as text. */
export function CrawlerStatusPanel({ status }: { status: CrawlerStatus }) {
  const { t, i18n } = useTranslation('crawler');
  const running = status.status === 'running';
  const fmt = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <div className="crawler-status">
      <div className="crawler-progress">
        <p>
          <strong>{running ? t('running') : t('idle')}</strong>
          {running && status.step ? ` · ${t(`steps.${status.step}`)}` : ''}
          {running && status.stepMessage ? ` · ${status.stepMessage}` : ''}
        </p>
        <progress
          max={CRAWL_STEP_COUNT}
          value={status.progress}
          aria-label={t('progress')}
          aria-valuetext={t('progressValue', { done: status.progress, total: CRAWL_STEP_COUNT })}
          data-testid="crawler-progress"
        />
        <span>{t('progressValue', { done: status.progress, total: CRAWL_STEP_COUNT })}</span>
      </div>
      <dl className="crawler-counters">
        <div>
          <dt>{t('totalFound')}</dt>
          <dd data-testid="crawler-total-found">{status.totalFound}</dd>
        </div>
        <div>
          <dt>{t('newCandidates')}</dt>
          <dd data-testid="crawler-new-candidates">{status.newCandidates}</dd>
        </div>
        <div>
          <dt>{t('lastRun')}</dt>
          <dd>{status.lastRun ? fmt(status.lastRun) : t('never')}</dd>
        </div>
      </dl>
      <div className="crawler-columns">
        <section aria-labelledby="crawler-activity-title">
          <h2 id="crawler-activity-title">{t('activity')}</h2>
          {status.recentActivity.length === 0 ? (
            <p className="empty">{t('noActivity')}</p>
          ) : (
            <ol className="crawler-activity" aria-live="polite">
              {status.recentActivity.map((a, i) => (
                <li key={`${a.timestamp}-${i}`}>
                  <time dateTime={a.timestamp}>{fmt(a.timestamp)}</time> {a.message}
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="crawler-keywords-title">
          <h2 id="crawler-keywords-title">{t('hotKeywords')}</h2>
          {status.hotKeywords.length === 0 ? (
            <p className="empty">{t('noKeywords')}</p>
          ) : (
            <ul className="crawler-keywords">
              {status.hotKeywords.map((k) => (
                <li key={k.word}>
                  {k.word} <span className="count-pill">{k.count}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
