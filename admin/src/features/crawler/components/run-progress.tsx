import { useTranslation } from 'react-i18next';
import { CRAWL_STEPS, CRAWL_STEP_COUNT, type CrawlerStatus } from '@portal/contracts';

/**
 * How far the crawl is, 0-100: the completed steps, plus the share of the current step done
 * when its size is known (thumbnails 120 of 500), so the bar moves within long steps too.
 */
export function progressPercent(s: Pick<CrawlerStatus, 'status' | 'progress' | 'stepDone' | 'stepTotal'>): number {
  if (s.status !== 'running') return 0;
  const within = s.stepTotal && s.stepDone !== null && s.stepDone !== undefined ? Math.min(1, s.stepDone / s.stepTotal) : 0;
  return Math.min(100, Math.round(((s.progress + within) / CRAWL_STEP_COUNT) * 100));
}

/** A running crawl's stage, its count within the stage and the overall percentage, with the bar. */
export function RunProgress({ status, compact = false, testId }: { status: CrawlerStatus; compact?: boolean; testId?: string }) {
  const { t, i18n } = useTranslation('crawler');
  const percent = progressPercent(status);
  const stage = status.step ? t(`steps.${status.step}`) : t('queued');
  const stepNo = Math.min(status.progress + 1, CRAWL_STEP_COUNT);
  const counted = typeof status.stepDone === 'number';
  const fmt = (n: number) => n.toLocaleString(i18n.language);
  return (
    <div className={`run-progress${compact ? ' run-progress--compact' : ''}`}>
      <div className="run-progress__line">
        <span className="run-progress__stage">
          {status.step ? t('stageOf', { n: stepNo, total: CRAWL_STEP_COUNT, stage }) : stage}
        </span>
        {counted && (
          <span className="run-progress__count">
            {status.stepTotal ? t('processedOf', { done: fmt(status.stepDone!), total: fmt(status.stepTotal) }) : t('processed', { done: fmt(status.stepDone!) })}
          </span>
        )}
        <span className="run-progress__percent">{t('percent', { value: percent })}</span>
      </div>
      <progress
        max={100}
        value={percent}
        aria-label={t('progress')}
        aria-valuetext={t('progressValue', { percent, stage })}
        {...(testId ? { 'data-testid': testId } : {})}
      />
      {!compact && (
        <ol className="run-steps" aria-hidden="true">
          {CRAWL_STEPS.map((step, i) => (
            <li key={step} className={i < status.progress ? 'is-done' : i === status.progress && status.status === 'running' ? 'is-current' : ''} title={t(`steps.${step}`)} />
          ))}
        </ol>
      )}
    </div>
  );
}
