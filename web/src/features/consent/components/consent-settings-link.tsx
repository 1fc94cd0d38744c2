import { useTranslation } from 'react-i18next';
import { openConsentDialog } from '../../../shared/consent/consent';

/** The footer link that reopens the dialog. */
export function ConsentSettingsLink() {
  const { t } = useTranslation();
  return (
    <button type="button" className="link-btn" onClick={() => openConsentDialog()} data-testid="consent-settings-link">
      {t('consent_footerLink')}
    </button>
  );
}
