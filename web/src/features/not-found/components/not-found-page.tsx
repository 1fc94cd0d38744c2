import { AppLink } from '../../../shared/components/app-link';
import { useTranslation } from '../../../shared/i18n/i18n-provider';
import { paths } from '../../../app/paths';
import { useLanguage } from '../../../shared/hooks/use-language';
import { useHead } from '../../../shared/head/head';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { link } = useLanguage();
  useHead({ title: `${t('notFoundTitle')} · ${t('brand')}`, description: t('notFoundText'), canonical: '/', noindex: true, status: 404 });
  return (
    <section className="not-found" data-testid="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <AppLink className="btn btn--primary" to={link(paths.home)}>
        {t('goHome')}
      </AppLink>
    </section>
  );
}
