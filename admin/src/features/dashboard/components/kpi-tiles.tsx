import { useTranslation } from 'react-i18next';

export interface Kpi {
  key: string;
  label: string;
  value: number;
  /** The same figure over the period before; null when it is not known. */
  previous: number | null;
}

/** The period's headline figures, each with its change against the period before. */
export function KpiTiles({ items, locale }: { items: Kpi[]; locale: string }) {
  const { t } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const change = (k: Kpi) => {
    if (k.previous === null) return null;
    if (k.previous === 0) return k.value === 0 ? { dir: 'same', text: t('changeSame') } : { dir: 'up', text: t('changeNew') };
    const ratio = (k.value - k.previous) / k.previous;
    if (Math.abs(ratio) < 0.005) return { dir: 'same', text: t('changeSame') };
    const value = percent.format(Math.abs(ratio));
    return ratio > 0 ? { dir: 'up', text: t('changeUp', { value }) } : { dir: 'down', text: t('changeDown', { value }) };
  };
  return (
    <ul className="kpis" aria-label={t('kpisLabel')}>
      {items.map((k) => {
        const c = change(k);
        return (
          <li key={k.key} className="kpi" data-testid={`kpi-${k.key}`}>
            <span className="kpi__label">{k.label}</span>
            <span className="kpi__value" data-testid={`kpi-${k.key}-value`}>
              {number.format(k.value)}
            </span>
            {c && (
              <span className={`kpi__change kpi__change--${c.dir}`}>
                <span aria-hidden="true">{c.dir === 'up' ? '▲' : c.dir === 'down' ? '▼' : '–'} </span>
                {c.text}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
