import { useTranslation } from 'react-i18next';
import { pickLocalized } from '@portal/contracts/constants';
import type { AdminGameListResponse } from '@portal/contracts';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { FilterBar } from '../../../shared/components/filter-bar';
import { Notice } from '../../../shared/components/notice';
import { Pager } from '../../../shared/components/pager';
import { useAdminAction } from '../../../shared/hooks/use-admin-action';
import { useAdminQuery } from '../../../shared/hooks/use-admin-query';
import { useListFilters } from '../../../shared/hooks/use-list-filters';
import { gamesApi, type GameFilters } from '../api/games-api';

const STATUSES = ['published', 'draft', 'pending', 'rejected', 'archived', 'disabled'];
const KINDS = ['builtin', 'local', 'external'];
type AdminGame = AdminGameListResponse['games'][number];

/** The catalogue as the admin sees it: every status, featured on/off, status changes, archive. */
export function GamesPage() {
  const { t, i18n } = useTranslation('catalogue');
  const { filters, update, setPage } = useListFilters<GameFilters>({ page: 1 });
  const { data, error, loading, reload } = useAdminQuery<AdminGameListResponse>(gamesApi.listPath(filters));
  const action = useAdminAction();
  const change = async (fn: () => Promise<unknown>) => {
    if (await action.run(fn)) reload();
  };

  const columns: Array<Column<AdminGame>> = [
    {
      key: 'name',
      header: t('name'),
      cell: (g) => (
        <>
          <a href={`/games/${g.slug}`} target="_blank" rel="noopener">
            {pickLocalized(g.name, i18n.language)}
          </a>
          <div className="dim small">{g.id}</div>
        </>
      ),
    },
    { key: 'kind', header: t('kind'), cell: (g) => t(`kind_${g.kind}`) },
    { key: 'category', header: t('category'), cell: (g) => g.category },
    {
      key: 'featured',
      header: t('featured'),
      cell: (g) => (
        <label className="switch">
          <input type="checkbox" checked={g.featured} disabled={action.busy} onChange={(e) => void change(() => gamesApi.upsert({ gameId: g.id, featured: e.target.checked }))} />
          <span className="visually-hidden">{t('featuredFor', { name: pickLocalized(g.name, i18n.language) })}</span>
        </label>
      ),
    },
    {
      key: 'status',
      header: t('status'),
      cell: (g) => (
        <select aria-label={t('statusFor', { name: pickLocalized(g.name, i18n.language) })} value={g.status} disabled={action.busy} onChange={(e) => void change(() => gamesApi.upsert({ gameId: g.id, status: e.target.value }))}>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`gameStatus_${s}`)}
            </option>
          ))}
        </select>
      ),
    },
    {
      key: 'actions',
      header: t('actions'),
      headerHidden: true,
      cell: (g) =>
        g.status !== 'archived' && (
          <button className="btn btn--small" type="button" disabled={action.busy} onClick={() => void change(() => gamesApi.archive(g.id))}>
            {t('archive')}
          </button>
        ),
    },
  ];

  return (
    <section aria-labelledby="games-title">
      <div className="section-head">
        <h1 id="games-title">{t('games')}</h1>
        {data && <span className="count-pill">{data.total}</span>}
      </div>
      <FilterBar
        search={{ label: t('search'), placeholder: t('searchGames'), value: filters.search, onChange: (search) => update({ search }) }}
        selects={[
          { label: t('kind'), value: filters.kind, anyLabel: t('all'), options: KINDS.map((k) => ({ value: k, label: t(`kind_${k}`) })), onChange: (kind) => update({ kind }) },
          { label: t('status'), value: filters.status, anyLabel: t('all'), options: STATUSES.map((s) => ({ value: s, label: t(`gameStatus_${s}`) })), onChange: (status) => update({ status }) },
        ]}
      />
      <Notice error={error ?? action.error} />
      {data && <DataTable columns={columns} rows={data.games} rowKey={(g) => g.id} rowTestId="game-row" loading={loading} empty={t('noGames')} caption={t('games')} />}
      {data && data.total > data.limit && <Pager page={data.page} limit={data.limit} total={data.total} onPage={setPage} />}
    </section>
  );
}
