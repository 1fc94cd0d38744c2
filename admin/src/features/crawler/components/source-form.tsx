import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CRAWLER_PROVIDERS, type AutoPublishRule, type CrawlerProvider, type CrawlerSource, type CrawlerSourceInput, type FieldMapping } from '@portal/contracts';
import { AutoPublishFields, NO_RULE } from './auto-publish-fields';
import { SchedulePicker } from './schedule-picker';

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

/** The admin's own zone for a new source, so "daily at 03:00" means their 03:00. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

interface Props {
  initial?: CrawlerSource;
  /** Answers the error text, or null once saved. */
  onSubmit: (input: CrawlerSourceInput) => Promise<string | null>;
  onCancel: () => void;
  onDelete?: () => void;
}

/** Create or edit a source: its feed, its schedule and its auto-publish rule. Parameters and category overrides are `key=value` lines. */
export function SourceForm({ initial, onSubmit, onCancel, onDelete }: Props) {
  const { t } = useTranslation('crawler');
  const [name, setName] = useState(initial?.name ?? '');
  const [provider, setProvider] = useState<CrawlerProvider>(initial?.provider ?? 'gamemonetize');
  const [feedUrl, setFeedUrl] = useState(initial?.feedUrl ?? '');
  const [params, setParams] = useState(toPairs(initial?.params ?? {}));
  const [categoryMap, setCategoryMap] = useState(toPairs(initial?.categoryMap ?? {}));
  const [mapping, setMapping] = useState(initial?.fieldMapping ? JSON.stringify(initial.fieldMapping, null, 2) : '');
  const [enabled, setEnabled] = useState(initial?.enabled ?? true);
  const [schedule, setSchedule] = useState<string | null>(initial?.schedule ?? null);
  const [timezone, setTimezone] = useState(initial?.timezone ?? browserZone());
  const [scheduleValid, setScheduleValid] = useState(true);
  const [rule, setRule] = useState<AutoPublishRule>(initial?.autoPublish ?? NO_RULE);
  const [limit, setLimit] = useState(String(initial?.limit ?? 0));
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onValidity = useCallback((v: boolean) => setScheduleValid(v), []);

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
    const error = await onSubmit({
      name: name.trim(),
      provider,
      feedUrl: feedUrl.trim(),
      params: fromPairs(params),
      categoryMap: fromPairs(categoryMap),
      ...(fieldMapping ? { fieldMapping } : {}),
      enabled,
      schedule,
      timezone,
      // Kept when switched off, so switching it back on finds the same choices.
      autoPublish: rule,
      limit: Number(limit) || 0,
    });
    setBusy(false);
    if (error) setFormError(error);
  };

  return (
    <form className="crawler-source-form" onSubmit={(e) => void submit(e)} aria-label={initial ? t('editSource') : t('addSource')}>
      <fieldset>
        <legend>{t('feed')}</legend>
        <label>
          {t('sourceName')}
          <input required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <div className="form-row">
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
            {t('limit')}
            <input type="number" min={0} className="input--short" value={limit} onChange={(e) => setLimit(e.target.value)} />
          </label>
        </div>
        <label>
          {t('feedUrl')}
          <input required type="url" className="mono" value={feedUrl} onChange={(e) => setFeedUrl(e.target.value)} placeholder="https://" />
        </label>
        <label>
          {t('params')}
          <textarea rows={2} className="mono" value={params} onChange={(e) => setParams(e.target.value)} placeholder="num=100" />
        </label>
        <label>
          {t('categoryMap')}
          <textarea rows={2} className="mono" value={categoryMap} onChange={(e) => setCategoryMap(e.target.value)} placeholder="hypercasual=casual" />
        </label>
        {provider === 'json' && (
          <label>
            {t('fieldMapping')}
            <textarea rows={6} className="mono" value={mapping} onChange={(e) => setMapping(e.target.value)} placeholder='{"items":"games","id":"id","title":"name","url":"url"}' />
          </label>
        )}
        <label className="checkbox">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          {t('enabled')}
        </label>
      </fieldset>
      <SchedulePicker
        cron={schedule}
        timezone={timezone}
        onChange={(cron, tz) => {
          setSchedule(cron);
          setTimezone(tz);
        }}
        onValidity={onValidity}
      />
      <AutoPublishFields rule={rule} onChange={setRule} />
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="form-actions">
        <button className="btn btn--primary" type="submit" disabled={busy || !scheduleValid}>
          {t('save')}
        </button>
        <button className="btn btn--ghost" type="button" onClick={onCancel}>
          {t('cancel')}
        </button>
        {onDelete && (
          <button className="btn btn--danger push-end" type="button" onClick={onDelete} aria-label={t('deleteFor', { name: initial?.name ?? '' })}>
            {t('delete')}
          </button>
        )}
      </div>
    </form>
  );
}
