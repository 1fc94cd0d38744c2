import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrawlTask, CrawlTaskList, CrawlerSourceListItem } from '@portal/contracts';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { FilterBar } from '../../../shared/components/filter-bar';
import { Notice } from '../../../shared/components/notice';
import { Pager } from '../../../shared/components/pager';
import { useAdminQuery } from '../../../shared/hooks/use-admin-query';
import { useListFilters } from '../../../shared/hooks/use-list-filters';
import { crawlerApi, type TaskFilters } from '../api/crawler-api';
import { useTimeFormat } from '../hooks/use-time-format';

const STATUSES = ['RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;

/**
 * Every crawl, newest first, filtered by source, outcome and start date and paged on the
 * server (20 a page). `changeKey` reloads it when a crawl starts or ends.
 */
export function TaskHistory({ sources, changeKey, onOpen }: { sources: readonly CrawlerSourceListItem[]; changeKey: string; onOpen: (taskId: string) => void }) {
  const { t } = useTranslation('crawler');
  const time = useTimeFormat();
  const { filters, update, setPage } = useListFilters<TaskFilters>({ page: 1 });
  const { data, error, loading, reload } = useAdminQuery<CrawlTaskList>(crawlerApi.tasksPath(filters));
  useEffect(() => {
    if (changeKey) reload();
  }, [changeKey, reload]);

  const sourceNames = (task: CrawlTask) => {
    const ids = task.sourceIds?.length ? task.sourceIds : task.sourceId ? [task.sourceId] : [];
    if (ids.length === 0) return t('allSources');
    return ids.map((id) => sources.find((s) => s.id === id)?.name ?? t('deletedSource')).join(', ');
  };
  const columns: Array<Column<CrawlTask>> = [
    {
      key: 'started',
      header: t('startedAt'),
      className: 'nowrap',
      cell: (task) => (
        <button type="button" className="link-button" onClick={() => onOpen(task.id)} aria-label={t('openTask', { when: time.dateTime(task.startedAt) })}>
          <time dateTime={task.startedAt}>{time.dateTime(task.startedAt)}</time>
        </button>
      ),
    },
    { key: 'source', header: t('source'), className: 'cell-clip', cell: sourceNames },
    {
      key: 'status',
      header: t('taskStatus'),
      cell: (task) => <span className={`status status--${task.status.toLowerCase()}`}>{t(`taskStatuses.${task.status}`)}</span>,
    },
    {
      key: 'result',
      header: t('result'),
      cell: (task) => (
        <>
          <span className="nowrap">
            {task.status === 'RUNNING'
              ? t('stepOf', { n: Math.min(task.progress.current + 1, task.progress.total), total: task.progress.total })
              : t('resultSummary', { success: task.result.success, failed: task.result.failed, created: task.result.newCandidates ?? 0 })}
          </span>
          {task.result.errors.length > 0 && (
            <button type="button" className="link-button small task-problems" onClick={() => onOpen(task.id)}>
              {t('errors', { count: task.result.failed || task.result.errors.length })}
            </button>
          )}
        </>
      ),
    },
    {
      key: 'duration',
      header: t('duration'),
      className: 'nowrap col-optional',
      cell: (task) => (task.completedAt ? time.duration(new Date(task.completedAt).getTime() - new Date(task.startedAt).getTime()) : '–'),
    },
    { key: 'by', header: t('createdBy'), className: 'col-optional', cell: (task) => (task.createdBy === 'schedule' ? t('scheduled') : task.createdBy) },
  ];

  return (
    <section aria-labelledby="crawler-tasks-title" className="crawler-history">
      <div className="section-head">
        <h2 id="crawler-tasks-title">{t('history')}</h2>
        {data && <span className="count-pill">{data.total}</span>}
      </div>
      <FilterBar
        selects={[
          { label: t('source'), value: filters.sourceId, anyLabel: t('allSources'), options: sources.map((s) => ({ value: s.id, label: s.name })), onChange: (sourceId) => update({ sourceId }) },
          {
            label: t('taskStatus'),
            value: filters.status,
            anyLabel: t('anyStatus'),
            options: STATUSES.map((s) => ({ value: s, label: t(`taskStatuses.${s}`) })),
            onChange: (status) => update({ status: status as TaskFilters['status'] }),
          },
        ]}
      >
        <label>
          {t('fromDay')}
          <input type="date" value={filters.fromDay ?? ''} max={filters.toDay} onChange={(e) => update({ fromDay: e.target.value || undefined })} />
        </label>
        <label>
          {t('toDay')}
          <input type="date" value={filters.toDay ?? ''} min={filters.fromDay} onChange={(e) => update({ toDay: e.target.value || undefined })} />
        </label>
      </FilterBar>
      <Notice error={error} />
      <div data-testid="crawler-tasks">
        {data && <DataTable columns={columns} rows={data.tasks} rowKey={(task) => task.id} loading={loading} empty={t('noTasks')} caption={t('history')} />}
      </div>
      {data && data.total > data.limit && <Pager page={data.page} limit={data.limit} total={data.total} onPage={setPage} />}
    </section>
  );
}
