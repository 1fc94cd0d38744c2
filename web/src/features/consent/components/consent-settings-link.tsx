import { useTranslation } from '../../../shared/i18n/i18n-provider';
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
