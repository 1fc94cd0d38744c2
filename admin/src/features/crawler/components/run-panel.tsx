import { useTranslation } from 'react-i18next';
import type { CrawlerSourceListItem, CrawlerStatus } from '@portal/contracts';
import { useTimeFormat } from '../hooks/use-time-format';
import { RunProgress } from './run-progress';

/**
 * The crawler at a glance: idle or running (with the live progress and what it crawls), the
 * figures of the latest crawl, recent activity and the hot keywords. Crawled text is rendered
 * as text.
 */
export function RunPanel({ status, sources, stopping, onStop }: { status: CrawlerStatus; sources: readonly CrawlerSourceListItem[]; stopping: boolean; onStop: () => void }) {
  const { t } = useTranslation('crawler');
  const time = useTimeFormat();
  const running = status.status === 'running';
  const names = (status.sources ?? []).map((id) => sources.find((s) => s.id === id)?.name ?? id);
  // The soonest scheduled run over every source (ISO strings of one format sort as times).
  const next = sources.filter((s) => s.nextRunAt).sort((a, b) => a.nextRunAt!.localeCompare(b.nextRunAt!))[0];
  return (
    <div className="crawler-overview">
      <section className={`run-card${running ? ' run-card--running' : ''}`} aria-labelledby="run-card-title">
        <div className="run-card__head">
          {/* Only the state is announced when it changes; the bar's value says the rest on demand. */}
          <h2 id="run-card-title" className="crawler-progress" aria-live="polite">
            <span className={`state-dot${running ? ' state-dot--running' : ''}`} aria-hidden="true" />
            <strong data-testid="crawler-state">{running ? t('running') : t('idle')}</strong>
          </h2>
          {running ? (
            <button className="btn btn--danger btn--small" type="button" onClick={onStop} disabled={stopping}>
              {t('stop')}
            </button>
          ) : (
            <span className="dim small">{status.lastRun ? t('lastRunAgo', { when: time.relative(status.lastRun) }) : t('neverRun')}</span>
          )}
        </div>
        {running ? (
          <>
            <p className="run-card__what small">{names.length ? t('crawling', { names: names.join(', ') }) : t('crawlingAll')}</p>
            <RunProgress status={status} testId="crawler-progress" />
          </>
        ) : (
          <>
            <p className="run-card__what small dim">{t('idleHint')}</p>
            <progress className="visually-hidden" max={100} value={0} aria-label={t('progress')} data-testid="crawler-progress" />
          </>
        )}
        <dl className="kpis">
          <div>
            <dt>{t('totalFound')}</dt>
            <dd data-testid="crawler-total-found">{status.totalFound}</dd>
          </div>
          <div>
            <dt>{t('newCandidates')}</dt>
            <dd data-testid="crawler-new-candidates">{status.newCandidates}</dd>
          </div>
          <div>
            <dt>{t('nextScheduled')}</dt>
            <dd className="kpis__text">
              {next?.nextRunAt ? (
                <>
                  <time dateTime={next.nextRunAt} title={time.dateTime(next.nextRunAt)}>
                    {time.relative(next.nextRunAt)}
                  </time>
                  <span className="kpis__sub">{next.name}</span>
                </>
              ) : (
                <span className="dim">{t('nothingScheduled')}</span>
              )}
            </dd>
          </div>
        </dl>
        <div className="run-card__keywords">
          <h3 id="crawler-keywords-title">{t('hotKeywords')}</h3>
          {status.hotKeywords.length === 0 ? (
            <p className="dim small">{t('noKeywords')}</p>
          ) : (
            <ul className="crawler-keywords" aria-labelledby="crawler-keywords-title">
              {status.hotKeywords.map((k) => (
                <li key={k.word}>
                  {k.word} <span className="crawler-keywords__count">{k.count}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <section className="panel crawler-feed" aria-labelledby="crawler-activity-title">
        <h2 id="crawler-activity-title">{t('activity')}</h2>
        {status.recentActivity.length === 0 ? (
          <p className="dim small">{t('noActivity')}</p>
        ) : (
          <ol className="crawler-activity">
            {status.recentActivity.map((a, i) => (
              <li key={`${a.timestamp}-${i}`}>
                <time dateTime={a.timestamp} title={time.dateTime(a.timestamp)}>
                  {time.relative(a.timestamp)}
                </time>
                <span>{a.message}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
