import { useTranslation } from '../../../shared/i18n/i18n-provider';
import { paths } from '../../../app/paths';
import { useHead } from '../../../shared/head/head';

const SECTIONS = 3;

/** Privacy, terms and DMCA: a title, an intro and three sections, all from the locale files. */
export function LegalPage({ page }: { page: 'privacy' | 'terms' | 'dmca' }) {
  const { t } = useTranslation('pages');
  useHead({ title: `${t(`page_${page}`)} · ${t('brand')}`, description: t(`pages:${page}_intro`), canonical: paths[page] });
  return (
    <article className="static-page" data-testid={`page-${page}`}>
      <h1>{t(`page_${page}`)}</h1>
      <p className="static-page__lead">{t(`pages:${page}_intro`)}</p>
      {Array.from({ length: SECTIONS }, (_, i) => (
        <section key={i}>
          <h2>{t(`pages:${page}_h${i + 1}`)}</h2>
          <p>{t(`pages:${page}_p${i + 1}`)}</p>
        </section>
      ))}
    </article>
  );
}
