import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrawlFailure, CrawlTask, CrawlerSourceListItem } from '@portal/contracts';
import { Drawer } from '../../../shared/components/drawer';
import { Notice } from '../../../shared/components/notice';
import { useAdminQuery } from '../../../shared/hooks/use-admin-query';
import { crawlerApi } from '../api/crawler-api';
import { useTimeFormat } from '../hooks/use-time-format';

/** One crawl in full: when, by whom, on which sources, its figures, and what failed and why. */
export function TaskDrawer({ taskId, sources, onClose }: { taskId: string; sources: readonly CrawlerSourceListItem[]; onClose: () => void }) {
  const { t } = useTranslation('crawler');
  const time = useTimeFormat();
  const { data: task, error } = useAdminQuery<CrawlTask>(crawlerApi.taskPath(taskId));
  const [step, setStep] = useState<string>('');
  const failures = useMemo<CrawlFailure[]>(() => {
    if (!task) return [];
    // Tasks from before failures were kept item by item have only their summary lines.
    if (task.failures?.length) return task.failures;
    return task.result.errors.map((reason) => ({ step: '', source: null, item: null, reason }));
  }, [task]);
  const steps = [...new Set(failures.map((f) => f.step).filter(Boolean))];
  const shown = step ? failures.filter((f) => f.step === step) : failures;
  const stepName = (s: string) => (s ? t(`steps.${s}`, { defaultValue: s }) : t('general'));
  const names = task ? (task.sourceIds?.length ? task.sourceIds : []).map((id) => sources.find((s) => s.id === id)?.name ?? t('deletedSource')) : [];

  return (
    <Drawer title={t('taskTitle')} onClose={onClose} closeLabel={t('close')}>
      <Notice error={error} />
      {!task ? (
        !error && <p aria-busy="true" className="dim">{t('loading')}</p>
      ) : (
        <div className="task-detail" data-testid="task-detail">
          <p>
            <span className={`status status--${task.status.toLowerCase()}`}>{t(`taskStatuses.${task.status}`)}</span> <span className="dim small">{task.progress.message}</span>
          </p>
          <dl className="facts">
            <dt>{t('startedAt')}</dt>
            <dd>{time.dateTime(task.startedAt)}</dd>
            <dt>{t('completedAt')}</dt>
            <dd>{task.completedAt ? time.dateTime(task.completedAt) : '–'}</dd>
            <dt>{t('duration')}</dt>
            <dd>{task.completedAt ? time.duration(new Date(task.completedAt).getTime() - new Date(task.startedAt).getTime()) : '–'}</dd>
            <dt>{t('createdBy')}</dt>
            <dd>{task.createdBy === 'schedule' ? t('scheduled') : task.createdBy}</dd>
            <dt>{t('sources')}</dt>
            <dd>{names.length ? names.join(', ') : t('allSources')}</dd>
            <dt>{t('taskId')}</dt>
            <dd>
              <code>{task.id}</code>
            </dd>
          </dl>
          <dl className="source-stats source-stats--wide">
            <div>
              <dt>{t('found')}</dt>
              <dd>{time.number(task.result.totalFound ?? task.result.success)}</dd>
            </div>
            <div>
              <dt>{t('new')}</dt>
              <dd>{time.number(task.result.newCandidates ?? 0)}</dd>
            </div>
            <div>
              <dt>{t('known')}</dt>
              <dd>{time.number(task.result.duplicates ?? 0)}</dd>
            </div>
            <div className={task.result.failed ? 'is-bad' : ''}>
              <dt>{t('failed')}</dt>
              <dd>{time.number(task.result.failed)}</dd>
            </div>
            <div>
              <dt>{t('thumbnailsFailed')}</dt>
              <dd>{time.number(task.result.thumbnailsFailed ?? 0)}</dd>
            </div>
            <div>
              <dt>{t('autoPublished')}</dt>
              <dd>{time.number(task.result.autoPublished ?? 0)}</dd>
            </div>
          </dl>

          <section aria-labelledby="task-failures-title">
            <div className="section-head">
              <h3 id="task-failures-title">{t('failuresTitle')}</h3>
              <span className="count-pill">{failures.length}</span>
              {steps.length > 1 && (
                <label className="push-end small">
                  {t('step')}
                  <select value={step} onChange={(e) => setStep(e.target.value)}>
                    <option value="">{t('allSteps')}</option>
                    {steps.map((s) => (
                      <option key={s} value={s}>
                        {stepName(s)}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
            {failures.length === 0 ? (
              <p className="dim">{t('noFailures')}</p>
            ) : (
              <ul className="failure-list">
                {shown.map((f, i) => (
                  <li key={i}>
                    <div className="failure-list__head">
                      <span className="chip chip--soft">{stepName(f.step)}</span>
                      {f.item && <strong>{f.item}</strong>}
                      {f.source && <span className="dim small">{f.source}</span>}
                    </div>
                    <p>{f.reason}</p>
                  </li>
                ))}
              </ul>
            )}
            {task.failures && task.failures.length >= 500 && <p className="hint">{t('failuresCapped', { count: 500 })}</p>}
          </section>
        </div>
      )}
    </Drawer>
  );
}
