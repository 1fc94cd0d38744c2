import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '@portal/contracts/constants';
import type { AdminGameListResponse } from '@portal/contracts';
import { Notice } from '../../../shared/components/notice';
import { Pager } from '../../../shared/components/pager';
import { useAdminAction } from '../../../shared/hooks/use-admin-action';
import { gamesApi, type GameFilters } from '../api/games-api';

const STATUSES = ['published', 'draft', 'pending', 'rejected', 'archived', 'disabled'];

/** The catalogue as the admin sees it: every status, featured on/off, status changes, archive. */
export function GamesPage() {
  const { t, i18n } = useTranslation('catalogue');
  const [filters, setFilters] = useState<GameFilters>({ page: 1 });
  const [data, setData] = useState<AdminGameListResponse | null>(null);
  const action = useAdminAction();
  const { run } = action;
  const load = useCallback(async () => {
    const r = await run(() => gamesApi.list(filters));
    if (r) setData(r);
  }, [filters, run]);
  useEffect(() => {
    void load();
  }, [load]);
  const update = (patch: Partial<GameFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));
  const change = async (fn: () => Promise<unknown>) => {
    if (await run(fn)) await load();
  };

  return (
    <section aria-labelledby="games-title">
      <div className="section-head">
        <h1 id="games-title">{t('games')}</h1>
        {data && <span className="count-pill">{data.total}</span>}
      </div>
      <form className="toolbar" role="search" onSubmit={(e) => e.preventDefault()}>
        <label className="toolbar__search">
          <span className="visually-hidden">{t('search')}</span>
          <input type="search" placeholder={t('searchGames')} onChange={(e) => update({ search: e.target.value || undefined })} />
        </label>
        <label>
          {t('kind')}
          <select value={filters.kind ?? ''} onChange={(e) => update({ kind: e.target.value || undefined })}>
            <option value="">{t('all')}</option>
            {['builtin', 'local', 'external'].map((k) => (
              <option key={k} value={k}>
                {t(`kind_${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('status')}
          <select value={filters.status ?? ''} onChange={(e) => update({ status: e.target.value || undefined })}>
            <option value="">{t('all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`gameStatus_${s}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <Notice error={action.error} />
      {data && data.games.length === 0 && <p className="empty">{t('noGames')}</p>}
      {data && data.games.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('kind')}</th>
                <th scope="col">{t('category')}</th>
                <th scope="col">{t('featured')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.games.map((g) => {
                const name = pickLocalized(g.name, i18n.language);
                return (
                  <tr key={g.id} data-testid="game-row">
                    <td>
                      <a href={`/games/${g.slug}`} target="_blank" rel="noopener">
                        {name}
                      </a>
                      <div className="dim small">{g.id}</div>
                    </td>
                    <td>{t(`kind_${g.kind}`)}</td>
                    <td>{g.category}</td>
                    <td>
                      <label className="switch">
                        <input type="checkbox" checked={g.featured} disabled={action.busy} onChange={(e) => void change(() => gamesApi.upsert({ gameId: g.id, featured: e.target.checked }))} />
                        <span className="visually-hidden">{t('featuredFor', { name })}</span>
                      </label>
                    </td>
                    <td>
                      <select aria-label={t('statusFor', { name })} value={g.status} disabled={action.busy} onChange={(e) => void change(() => gamesApi.upsert({ gameId: g.id, status: e.target.value }))}>
                        {STATUSES.map((s) => (
                          <option key={s} value={s}>
                            {t(`gameStatus_${s}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      {g.status !== 'archived' && (
                        <button className="btn btn--small" type="button" disabled={action.busy} onClick={() => void change(() => gamesApi.archive(g.id))}>
                          {t('archive')}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {data && data.total > data.limit && <Pager page={data.page} limit={data.limit} total={data.total} onPage={(page) => setFilters((f) => ({ ...f, page }))} />}
    </section>
  );
}
