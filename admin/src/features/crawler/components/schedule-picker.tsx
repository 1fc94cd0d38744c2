import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOUR_STEPS, cronToPreset, presetToCron, type SchedulePreset } from '@portal/contracts';
import { useSchedulePreview } from '../hooks/use-schedule-preview';
import { useScheduleText } from '../hooks/use-schedule-text';
import { useTimeFormat } from '../hooks/use-time-format';

type Kind = SchedulePreset['kind'];
const KINDS: Kind[] = ['none', 'hourly', 'everyHours', 'daily', 'weekly', 'custom'];

/** Every zone this browser knows, UTC first (some engines leave it out of the list). */
function timeZones(): string[] {
  const known = (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return ['UTC', ...known.filter((z) => z !== 'UTC')];
}

const clamp = (v: string, max: number) => Math.min(max, Math.max(0, Math.trunc(Number(v)) || 0));
const hhmm = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

/** What a preset keeps when the admin switches to another kind (the time stays, for one). */
function switchKind(p: SchedulePreset, kind: Kind, cron: string | null): SchedulePreset {
  const hour = 'hour' in p ? p.hour : 3;
  const minute = 'minute' in p ? p.minute : 0;
  switch (kind) {
    case 'none':
      return { kind };
    case 'hourly':
      return { kind, minute };
    case 'everyHours':
      return { kind, every: 6, minute };
    case 'daily':
      return { kind, hour, minute };
    case 'weekly':
      return { kind, day: 1, hour, minute };
    case 'custom':
      return { kind, cron: cron ?? '0 */6 * * *' };
  }
}

interface Props {
  cron: string | null;
  timezone: string;
  onChange: (cron: string | null, timezone: string) => void;
  /** False while the server refuses the pattern (or has not answered yet), so the form can hold its Save. */
  onValidity: (valid: boolean) => void;
}

/**
 * The schedule of a source: presets (every hour, every N hours, daily, weekly) or a cron
 * pattern of its own, in a time zone. It says in words what the pattern means and shows the
 * next three runs as the server computes them; a pattern the server refuses shows why.
 */
export function SchedulePicker({ cron, timezone, onChange, onValidity }: Props) {
  const { t, i18n } = useTranslation('crawler');
  const id = useId();
  const describe = useScheduleText();
  const time = useTimeFormat();
  const [preset, setPreset] = useState<SchedulePreset>(() => cronToPreset(cron));
  const zones = useMemo(timeZones, []);
  const written = presetToCron(preset);
  const preview = useSchedulePreview(written, timezone);
  const weekdays = useMemo(() => {
    const name = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
    // Monday first; 1 January 2023 was a Sunday (day 0).
    return [1, 2, 3, 4, 5, 6, 0].map((d) => ({ d, label: name.format(new Date(Date.UTC(2023, 0, 1 + d))) }));
  }, [i18n.language]);

  const valid = !written || (!!preview.runs && !preview.error);
  useEffect(() => onValidity(valid), [valid, onValidity]);

  const update = (p: SchedulePreset, tz = timezone) => {
    setPreset(p);
    onChange(presetToCron(p), tz);
  };
  const timeValue = 'hour' in preset ? hhmm(preset.hour, preset.minute) : '';
  const setTime = (v: string) => {
    const [h, m] = v.split(':');
    if ('hour' in preset) update({ ...preset, hour: clamp(h ?? '0', 23), minute: clamp(m ?? '0', 59) });
  };

  return (
    <fieldset className="schedule-picker">
      <legend>{t('scheduleLabel')}</legend>
      <div className="form-row">
        <label>
          {t('schedule.frequency')}
          <select value={preset.kind} onChange={(e) => update(switchKind(preset, e.target.value as Kind, written))}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`schedule.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {preset.kind === 'everyHours' && (
          <label>
            {t('schedule.every')}
            <select value={preset.every} onChange={(e) => update({ ...preset, every: Number(e.target.value) })}>
              {HOUR_STEPS.map((n) => (
                <option key={n} value={n}>
                  {t('schedule.hoursCount', { count: n })}
                </option>
              ))}
            </select>
          </label>
        )}
        {(preset.kind === 'hourly' || preset.kind === 'everyHours') && (
          <label>
            {t('schedule.minutePast')}
            <input type="number" min={0} max={59} className="input--short" value={preset.minute} onChange={(e) => update({ ...preset, minute: clamp(e.target.value, 59) })} />
          </label>
        )}
        {preset.kind === 'weekly' && (
          <label>
            {t('schedule.day')}
            <select value={preset.day} onChange={(e) => update({ ...preset, day: Number(e.target.value) })}>
              {weekdays.map(({ d, label }) => (
                <option key={d} value={d}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        )}
        {(preset.kind === 'daily' || preset.kind === 'weekly') && (
          <label>
            {t('schedule.time')}
            <input type="time" required value={timeValue} onChange={(e) => setTime(e.target.value)} />
          </label>
        )}
        {preset.kind !== 'none' && (
          <label>
            {t('schedule.timezone')}
            <select value={timezone} onChange={(e) => update(preset, e.target.value)}>
              {!zones.includes(timezone) && <option value={timezone}>{timezone}</option>}
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {preset.kind === 'custom' && (
        <label>
          {t('schedule.cron')}
          <input
            className="mono"
            value={preset.cron}
            onChange={(e) => update({ kind: 'custom', cron: e.target.value })}
            placeholder="0 */6 * * *"
            spellCheck={false}
            autoComplete="off"
            aria-describedby={`${id}-cron-help`}
          />
          <span id={`${id}-cron-help`} className="hint">
            {t('schedule.cronHelp')}
          </span>
        </label>
      )}
      {written && (
        <div className={`schedule-summary${preview.error ? ' schedule-summary--bad' : ''}`} aria-live="polite" data-testid="schedule-summary">
          <p className="schedule-summary__words">
            <strong>{describe(written)}</strong> <span className="dim">({timezone})</span>
          </p>
          <p className="small dim">
            {t('schedule.writes')} <code>{written}</code>
          </p>
          {preview.error ? (
            <p className="form-error" role="alert">
              {preview.error}
            </p>
          ) : preview.runs ? (
            <>
              <p className="small dim">{t('schedule.nextRuns')}</p>
              <ol className="schedule-summary__runs">
                {preview.runs.map((r) => (
                  <li key={r}>
                    <time dateTime={r}>{time.dateTime(r, timezone)}</time>
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <p className="small dim" aria-busy="true">
              {t('schedule.checking')}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
