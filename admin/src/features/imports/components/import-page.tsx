import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '@portal/contracts/constants';
import type { ExternalGameInput, ImportReport } from '@portal/contracts';
import { Notice } from '../../../shared/components/notice';
import { Progress } from '../../../shared/components/progress';
import { useAdminAction } from '../../../shared/hooks/use-admin-action';
import { importsApi } from '../api/imports-api';

const CHUNK = 200;
const EMPTY = { name: '', url: '', category: 'casual', source: 'External', description: '', image: '', tags: '', rating: '', plays: '' };

/** External games: one by one, or many from a JSON array or a CSV file, with a per-row report. */
export function ImportPage() {
  const { t } = useTranslation('catalogue');
  const single = useAdminAction();
  const bulk = useAdminAction();
  const [form, setForm] = useState(EMPTY);
  const [added, setAdded] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const addOne = async (e: FormEvent) => {
    e.preventDefault();
    setAdded(null);
    const r = await single.run(() => importsApi.addOne(form));
    if (r) {
      setAdded(t('addedCandidate', { name: r.candidate.name }));
      setForm(EMPTY);
    }
  };

  // JSON goes in chunks so a long import shows real progress; the row numbers stay global.
  const importJson = async (games: ExternalGameInput[]) => {
    const total: ImportReport = { total: 0, success: 0, failed: 0, games: [], errors: [] };
    setProgress({ done: 0, total: games.length });
    for (let i = 0; i < games.length; i += CHUNK) {
      const r = await bulk.run(() => importsApi.importJson(games.slice(i, i + CHUNK)));
      if (!r) break;
      total.total += r.total;
      total.success += r.success;
      total.failed += r.failed;
      total.games.push(...r.games);
      total.errors.push(...r.errors.map((m) => m.replace(/^Game (\d+):/, (_w, n: string) => `Game ${Number(n) + i}:`)));
      setProgress({ done: Math.min(i + CHUNK, games.length), total: games.length });
    }
    return total;
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setReport(null);
    bulk.setError(null);
    if (/\.csv$/i.test(file.name) || file.type === 'text/csv') {
      setProgress({ done: 0, total: 0 });
      const r = await bulk.run(() => importsApi.importCsv(file));
      setProgress(null);
      if (r) setReport(r);
      return;
    }
    let games: unknown;
    try {
      games = JSON.parse(await file.text());
    } catch {
      bulk.setError(t('invalidJson'));
      return;
    }
    const list = Array.isArray(games) ? games : (games as { games?: unknown }).games;
    if (!Array.isArray(list)) {
      bulk.setError(t('invalidJson'));
      return;
    }
    setReport(await importJson(list as ExternalGameInput[]));
    setProgress(null);
  };

  return (
    <section aria-labelledby="import-title" className="stack">
      <div className="section-head">
        <h1 id="import-title">{t('import')}</h1>
      </div>
      <div className="panel">
        <h2>{t('addExternal')}</h2>
        <form className="form-grid" onSubmit={addOne}>
          <label>
            {t('name')}
            <input name="name" value={form.name} onChange={set('name')} />
          </label>
          <label>
            {t('url')}
            <input name="url" value={form.url} onChange={set('url')} placeholder="https://…" />
          </label>
          <label>
            {t('category')}
            <select value={form.category} onChange={set('category')}>
              {GAME_CATEGORIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
          <label>
            {t('source')}
            <input value={form.source} onChange={set('source')} />
          </label>
          <label>
            {t('image')}
            <input value={form.image} onChange={set('image')} />
          </label>
          <label>
            {t('tags')}
            <input value={form.tags} onChange={set('tags')} placeholder="puzzle, blocks" />
          </label>
          <label>
            {t('rating')}
            <input inputMode="decimal" value={form.rating} onChange={set('rating')} />
          </label>
          <label>
            {t('plays')}
            <input inputMode="numeric" value={form.plays} onChange={set('plays')} />
          </label>
          <label className="span-2">
            {t('description')}
            <textarea rows={3} value={form.description} onChange={set('description')} />
          </label>
          <div className="span-2 actions">
            <button className="btn btn--primary" type="submit" disabled={single.busy}>
              {t('addToPool')}
            </button>
          </div>
        </form>
        <Notice error={single.error} message={added} />
      </div>

      <div className="panel">
        <h2>{t('bulkImport')}</h2>
        <p className="dim">{t('bulkHelp')}</p>
        <label className="file-drop">
          {t('chooseFile')}
          <input type="file" accept=".json,.csv,application/json,text/csv" disabled={bulk.busy} onChange={(e) => void onFile(e.target.files?.[0]).finally(() => (e.target.value = ''))} />
        </label>
        {progress && <Progress label={progress.total ? t('importing', progress) : t('uploading')} value={progress.total ? progress.done : undefined} max={progress.total || undefined} />}
        <Notice error={bulk.error} />
        {report && (
          <div className="report" data-testid="import-report">
            <p role="status">{t('importSummary', report)}</p>
            {report.errors.length > 0 && (
              <ul className="report__errors">
                {report.errors.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
