import { useTranslation } from 'react-i18next';

/** A place for the VIP list; the VIP issue fills it. */
export function VipPage() {
  const { t } = useTranslation('catalogue');
  return (
    <section aria-labelledby="vip-title">
      <div className="section-head">
        <h1 id="vip-title">{t('vip')}</h1>
      </div>
      <p className="empty">{t('comingSoon')}</p>
    </section>
  );
}
