import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n-provider';
import { paths } from '../../../app/paths';
import { catalogueUrls } from '../../../shared/api/catalogue-urls';
import { useHead } from '../../../shared/head/head';

type Status = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ContactPage() {
  const { t } = useTranslation('pages');
  useHead({ title: `${t('page_contact')} · ${t('brand')}`, description: t('pages:contact_intro'), canonical: paths.contact });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const v = Object.fromEntries([...form.entries()].map(([k, x]) => [k, String(x).trim()]));
    const next: Record<string, string> = {};
    if (!v.name) next.name = t('pages:contact_errName');
    if (!EMAIL.test(v.email ?? '')) next.email = t('pages:contact_errEmail');
    if ((v.message ?? '').length < 10) next.message = t('pages:contact_errMessage');
    setErrors(next);
    if (Object.keys(next).length) return;
    setStatus({ kind: 'sending' });
    const el = e.currentTarget;
    try {
      const res = await fetch(catalogueUrls.contact(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(v) });
      if (res.status === 429) return setStatus({ kind: 'error', message: t('pages:contact_errRate') });
      if (!res.ok) return setStatus({ kind: 'error', message: ((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? `HTTP ${res.status}` });
      el.reset();
      setStatus({ kind: 'sent' });
    } catch {
      setStatus({ kind: 'error', message: t('pages:contact_errNetwork') });
    }
  };

  const field = (name: 'name' | 'email' | 'subject', type = 'text', required = true) => (
    <div className="field">
      <label htmlFor={`c-${name}`}>{t(`pages:contact_${name}`)}</label>
      <input id={`c-${name}`} name={name} type={type} required={required} maxLength={name === 'email' ? 200 : 100} aria-invalid={!!errors[name]} aria-describedby={errors[name] ? `c-${name}-err` : undefined} autoComplete={name === 'subject' ? 'off' : name} />
      {errors[name] && (
        <p id={`c-${name}-err`} className="field__error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <article className="static-page" data-testid="page-contact">
      <h1>{t('page_contact')}</h1>
      <p className="static-page__lead">{t('pages:contact_intro')}</p>
      <form className="contact-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        {field('name')}
        {field('email', 'email')}
        {field('subject', 'text', false)}
        <div className="field">
          <label htmlFor="c-message">{t('pages:contact_message')}</label>
          <textarea id="c-message" name="message" rows={6} required minLength={10} maxLength={5000} aria-invalid={!!errors.message} aria-describedby={errors.message ? 'c-message-err' : undefined} />
          {errors.message && (
            <p id="c-message-err" className="field__error">
              {errors.message}
            </p>
          )}
        </div>
        {/* Hidden from people; bots fill it in. */}
        <div className="hp" aria-hidden="true">
          <label htmlFor="c-website">Website</label>
          <input id="c-website" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <button className="btn btn--primary" type="submit" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? t('loading') : t('pages:contact_send')}
        </button>
        {status.kind === 'sent' && (
          <p className="notice notice--ok" role="status" data-testid="contact-sent">
            {t('pages:contact_sent')}
          </p>
        )}
        {status.kind === 'error' && (
          <p className="notice notice--error" role="alert">
            {status.message}
          </p>
        )}
      </form>
    </article>
  );
}
