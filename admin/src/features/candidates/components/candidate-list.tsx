import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '@portal/contracts/constants';
import type { Candidate } from '@portal/contracts';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { FilterBar } from '../../../shared/components/filter-bar';
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

/** Only images the admin page may show: this site's own files or https (the admin's CSP allows no others). */
function listThumbnail(image: string | undefined): string | null {
  if (!image) return null;
  return image.startsWith('/') && !image.startsWith('//') ? image : /^https:\/\//i.test(image) ? image : null;
}

/** A picture that turns into the plain placeholder when it cannot load (a feed's dead link). */
function ListThumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className="thumb-placeholder" aria-hidden="true" />;
  return <img src={src} alt="" width={64} height={48} loading="lazy" decoding="async" referrerPolicy="no-referrer" onError={() => setFailed(true)} />;
}

/** The candidate pool: filters, search, sort, 20 per page, multi-select with batch actions. */
export function CandidateList() {
  const { t } = useTranslation('catalogue');
  const { t: tAdmin } = useTranslation();
  const { filters, update, setPage, data, fields, error, loading, reload } = useCandidates();
  const action = useAdminAction();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<Candidate | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => setSelected(new Set()), [data]);

  const optional = OPTIONAL_COLUMNS.filter((k) => (fields.length === 0 ? ['category', 'source'].includes(k) : fields.find((f) => f.key === k)?.enabled));
  const rows = data?.candidates ?? [];

  const batch = async (kind: 'approve' | 'reject' | 'delete') => {
    if (kind === 'delete' && !window.confirm(t('confirmDeleteMany', { count: selected.size }))) return;
    const r = await action.run(() => candidatesApi.batch(kind, [...selected]));
    if (r) {
      setMessage(t('batchDone', { success: r.success, failed: r.failed }) + (r.errors.length ? ` — ${r.errors.map((e) => e.message).join('; ')}` : ''));
      reload();
    }
  };

  const columns: Array<Column<Candidate>> = [
    {
      key: 'thumb',
      header: t('image'),
      headerHidden: true,
      className: 'col-thumb',
      cell: (c) => {
        const src = listThumbnail(c.image);
        // Decorative: the name beside it says what it is.
        return src ? <ListThumbnail key={src} src={src} /> : <span className="thumb-placeholder" aria-hidden="true" />;
      },
    },
    {
      key: 'name',
      header: t('name'),
      cell: (c) => (
        <button className="link-button" type="button" onClick={() => setOpen(c)}>
          {c.name}
        </button>
      ),
    },
    ...optional.map((k) => ({ key: k, header: fields.find((f) => f.key === k)?.label ?? t(k), className: k === 'url' ? 'cell-url' : undefined, cell: (c: Candidate) => cell(c, k) })),
    { key: 'status', header: t('status'), cell: (c) => <span className={`status status--${c.status}`}>{t(`status_${c.status}`)}</span> },
  ];

  return (
    <section aria-labelledby="candidates-title">
      <div className="section-head">
        <h1 id="candidates-title">{tAdmin('candidates')}</h1>
        {data && <span className="count-pill">{data.total}</span>}
        {data?.updatedAt && <span className="dim">{t('updatedAt', { at: new Date(data.updatedAt).toLocaleString() })}</span>}
      </div>

      <FilterBar
        search={{ label: t('search'), placeholder: t('searchCandidates'), value: filters.search, onChange: (search) => update({ search }) }}
        selects={[
          { label: t('status'), value: filters.status, anyLabel: t('all'), options: STATUSES.map((s) => ({ value: s, label: t(`status_${s}`) })), onChange: (status) => update({ status }) },
          { label: t('category'), value: filters.category, anyLabel: t('all'), options: GAME_CATEGORIES.map((c) => ({ value: c, label: c })), onChange: (category) => update({ category }) },
          { label: t('origin'), value: filters.origin, anyLabel: t('all'), options: ORIGINS.map((o) => ({ value: o, label: o })), onChange: (origin) => update({ origin }) },
        ]}
      >
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
      </FilterBar>

      {data && data.total > 0 && <PublishAllPanel filters={filters} total={data.total} onFinished={reload} />}

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
      {data && (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(c) => c.id}
          rowTestId="candidate-row"
          loading={loading}
          caption={tAdmin('candidates')}
          empty={<span data-testid="candidates-empty">{tAdmin('noCandidates')}</span>}
          selection={{ selected, onChange: setSelected, allLabel: t('selectAll'), rowLabel: (c) => t('selectOne', { name: c.name }) }}
        />
      )}
      {data && data.total > data.limit && <Pager page={data.page} limit={data.limit} total={data.total} onPage={setPage} />}
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
            reload();
          }}
        />
      )}
    </section>
  );
}
