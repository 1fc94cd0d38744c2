import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '@portal/contracts/constants';
import type { Candidate } from '@portal/contracts';
import { Drawer } from '../../../shared/components/drawer';
import { Notice } from '../../../shared/components/notice';
import { useAdminAction } from '../../../shared/hooks/use-admin-action';
import { candidatesApi } from '../api/candidates-api';

const previewable = (url: string) => /^https:\/\//.test(url) || url.startsWith('/');

/** Detail drawer: edit fields, run the state machine's actions, preview the game sandboxed. */
export function CandidateDrawer({
  candidate,
  onClose,
  onChanged,
  onStep,
}: {
  candidate: Candidate;
  onClose: () => void;
  onChanged: (c: Candidate | null, message: string) => void;
  /** Opens the next (+1) or previous (-1) candidate of the list's page. */
  onStep?: (by: 1 | -1) => void;
}) {
  const { t } = useTranslation('catalogue');
  const action = useAdminAction();
  const [form, setForm] = useState({
    name: candidate.name,
    description: candidate.description,
    category: candidate.category,
    url: candidate.url,
    image: candidate.image ?? '',
    tags: candidate.tags.join(', '),
    reason: candidate.reason ?? '',
  });
  const [preview, setPreview] = useState(false);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const r = await action.run(() =>
      candidatesApi.update(candidate.id, { name: form.name, description: form.description, category: form.category, url: form.url, image: form.image, tags: form.tags.split(',').map((s) => s.trim()).filter(Boolean) }),
    );
    if (r?.candidate) onChanged(r.candidate, t('saved'));
  };
  const act = async (kind: 'publish' | 'unpublish' | 'approve' | 'reject' | 'delete') => {
    if (kind === 'delete' && !window.confirm(t('confirmDelete', { name: candidate.name }))) return;
    const r = await action.run(() => (kind === 'reject' ? candidatesApi.reject(candidate.id, form.reason) : kind === 'delete' ? candidatesApi.remove(candidate.id) : candidatesApi[kind](candidate.id)));
    if (!r) return;
    if (kind === 'delete') {
      onChanged(null, t('deleted', { name: candidate.name }));
      onClose();
    } else onChanged(r.candidate ?? null, r.message);
  };
  const s = candidate.status;
  const can = {
    publish: s !== 'published' && s !== 'rejected' && s !== 'archived',
    approve: ['pending', 'rejected', 'unpublished'].includes(s),
    reject: ['pending', 'approved', 'unpublished'].includes(s),
  };

  // Review at speed: P publishes, A approves, R rejects, J/K open the next/previous candidate.
  // Keys typed into a field are the field's own.
  const keys = useRef({ can, act, onStep, busy: action.busy });
  keys.current = { can, act, onStep, busy: action.busy };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.ctrlKey || e.metaKey || e.altKey || target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const k = keys.current;
      const key = e.key.toLowerCase();
      if (k.busy) return;
      if (key === 'p' && k.can.publish) void k.act('publish');
      else if (key === 'a' && k.can.approve) void k.act('approve');
      else if (key === 'r' && k.can.reject) void k.act('reject');
      else if (key === 'j') k.onStep?.(1);
      else if (key === 'k') k.onStep?.(-1);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Drawer title={candidate.name} onClose={onClose} closeLabel={t('close')}>
      <dl className="facts">
        <dt>{t('status')}</dt>
        <dd>
          <span className={`status status--${s}`}>{t(`status_${s}`)}</span>
        </dd>
        <dt>{t('source')}</dt>
        <dd>{candidate.source}</dd>
        <dt>{t('origin')}</dt>
        <dd>{candidate.origin}</dd>
        {candidate.slug && (
          <>
            <dt>{t('slug')}</dt>
            <dd>
              <a href={`/games/${candidate.slug}`} target="_blank" rel="noopener">
                /games/{candidate.slug}
              </a>
            </dd>
          </>
        )}
        {candidate.reason && (
          <>
            <dt>{t('reason')}</dt>
            <dd>{candidate.reason}</dd>
          </>
        )}
      </dl>
      <div className="actions">
        {can.publish && (
          <button className="btn btn--primary" type="button" disabled={action.busy} onClick={() => void act('publish')} aria-keyshortcuts="P">
            {t('publish')}
          </button>
        )}
        {s === 'published' && (
          <button className="btn" type="button" disabled={action.busy} onClick={() => void act('unpublish')}>
            {t('unpublish')}
          </button>
        )}
        {can.approve && (
          <button className="btn" type="button" disabled={action.busy} onClick={() => void act('approve')} aria-keyshortcuts="A">
            {t('approve')}
          </button>
        )}
        {can.reject && (
          <button className="btn" type="button" disabled={action.busy} onClick={() => void act('reject')} aria-keyshortcuts="R">
            {t('reject')}
          </button>
        )}
        {s !== 'published' && (
          <button className="btn btn--danger" type="button" disabled={action.busy} onClick={() => void act('delete')}>
            {t('delete')}
          </button>
        )}
      </div>
      <p className="hint" data-testid="review-keys">{t('reviewKeys')}</p>
      {action.busy && <progress aria-label={t('working')} />}
      <Notice error={action.error} />
      <form className="form-grid" onSubmit={save}>
        <label>
          {t('name')}
          <input value={form.name} onChange={set('name')} required />
        </label>
        <label>
          {t('category')}
          <select value={form.category} onChange={set('category')}>
            {[...new Set([...GAME_CATEGORIES, form.category])].map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className="span-2">
          {t('url')}
          <input value={form.url} onChange={set('url')} required />
        </label>
        <label className="span-2">
          {t('image')}
          <input value={form.image} onChange={set('image')} />
        </label>
        <label className="span-2">
          {t('tags')}
          <input value={form.tags} onChange={set('tags')} />
        </label>
        <label className="span-2">
          {t('description')}
          <textarea rows={4} value={form.description} onChange={set('description')} />
        </label>
        <label className="span-2">
          {t('rejectReason')}
          <input value={form.reason} onChange={set('reason')} placeholder="Rejected by admin" />
        </label>
        <div className="span-2 actions">
          <button className="btn btn--primary" type="submit" disabled={action.busy}>
            {t('save')}
          </button>
          {previewable(candidate.url) && (
            <button className="btn" type="button" aria-expanded={preview} onClick={() => setPreview((p) => !p)}>
              {preview ? t('hidePreview') : t('preview')}
            </button>
          )}
        </div>
      </form>
      {preview && (
        // Untrusted third-party code: scripts only, no same-origin access, no top navigation.
        <iframe className="preview" title={t('previewOf', { name: candidate.name })} src={candidate.url} sandbox="allow-scripts allow-pointer-lock" referrerPolicy="no-referrer" />
      )}
    </Drawer>
  );
}
