import { useEffect, useState } from 'react';
import { AppLink } from '../../../shared/components/app-link';
import { useTranslation } from '../../../shared/i18n/i18n-provider';
import { Modal } from '../../../shared/components/modal';
import './consent-dialog.css';
import { useMounted } from '../../../shared/hooks/use-mounted';
import { useLanguage } from '../../../shared/hooks/use-language';
import { paths } from '../../../app/paths';
import { needsConsentDialog, onConsentDialogRequest, openConsentDialog, setConsent, storedConsent, whenRegionKnown, type Consent, type ConsentPurpose } from '../../../shared/consent/consent';

const PURPOSES: ConsentPurpose[] = ['analytics', 'advertising', 'personalization'];

/**
 * The consent dialog: shown to visitors detected in Europe with no choice younger
 * than 90 days, and whenever the footer link asks. Client-only, so a prerendered page never
 * flashes it. Escape is never a choice: in the preferences view it goes back, otherwise it only
 * closes a dialog the visitor reopened (their stored choice stands); a first ask stays open.
 */
export function ConsentDialog() {
  const mounted = useMounted();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<'simple' | 'preferences'>('simple');

  useEffect(() => {
    if (!mounted) return;
    // The first ask waits until the region is known without blocking the page (see whenRegionKnown).
    const forget = whenRegionKnown(() => needsConsentDialog() && setOpen(true));
    const off = onConsentDialogRequest(() => {
      setView('simple');
      setOpen(true);
    });
    return () => {
      forget();
      off();
    };
  }, [mounted]);

  if (!open) return null;
  const choose = (c: Consent) => {
    setConsent(c);
    setOpen(false);
  };
  return <ConsentModal view={view} setView={setView} choose={choose} close={() => setOpen(false)} />;
}

function ConsentModal({ view, setView, choose, close }: { view: 'simple' | 'preferences'; setView: (v: 'simple' | 'preferences') => void; choose: (c: Consent) => void; close: () => void }) {
  const { t } = useTranslation();
  const { link } = useLanguage();
  const [draft, setDraft] = useState<Consent>(() => storedConsent() ?? { analytics: false, advertising: false, personalization: false });
  const all = (v: boolean): Consent => ({ analytics: v, advertising: v, personalization: v });
  const onEscape = () => {
    if (view === 'preferences') setView('simple');
    else if (storedConsent()) close();
  };

  return (
    <Modal
      key={view}
      title={view === 'simple' ? t('consent_title') : t('consent_prefsTitle')}
      description={view === 'simple' ? t('consent_text') : t('consent_prefsText')}
      onEscape={onEscape}
      className="consent-dialog"
      testId="consent-dialog"
      initialFocus={view === 'simple' ? '[data-testid="consent-accept"]' : undefined}
    >
      {view === 'preferences' && (
        <ul className="consent-list">
          <li className="consent-row">
            <div>
              <p className="consent-row__name" id="consent-essential">
                {t('consent_essential')}
              </p>
              <p className="consent-row__desc">{t('consent_essentialText')}</p>
            </div>
            <input type="checkbox" role="switch" className="switch" checked disabled aria-labelledby="consent-essential" aria-describedby="consent-always" />
            <span id="consent-always" className="visually-hidden">
              {t('consent_alwaysOn')}
            </span>
          </li>
          {PURPOSES.map((p) => (
            <li key={p} className="consent-row">
              <label htmlFor={`consent-${p}`}>
                <span className="consent-row__name">{t(`consent_${p}`)}</span>
                <span className="consent-row__desc">{t(`consent_${p}Text`)}</span>
              </label>
              <input
                id={`consent-${p}`}
                type="checkbox"
                role="switch"
                className="switch"
                checked={draft[p]}
                onChange={(e) => setDraft({ ...draft, [p]: e.target.checked })}
                data-testid={`consent-toggle-${p}`}
              />
            </li>
          ))}
        </ul>
      )}
      {view === 'simple' && (
        <p className="consent-dialog__more">
          <AppLink to={link(paths.privacy)} onClick={close}>
            {t('consent_privacyLink')}
          </AppLink>
        </p>
      )}
      <div className="modal__actions consent-actions">
        {view === 'simple' ? (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              // Each visit to the preferences starts from the stored choice (Escape discards edits).
              setDraft(storedConsent() ?? all(false));
              setView('preferences');
            }}
            data-testid="consent-manage"
          >
            {t('consent_manage')}
          </button>
        ) : (
          <button type="button" className="btn btn--ghost" onClick={() => choose(draft)} data-testid="consent-save">
            {t('consent_save')}
          </button>
        )}
        <button type="button" className="btn btn--ghost" onClick={() => choose(all(false))} data-testid="consent-reject">
          {t('consent_rejectAll')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => choose(all(true))} data-testid="consent-accept">
          {t('consent_acceptAll')}
        </button>
      </div>
    </Modal>
  );
}
