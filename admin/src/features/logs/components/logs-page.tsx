import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationLogPage } from '@portal/contracts';
import { Notice } from '../../../shared/components/notice';
import { Pager } from '../../../shared/components/pager';
import { useAdminAction } from '../../../shared/hooks/use-admin-action';
import { logsApi, type LogFilters } from '../api/logs-api';

const TYPES = ['candidate.publish', 'candidate.unpublish', 'candidate.approve', 'candidate.reject', 'candidate.delete', 'candidate.update', 'candidate.add', 'candidate.import', 'game.update', 'game.archive', 'local.scan', 'local.upload', 'local.publish', 'local.update', 'fields.update'];

/** Operation logs, 50 per page, by type, outcome and search (game name, operation or id). */
export function LogsPage() {
  const { t } = useTranslation('catalogue');
  const [filters, setFilters] = useState<LogFilters>({ page: 1 });
  const [data, setData] = useState<OperationLogPage | null>(null);
  const action = useAdminAction();
  const { run } = action;
  const load = useCallback(async () => {
    const r = await run(() => logsApi.page(filters));
    if (r) setData(r);
  }, [filters, run]);
  useEffect(() => {
    void load();
  }, [load]);
  const update = (patch: Partial<LogFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));

  return (
    <section aria-labelledby="logs-title">
      <div className="section-head">
        <h1 id="logs-title">{t('logs')}</h1>
        {data && <span className="count-pill">{data.total}</span>}
        <button className="btn btn--ghost push-end" type="button" onClick={() => void load()}>
          {t('refresh')}
        </button>
      </div>
      <form className="toolbar" role="search" onSubmit={(e) => e.preventDefault()}>
        <label className="toolbar__search">
          <span className="visually-hidden">{t('search')}</span>
          <input type="search" placeholder={t('searchLogs')} onChange={(e) => update({ search: e.target.value || undefined })} />
        </label>
        <label>
          {t('type')}
          <select value={filters.type ?? ''} onChange={(e) => update({ type: e.target.value || undefined })}>
            <option value="">{t('all')}</option>
            {TYPES.map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('outcome')}
          <select value={filters.success ?? ''} onChange={(e) => update({ success: e.target.value || undefined })}>
            <option value="">{t('all')}</option>
            <option value="true">{t('completed')}</option>
            <option value="false">{t('failed')}</option>
          </select>
        </label>
      </form>
      <Notice error={action.error} />
      {data && data.logs.length === 0 && <p className="empty">{t('noLogs')}</p>}
      {data && data.logs.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('when')}</th>
                <th scope="col">{t('type')}</th>
                <th scope="col">{t('game')}</th>
                <th scope="col">{t('outcome')}</th>
                <th scope="col">{t('actor')}</th>
                <th scope="col">{t('details')}</th>
              </tr>
            </thead>
            <tbody>
              {data.logs.map((l) => (
                <tr key={l.id}>
                  <td className="nowrap">{new Date(l.at).toLocaleString()}</td>
                  <td>
                    <code>{l.operation}</code>
                  </td>
                  <td>{l.gameName || l.targetId || '–'}</td>
                  <td>
                    <span className={`status status--${l.status}`}>{t(l.status)}</span>
                  </td>
                  <td>{l.actor}</td>
                  <td className="dim small">{l.details}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.total > data.limit && <Pager page={data.page} limit={data.limit} total={data.total} onPage={(page) => setFilters((f) => ({ ...f, page }))} />}
    </section>
  );
}
