import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** Dates, times, "in 3 hours" and durations in the admin's language. */
export function useTimeFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    const unit = (u: 'hour' | 'minute' | 'second') => new Intl.NumberFormat(lang, { style: 'unit', unit: u, unitDisplay: 'narrow', maximumFractionDigits: u === 'second' ? 1 : 0 });
    const [hours, minutes, seconds] = [unit('hour'), unit('minute'), unit('second')];
    return {
      /** A moment, in the admin's zone or the one given (a schedule's own). */
      dateTime: (iso: string, timeZone?: string) =>
        new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }),
      /** "3 hours ago", "in 5 minutes". */
      relative: (iso: string, now = Date.now()) => {
        const diff = new Date(iso).getTime() - now;
        const [u, ms] = UNITS.find(([, size]) => Math.abs(diff) >= size) ?? UNITS[UNITS.length - 1]!;
        return relative.format(Math.round(diff / ms), u);
      },
      /** "850 ms" is not worth saying: durations start at a tenth of a second. */
      duration: (ms: number) => {
        if (ms < 60_000) return seconds.format(Math.max(ms, 100) / 1000);
        if (ms < 3_600_000) return `${minutes.format(Math.floor(ms / 60_000))} ${seconds.format(Math.round((ms % 60_000) / 1000))}`;
        return `${hours.format(Math.floor(ms / 3_600_000))} ${minutes.format(Math.round((ms % 3_600_000) / 60_000))}`;
      },
      number: (n: number) => n.toLocaleString(lang),
    };
  }, [lang]);
}
