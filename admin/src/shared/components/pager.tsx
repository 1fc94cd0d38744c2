import { useTranslation } from 'react-i18next';

export function Pager({ page, limit, total, onPage }: { page: number; limit: number; total: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('catalogue');
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav className="pager" aria-label={t('pagination')}>
      <button className="btn" type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </button>
      <span aria-live="polite">{t('pageOf', { page, pages, total })}</span>
      <button className="btn" type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </button>
    </nav>
  );
}
