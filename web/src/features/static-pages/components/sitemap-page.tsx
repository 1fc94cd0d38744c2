import { AppLink } from '../../../shared/components/app-link';
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
                <AppLink to={link(paths.browse({ category: c }))}>{t(`categories:${c}`)}</AppLink>
              </li>
            ))}
          </ul>
          <h2>{t('pages:sitemap_pages')}</h2>
          <ul>
            {(['privacy', 'terms', 'dmca', 'contact'] as const).map((p) => (
              <li key={p}>
                <AppLink to={link(paths[p])}>{t(`page_${p}`)}</AppLink>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('pages:sitemap_games')}</h2>
          <ul className="sitemap-games">
            {(games.data?.data ?? []).map((g) => (
              <li key={g.id}>
                <AppLink to={link(paths.game(g.slug))}>{g.name}</AppLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
}
