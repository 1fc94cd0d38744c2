import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldConfig } from '@portal/contracts';
import { Notice } from '../../../shared/components/notice';
import { useAdminAction } from '../../../shared/hooks/use-admin-action';
import { fieldsApi } from '../api/fields-api';

const LOCKED = ['name', 'url'];

/** Field configuration: which fields the pool shows (enabled) and imports need (required). */
export function FieldsPage() {
  const { t } = useTranslation('catalogue');
  const action = useAdminAction();
  const [fields, setFields] = useState<FieldConfig[]>([]);
  const [saved, setSaved] = useState<string | null>(null);
  const { run } = action;
  useEffect(() => {
    void run(() => fieldsApi.get()).then((r) => r && setFields(r.fields));
  }, [run]);
  const patch = (key: string, p: Partial<FieldConfig>) => setFields((fs) => fs.map((f) => (f.key === key ? { ...f, ...p } : f)));
  const save = async () => {
    setSaved(null);
    const r = await run(() => fieldsApi.save({ fields: fields.map(({ key, label, required, enabled }) => ({ key, label, required, enabled })) }));
    if (r) {
      setFields(r.fields);
      setSaved(t('saved'));
    }
  };

  return (
    <section aria-labelledby="fields-title">
      <div className="section-head">
        <h1 id="fields-title">{t('fields')}</h1>
        <button className="btn btn--primary push-end" type="button" disabled={action.busy || fields.length === 0} onClick={() => void save()}>
          {t('save')}
        </button>
      </div>
      <p className="dim">{t('fieldsHelp')}</p>
      <Notice error={action.error} message={saved} />
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('fieldKey')}</th>
              <th scope="col">{t('fieldLabel')}</th>
              <th scope="col">{t('fieldType')}</th>
              <th scope="col">{t('enabled')}</th>
              <th scope="col">{t('required')}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((f) => (
              <tr key={f.key}>
                <td>
                  <code>{f.key}</code>
                </td>
                <td>
                  <input aria-label={t('labelFor', { key: f.key })} value={f.label} onChange={(e) => patch(f.key, { label: e.target.value })} />
                </td>
                <td>{f.type}</td>
                <td>
                  <input type="checkbox" aria-label={t('enabledFor', { key: f.key })} checked={f.enabled} disabled={LOCKED.includes(f.key)} onChange={(e) => patch(f.key, { enabled: e.target.checked })} />
                </td>
                <td>
                  <input type="checkbox" aria-label={t('requiredFor', { key: f.key })} checked={f.required} disabled={LOCKED.includes(f.key)} onChange={(e) => patch(f.key, { required: e.target.checked })} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
