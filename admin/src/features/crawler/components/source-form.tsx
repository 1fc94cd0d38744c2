import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CRAWLER_PROVIDERS, type CrawlerProvider, type CrawlerSource, type CrawlerSourceInput, type FieldMapping } from '@portal/contracts';

const toPairs = (r: Record<string, string>) =>
  Object.entries(r)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
const fromPairs = (s: string) =>
  Object.fromEntries(
    s
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .map((l) => {
        const i = l.indexOf('=');
        return i < 0 ? [l, ''] : [l.slice(0, i).trim(), l.slice(i + 1).trim()];
      }),
  ) as Record<string, string>;

/** Create or edit a source. Parameters and category overrides are `key=value` lines. */
export function SourceForm({ initial, onSubmit, onCancel }: { initial?: CrawlerSource; onSubmit: (input: CrawlerSourceInput) => Promise<boolean>; onCancel: () => void }) {
  const { t } = useTranslation('crawler');
  const [name, setName] = useState(initial?.name ?? '');
  const [provider, setProvider] = useState<CrawlerProvider>(initial?.provider ?? 'gamemonetize');
  const [feedUrl, setFeedUrl] = useState(initial?.feedUrl ?? '');
  const [params, setParams] = useState(toPairs(initial?.params ?? {}));
  const [categoryMap, setCategoryMap] = useState(toPairs(initial?.categoryMap ?? {}));
  const [mapping, setMapping] = useState(initial?.fieldMapping ? JSON.stringify(initial.fieldMapping, null, 2) : '');
  const [enabled, setEnabled] = useState(initial?.enabled ?? true);
  const [schedule, setSchedule] = useState(initial?.schedule ?? '');
  const [limit, setLimit] = useState(String(initial?.limit ?? 0));
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    let fieldMapping: FieldMapping | undefined;
    if (provider === 'json') {
      try {
        fieldMapping = JSON.parse(mapping) as FieldMapping;
      } catch {
        setFormError(t('mappingInvalid'));
        return;
      }
    }
    setBusy(true);
    const ok = await onSubmit({
      name: name.trim(),
      provider,
      feedUrl: feedUrl.trim(),
      params: fromPairs(params),
      categoryMap: fromPairs(categoryMap),
      ...(fieldMapping ? { fieldMapping } : {}),
      enabled,
      schedule: schedule.trim() || null,
      limit: Number(limit) || 0,
    });
    setBusy(false);
    if (ok) onCancel();
  };

  return (
    <form className="crawler-source-form" onSubmit={(e) => void submit(e)} aria-labelledby="source-form-title">
      <h3 id="source-form-title">{initial ? t('editSource') : t('addSource')}</h3>
      <label>
        {t('sourceName')}
        <input required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        {t('provider')}
        <select value={provider} onChange={(e) => setProvider(e.target.value as CrawlerProvider)}>
          {CRAWLER_PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {t(`providers.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('feedUrl')}
        <input required type="url" value={feedUrl} onChange={(e) => setFeedUrl(e.target.value)} placeholder="https://" />
      </label>
      <label>
        {t('params')}
        <textarea rows={3} value={params} onChange={(e) => setParams(e.target.value)} placeholder="num=100" />
      </label>
      <label>
        {t('categoryMap')}
        <textarea rows={2} value={categoryMap} onChange={(e) => setCategoryMap(e.target.value)} placeholder="hypercasual=casual" />
      </label>
      {provider === 'json' && (
        <label>
          {t('fieldMapping')}
          <textarea rows={6} value={mapping} onChange={(e) => setMapping(e.target.value)} placeholder='{"items":"games","id":"id","title":"name","url":"url"}' />
        </label>
      )}
      <label>
        {t('schedule')}
        <input value={schedule} onChange={(e) => setSchedule(e.target.value)} placeholder="0 */6 * * *" />
      </label>
      <label>
        {t('limit')}
        <input type="number" min={0} value={limit} onChange={(e) => setLimit(e.target.value)} />
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t('enabled')}
      </label>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="actions">
        <button className="btn" type="submit" disabled={busy}>
          {t('save')}
        </button>
        <button className="btn btn--ghost" type="button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
