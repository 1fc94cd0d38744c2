import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n-provider';
import { Modal } from '../../../shared/components/modal';
import './vip-dialog.css';
import { currentReturnTo, looksLikeEmail, requestSignInLink, type LoginResult } from '../api/vip-login';

/** Passwordless VIP sign-in: an address, then "check your mail" (the same for everyone). */
export function VipDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<LoginResult | null>(null);
  const error = result && result !== 'sent' ? t(`vip_error_${result}`) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // An address without an at sign is refused with 'Invalid email'.
    if (!looksLikeEmail(email)) return setResult('invalid');
    setBusy(true);
    setResult(await requestSignInLink(email, currentReturnTo()));
    setBusy(false);
  };

  if (result === 'sent') {
    return (
      <Modal title={t('vip_checkMailTitle')} onEscape={onClose} className="vip-dialog" testId="vip-dialog" initialFocus="[data-autofocus]">
        <div className="vip-dialog__sent" role="status">
          <span className="vip-dialog__mail" aria-hidden="true">
            ✉
          </span>
          <p>{t('vip_checkMailText', { email: email.trim() })}</p>
        </div>
        <div className="modal__actions">
          <button type="button" className="btn btn--primary" onClick={onClose} data-autofocus>
            {t('close')}
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={t('vip_signInTitle')} description={t('vip_signInText')} onEscape={onClose} className="vip-dialog" testId="vip-dialog">
      <form className="vip-form" onSubmit={submit} noValidate>
        <label className="field">
          <span className="field__label">{t('vip_email')}</span>
          <input
            className="field__input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setResult(null);
            }}
            aria-invalid={result === 'invalid' || undefined}
            aria-describedby={error ? 'vip-error' : undefined}
            required
            data-testid="vip-email"
          />
        </label>
        {error && (
          <p id="vip-error" className="field__error" role="alert" data-testid="vip-error">
            {error}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy} data-testid="vip-submit">
            {t('vip_sendLink')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
