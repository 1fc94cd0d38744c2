import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../shared/i18n/i18n-provider';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, type Language } from '@portal/contracts/constants';
import { splitLanguagePrefix, withLanguage } from '../../../app/paths';
import { STORAGE_KEYS, writeRaw } from '../../../shared/storage/local-store';
import { FONT_SIZES, useSettings } from '../../../shared/settings/settings';
import { Popover } from '../../../shared/components/popover';
import { icon } from '../../../shared/components/icons';
import { useLanguage } from '../../../shared/hooks/use-language';

/** Language dropdown with native names; choosing one moves to the same page under its prefix. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const choose = (l: Language) => {
    writeRaw(STORAGE_KEYS.language, l);
    navigate(withLanguage(splitLanguagePrefix(pathname).path + search, l));
  };
  return (
    <Popover
      label={`${t('language')}: ${LANGUAGE_NATIVE_NAMES[lang]}`}
      icon={
        <>
          {icon('globe')}
          <span className="icon-btn__text">{LANGUAGE_NATIVE_NAMES[lang]}</span>
        </>
      }
      className="lang-menu"
      testId="language-button"
    >
      {(close) => (
        <ul className="menu-list" role="list">
          {LANGUAGES.map((l) => (
            <li key={l}>
              <button
                type="button"
                lang={l}
                className={`menu-item ${l === lang ? 'is-active' : ''}`}
                aria-current={l === lang ? 'true' : undefined}
                onClick={() => {
                  close();
                  choose(l);
                }}
              >
                {LANGUAGE_NATIVE_NAMES[l]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Popover>
  );
}

export function SettingsMenu() {
  const { t } = useTranslation();
  const s = useSettings();
  return (
    <Popover label={t('settings')} icon={icon('gear')} panelClassName="settings-panel" testId="settings-button">
      {() => (
        <div className="settings">
          <label className="setting-row">
            <span>{t('darkMode')}</span>
            <input
              type="checkbox"
              role="switch"
              className="switch"
              checked={s.theme === 'dark'}
              onChange={(e) => s.setTheme(e.target.checked ? 'dark' : 'light')}
              data-testid="dark-mode-toggle"
            />
          </label>
          <div className="setting-row">
            <span id="font-size-label">{t('fontSize')}</span>
            <div className="segmented" role="group" aria-labelledby="font-size-label">
              {FONT_SIZES.map((f) => (
                <button key={f} type="button" aria-pressed={s.fontSize === f} onClick={() => s.setFontSize(f)} data-testid={`font-${f}`}>
                  {t(`font_${f}`)}
                </button>
              ))}
            </div>
          </div>
          <label className="setting-row">
            <span>{t('sound')}</span>
            <input type="checkbox" role="switch" className="switch" checked={!s.muted} onChange={(e) => s.setMuted(!e.target.checked)} data-testid="sound-toggle" />
          </label>
        </div>
      )}
    </Popover>
  );
}
