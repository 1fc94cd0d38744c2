import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCron } from '@portal/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A cron pattern in words, in the admin's language: the common shapes as sentences, anything
 * else field by field. Times are the schedule's own (in its time zone), as the pattern says them.
 */
export function useScheduleText() {
  const { t, i18n } = useTranslation('crawler');
  const lang = i18n.language;
  return useCallback(
    (cron: string | null): string => {
      if (!cron) return t('schedule.none');
      const time = (hour: number, minute: number, second: number) =>
        new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', ...(second ? { second: '2-digit' } : {}), timeZone: 'UTC' }).format(
          new Date(Date.UTC(2000, 0, 1, hour, minute, second)),
        );
      const past = (minute: number, second: number) => (second ? `${pad(minute)}:${pad(second)}` : pad(minute));
      const d = describeCron(cron);
      switch (d.kind) {
        case 'everyMinutes':
          return d.every === 1 ? t('schedule.everyMinute') : t('schedule.everyMinutes', { count: d.every });
        case 'everyHours':
          return d.every === 1 ? t('schedule.hourly', { past: past(d.minute, d.second) }) : t('schedule.everyHours', { count: d.every, past: past(d.minute, d.second) });
        case 'daily':
          return t('schedule.daily', { time: time(d.hour, d.minute, d.second) });
        case 'weekly': {
          const at = time(d.hour, d.minute, d.second);
          if (d.days.join() === '1,2,3,4,5') return t('schedule.weekdays', { time: at });
          // 1 January 2023 was a Sunday, day 0 in cron.
          const name = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
          const days = new Intl.ListFormat(lang, { type: 'conjunction' }).format(d.days.map((n) => name.format(new Date(Date.UTC(2023, 0, 1 + n)))));
          return t('schedule.weekly', { days, time: at });
        }
        case 'monthly':
          return t('schedule.monthly', { day: d.dayOfMonth, time: time(d.hour, d.minute, d.second) });
        case 'fields':
          return t(d.fields.second === null ? 'schedule.fields' : 'schedule.fieldsWithSeconds', { ...d.fields });
        case 'invalid':
          return t('schedule.invalid');
      }
    },
    [t, lang],
  );
}
