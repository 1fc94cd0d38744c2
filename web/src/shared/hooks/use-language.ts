import { useLocation } from 'react-router-dom';
import { useTranslation } from '../i18n/i18n-provider';
import { isLanguage, type Language } from '@portal/contracts/constants';
import { splitLanguagePrefix, withLanguage } from '../../app/paths';

/** The current language, and a helper that keeps the URL's language prefix on links. */
export function useLanguage(): { lang: Language; link: (path: string) => string } {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const prefix = splitLanguagePrefix(pathname).lang;
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  return { lang, link: (path: string) => withLanguage(path, prefix) };
}
