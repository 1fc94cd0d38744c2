import { useTranslation } from 'react-i18next';
import type { OperationLogPage } from '@portal/contracts';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { FilterBar } from '../../../shared/components/filter-bar';
import { Notice } from '../../../shared/components/notice';
import { Pager } from '../../../shared/components/pager';
import { useAdminQuery } from '../../../shared/hooks/use-admin-query';
import { useListFilters } from '../../../shared/hooks/use-list-filters';
import { logsApi, type LogFilters } from '../api/logs-api';

const TYPES = ['candidate.publish', 'candidate.auto-publish', 'candidate.unpublish', 'candidate.approve', 'candidate.reject', 'candidate.delete', 'candidate.update', 'candidate.add', 'candidate.import', 'game.update', 'game.archive', 'local.scan', 'local.upload', 'local.publish', 'local.update', 'fields.update'];
type Log = OperationLogPage['logs'][number];

/** Operation logs, 50 per page, by type, outcome and search (game name, operation or id). */
export function LogsPage() {
  const { t } = useTranslation('catalogue');
  const { filters, update, setPage } = useListFilters<LogFilters>({ page: 1 });
  const { data, error, loading, reload } = useAdminQuery<OperationLogPage>(logsApi.pagePath(filters));

  const columns: Array<Column<Log>> = [
    { key: 'when', header: t('when'), className: 'nowrap', cell: (l) => new Date(l.at).toLocaleString() },
    { key: 'type', header: t('type'), cell: (l) => <code>{l.operation}</code> },
    { key: 'game', header: t('game'), cell: (l) => l.gameName || l.targetId || '–' },
    { key: 'outcome', header: t('outcome'), cell: (l) => <span className={`status status--${l.status}`}>{t(l.status)}</span> },
    { key: 'actor', header: t('actor'), cell: (l) => l.actor },
    { key: 'details', header: t('details'), className: 'dim small', cell: (l) => l.details },
  ];

  return (
    <section aria-labelledby="logs-title">
      <div className="section-head">
        <h1 id="logs-title">{t('logs')}</h1>
        {data && <span className="count-pill">{data.total}</span>}
        <button className="btn btn--ghost push-end" type="button" onClick={reload}>
          {t('refresh')}
        </button>
      </div>
      <FilterBar
        search={{ label: t('search'), placeholder: t('searchLogs'), value: filters.search, onChange: (search) => update({ search }) }}
        selects={[
          { label: t('type'), value: filters.type, anyLabel: t('all'), options: TYPES.map((x) => ({ value: x, label: x })), onChange: (type) => update({ type }) },
          {
            label: t('outcome'),
            value: filters.success,
            anyLabel: t('all'),
            options: [
              { value: 'true', label: t('completed') },
              { value: 'false', label: t('failed') },
            ],
            onChange: (success) => update({ success }),
          },
        ]}
      />
      <Notice error={error} />
      {data && <DataTable columns={columns} rows={data.logs} rowKey={(l) => l.id} loading={loading} empty={t('noLogs')} caption={t('logs')} />}
      {data && data.total > data.limit && <Pager page={data.page} limit={data.limit} total={data.total} onPage={setPage} />}
    </section>
  );
}
