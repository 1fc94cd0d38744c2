import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  /** A line under the title (what the figures mean, or the period's totals). */
  note?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  /** Shown instead of both when the period has nothing to draw. */
  empty?: string | null;
  wide?: boolean;
  testId?: string;
}

/**
 * A dashboard card: a chart, and the same numbers as a table behind a toggle (for screen
 * readers, for copying figures, and for anyone who prefers reading to reading off a chart).
 */
export function ChartCard({ title, note, chart, table, empty, wide = false, testId }: Props) {
  const { t } = useTranslation('dashboard');
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <section className={`panel dash-card${wide ? ' dash-card--wide' : ''}`} aria-labelledby={id} data-testid={testId}>
      <div className="dash-card__head">
        <h2 id={id}>{title}</h2>
        {!empty && (
          <button type="button" className="btn btn--small dash-card__toggle" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {t('showTable')}
          </button>
        )}
      </div>
      {note && <p className="dash-card__note">{note}</p>}
      {empty ? <p className="dash-card__empty">{empty}</p> : asTable ? <div className="dash-card__table">{table}</div> : chart}
    </section>
  );
}
