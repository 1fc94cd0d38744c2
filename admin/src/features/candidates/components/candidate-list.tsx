import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '@portal/contracts/constants';
import type { Candidate } from '@portal/contracts';
import { Pager } from '../../../shared/components/pager';
import { Notice } from '../../../shared/components/notice';
import { useAdminAction } from '../../../shared/hooks/use-admin-action';
import { candidatesApi } from '../api/candidates-api';
import { useCandidates } from '../hooks/use-candidates';
import { CandidateDrawer } from './candidate-drawer';
import { PublishAllPanel } from './publish-all-panel';

const STATUSES = ['pending', 'approved', 'published', 'rejected', 'unpublished', 'archived'];
const SORTS = ['-createdAt', 'createdAt', 'name', '-name', '-crawledAt', '-updatedAt'];
const ORIGINS = ['CRAWL', 'IMPORT', 'MANUAL', 'LOCAL_SCAN'];
/** Columns the field configuration can switch on or off (name and status are always shown). */
const OPTIONAL_COLUMNS = ['category', 'source', 'url', 'rating', 'plays', 'tags', 'crawledAt', 'reason'] as const;

function cell(c: Candidate, key: (typeof OPTIONAL_COLUMNS)[number]): string {
  const v = c[key];
  if (Array.isArray(v)) return v.join(', ');
  if (key === 'crawledAt' && typeof v === 'string') return new Date(v).toLocaleString();
  return v === undefined || v === null ? '–' : String(v);
}

/** The candidate pool: filters, search, sort, 20 per page, multi-select with batch actions. */
export function CandidateList() {
  const { t } = useTranslation('catalogue');
  const { t: tAdmin } = useTranslation();
  const { filters, setFilters, update, data, fields, error, loading, reload } = useCandidates();
  const action = useAdminAction();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<Candidate | null>(null);
  const [search, setSearch] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  // Search is debounced 300 ms (spec §5); Enter applies it at once.
  useEffect(() => {
    const h = setTimeout(() => search !== (filters.search ?? '') && update({ search }), 300);
    return () => clearTimeout(h);
  }, [search, filters.search, update]);
  useEffect(() => setSelected(new Set()), [data]);

  const columns = OPTIONAL_COLUMNS.filter((k) => fields.length === 0 ? ['category', 'source'].includes(k) : fields.find((f) => f.key === k)?.enabled);
  const rows = data?.candidates ?? [];
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (id: string) => setSelected((s) => {
    const n = new Set(s);
    if (n.has(id)) n.delete(id);
    else n.add(id);
    return n;
  });

  const batch = async (kind: 'approve' | 'reject' | 'delete') => {
    if (kind === 'delete' && !window.confirm(t('confirmDeleteMany', { count: selected.size }))) return;
    const r = await action.run(() => candidatesApi.batch(kind, [...selected]));
    if (r) {
      setMessage(t('batchDone', { success: r.success, failed: r.failed }) + (r.errors.length ? ` — ${r.errors.map((e) => e.message).join('; ')}` : ''));
      await reload();
    }
  };

  return (
    <section aria-labelledby="candidates-title">
      <div className="section-head">
        <h1 id="candidates-title">{tAdmin('candidates')}</h1>
        {data && <span className="count-pill">{data.total}</span>}
        {data?.updatedAt && <span className="dim">{t('updatedAt', { at: new Date(data.updatedAt).toLocaleString() })}</span>}
      </div>

      <form className="toolbar" role="search" onSubmit={(e) => (e.preventDefault(), update({ search }))}>
        <label className="toolbar__search">
          <span className="visually-hidden">{t('search')}</span>
          <input type="search" placeholder={t('searchCandidates')} value={search} onChange={(e) => setSearch(e.target.value)} onKeyDown={(e) => e.key === 'Escape' && (setSearch(''), update({ search: '' }))} />
        </label>
        <label>
          {t('status')}
          <select value={filters.status ?? ''} onChange={(e) => update({ status: e.target.value || undefined })}>
            <option value="">{t('all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('category')}
          <select value={filters.category ?? ''} onChange={(e) => update({ category: e.target.value || undefined })}>
            <option value="">{t('all')}</option>
            {GAME_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('origin')}
          <select value={filters.origin ?? ''} onChange={(e) => update({ origin: e.target.value || undefined })}>
            <option value="">{t('all')}</option>
            {ORIGINS.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('source')}
          <input className="input--short" value={filters.source ?? ''} onChange={(e) => update({ source: e.target.value || undefined })} />
        </label>
        <label>
          {t('sort')}
          <select value={filters.sort} onChange={(e) => update({ sort: e.target.value })}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort_${s.replace('-', 'desc_')}`)}
              </option>
            ))}
          </select>
        </label>
      </form>

      {data && data.total > 0 && <PublishAllPanel filters={filters} total={data.total} onFinished={() => void reload()} />}

      {selected.size > 0 && (
        <div className="batch-bar" role="region" aria-label={t('batchActions')}>
          <span>{t('selected', { count: selected.size })}</span>
          <button className="btn" type="button" disabled={action.busy} onClick={() => void batch('approve')}>
            {t('approve')}
          </button>
          <button className="btn" type="button" disabled={action.busy} onClick={() => void batch('reject')}>
            {t('reject')}
          </button>
          <button className="btn btn--danger" type="button" disabled={action.busy} onClick={() => void batch('delete')}>
            {t('delete')}
          </button>
        </div>
      )}
      <Notice error={error ?? action.error} message={message} />
      {loading && !data && <p aria-busy="true">{tAdmin('loading')}</p>}
      {data && rows.length === 0 && (
        <p className="empty" data-testid="candidates-empty">
          {tAdmin('noCandidates')}
        </p>
      )}
      {rows.length > 0 && (
        <div className="table-wrap">
          <table className="table" aria-busy={loading}>
            <thead>
              <tr>
                <th scope="col" className="col-check">
                  <input type="checkbox" aria-label={t('selectAll')} checked={allSelected} onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)))} />
                </th>
                <th scope="col">{t('name')}</th>
                {columns.map((k) => (
                  <th scope="col" key={k}>
                    {fields.find((f) => f.key === k)?.label ?? t(k)}
                  </th>
                ))}
                <th scope="col">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id} data-testid="candidate-row">
                  <td className="col-check">
                    <input type="checkbox" aria-label={t('selectOne', { name: c.name })} checked={selected.has(c.id)} onChange={() => toggle(c.id)} />
                  </td>
                  <td>
                    <button className="link-button" type="button" onClick={() => setOpen(c)}>
                      {c.name}
                    </button>
                  </td>
                  {columns.map((k) => (
                    <td key={k} className={k === 'url' ? 'cell-url' : undefined}>
                      {cell(c, k)}
                    </td>
                  ))}
                  <td>
                    <span className={`status status--${c.status}`}>{t(`status_${c.status}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.total > data.limit && <Pager page={data.page} limit={data.limit} total={data.total} onPage={(page) => setFilters((f) => ({ ...f, page }))} />}
      {open && (
        <CandidateDrawer
          // A fresh form for each candidate the keys step to.
          key={open.id}
          candidate={open}
          onClose={() => setOpen(null)}
          onStep={(by) => {
            const at = rows.findIndex((r) => r.id === open.id);
            const next = rows[at + by];
            if (next) setOpen(next);
          }}
          onChanged={(c, note) => {
            setMessage(note);
            setOpen(c);
            void reload();
          }}
        />
      )}
    </section>
  );
}
