import { Link } from 'react-router-dom';
import { useTranslation } from '../../../shared/i18n/i18n-provider';
import { BROWSE_CATEGORIES } from '@portal/contracts/constants';
import type { GameCardPage } from '@portal/contracts';
import { paths } from '../../../app/paths';
import { catalogueUrls } from '../../../shared/api/catalogue-urls';
import { useApi } from '../../../shared/api/api-cache';
import { useLanguage } from '../../../shared/hooks/use-language';
import { useHead } from '../../../shared/head/head';

export function SitemapPage() {
  const { t } = useTranslation('pages');
  const { lang, link } = useLanguage();
  const games = useApi<GameCardPage>(catalogueUrls.games({ lang, limit: 100 }));
  useHead({ title: `${t('page_sitemap')} · ${t('brand')}`, description: t('pages:sitemap_intro'), canonical: paths.sitemap });
  return (
    <article className="static-page" data-testid="page-sitemap">
      <h1>{t('page_sitemap')}</h1>
      <p className="static-page__lead">{t('pages:sitemap_intro')}</p>
      <div className="sitemap-cols">
        <section>
          <h2>{t('categoriesLabel')}</h2>
          <ul>
            {BROWSE_CATEGORIES.filter((c) => c !== 'favorites').map((c) => (
              <li key={c}>
                <Link to={link(paths.browse({ category: c }))}>{t(`categories:${c}`)}</Link>
              </li>
            ))}
          </ul>
          <h2>{t('pages:sitemap_pages')}</h2>
          <ul>
            {(['privacy', 'terms', 'dmca', 'contact'] as const).map((p) => (
              <li key={p}>
                <Link to={link(paths[p])}>{t(`page_${p}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('pages:sitemap_games')}</h2>
          <ul className="sitemap-games">
            {(games.data?.data ?? []).map((g) => (
              <li key={g.id}>
                <Link to={link(paths.game(g.slug))}>{g.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
}
