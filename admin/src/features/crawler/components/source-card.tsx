import { useTranslation } from 'react-i18next';
import { CATEGORY_NAMES, isLanguage, type CrawlerSourceListItem, type CrawlerStatus } from '@portal/contracts';
import { useScheduleText } from '../hooks/use-schedule-text';
import { useTimeFormat } from '../hooks/use-time-format';
import { RunProgress } from './run-progress';

interface Props {
  source: CrawlerSourceListItem;
  /** The crawler's state when this source is part of the running crawl. */
  live: CrawlerStatus | null;
  busy: boolean;
  onRun: () => void;
  onEdit: () => void;
  onToggle: () => void;
  onOpenTask: (taskId: string) => void;
}

/** One source: what it crawls, when it runs next, how its last run went, and its actions. */
export function SourceCard({ source: s, live, busy, onRun, onEdit, onToggle, onOpenTask }: Props) {
  const { t, i18n } = useTranslation('crawler');
  const time = useTimeFormat();
  const describe = useScheduleText();
  const run = s.lastRun ?? null;
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const rule = s.autoPublish?.enabled ? s.autoPublish : null;
  const ruleParts = rule
    ? [
        ...(rule.requireThumbnail ? [t('rule.thumbnail')] : []),
        ...(rule.requireCategory ? [t('rule.category')] : []),
        ...(rule.categories.length ? [rule.categories.map((c) => CATEGORY_NAMES[lang][c]).join(', ')] : []),
      ]
    : [];
  return (
    <li className={`source-card${s.enabled ? '' : ' source-card--off'}${live ? ' source-card--live' : ''}`} data-testid="crawler-source">
      <div className="source-card__head">
        <h3 id={`source-${s.id}-name`}>{s.name}</h3>
        <span className="chip">{t(`providers.${s.provider}`)}</span>
        <span className={`status ${s.enabled ? 'status--completed' : 'status--archived'}`}>{s.enabled ? t('enabledState') : t('disabledState')}</span>
      </div>
      <p className="source-card__url" title={s.feedUrl}>
        {s.feedUrl}
      </p>

      <dl className="source-card__facts">
        <div>
          <dt>{t('scheduleLabel')}</dt>
          <dd>
            {describe(s.schedule)}
            {s.schedule && <span className="dim"> · {s.timezone}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('nextRun')}</dt>
          <dd data-testid="source-next-run">
            {s.nextRunAt ? (
              <time dateTime={s.nextRunAt} title={time.dateTime(s.nextRunAt, s.timezone)}>
                {time.dateTime(s.nextRunAt)} <span className="dim">({time.relative(s.nextRunAt)})</span>
              </time>
            ) : (
              <span className="dim">{s.schedule && !s.enabled ? t('pausedWhileDisabled') : t('notScheduled')}</span>
            )}
          </dd>
        </div>
        {rule && (
          <div>
            <dt>{t('autoPublishLabel')}</dt>
            <dd>{ruleParts.length ? t('rule.summary', { parts: ruleParts.join(' · ') }) : t('rule.everything')}</dd>
          </div>
        )}
      </dl>

      {live ? (
        <div className="source-card__live">
          <RunProgress status={live} compact />
        </div>
      ) : (
        <div className="source-card__run">
          <div className="source-card__run-head">
            <span className="dim small">{t('lastRun')}</span>
            {run ? (
              <>
                <span className={`status status--${run.status.toLowerCase()}`}>{t(`taskStatuses.${run.status}`)}</span>
                {run.createdBy === 'schedule' && <span className="chip chip--soft">{t('scheduled')}</span>}
                <button type="button" className="link-button small push-end" onClick={() => onOpenTask(run.taskId)} aria-label={t('openRunOf', { name: s.name })}>
                  <time dateTime={run.startedAt} title={time.dateTime(run.startedAt)}>
                    {time.relative(run.startedAt)}
                  </time>
                </button>
              </>
            ) : (
              <span className="small">{t('neverRun')}</span>
            )}
          </div>
          {run && (
            <dl className="source-stats">
              <div>
                <dt>{t('found')}</dt>
                <dd>{time.number(run.found)}</dd>
              </div>
              <div>
                <dt>{t('new')}</dt>
                <dd>{time.number(run.created)}</dd>
              </div>
              <div className={run.failed ? 'is-bad' : ''}>
                <dt>{t('failed')}</dt>
                <dd>{time.number(run.failed)}</dd>
              </div>
              {rule || run.autoPublished ? (
                <div>
                  <dt>{t('autoPublished')}</dt>
                  <dd>{time.number(run.autoPublished)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('duration')}</dt>
                <dd>{run.durationMs === null ? '–' : time.duration(run.durationMs)}</dd>
              </div>
            </dl>
          )}
        </div>
      )}

      <div className="source-card__actions">
        <button className="btn btn--primary btn--small" type="button" disabled={busy || !!live} onClick={onRun} aria-label={t('runNowFor', { name: s.name })}>
          {t('runNow')}
        </button>
        <button className="btn btn--small" type="button" onClick={onEdit} aria-label={t('editFor', { name: s.name })}>
          {t('edit')}
        </button>
        <button className="btn btn--small btn--ghost" type="button" disabled={busy} onClick={onToggle} aria-label={t(s.enabled ? 'disableFor' : 'enableFor', { name: s.name })}>
          {s.enabled ? t('disable') : t('enable')}
        </button>
      </div>
    </li>
  );
}
