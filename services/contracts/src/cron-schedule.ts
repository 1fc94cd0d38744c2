// The schedule picker's presets and the cron patterns they stand for, in both directions, and a
// structured reading of any cron pattern that the admin turns into words in its language. The
// crawler validates and runs patterns with cron-parser; this module only reads their shape, so
// the admin bundle stays free of it.

/** A schedule as the picker offers it. Hours and minutes are in the source's time zone. */
export type SchedulePreset =
  | { kind: 'none' }
  | { kind: 'hourly'; minute: number }
  | { kind: 'everyHours'; every: number; minute: number }
  | { kind: 'daily'; hour: number; minute: number }
  | { kind: 'weekly'; day: number; hour: number; minute: number }
  | { kind: 'custom'; cron: string };

/** Steps "every N hours" offers: the divisors of 24, so runs fall at the same hours every day. */
export const HOUR_STEPS = [2, 3, 4, 6, 8, 12] as const;

/** What a pattern means, for a sentence: the common shapes by name, anything else field by field. */
export type CronDescription =
  | { kind: 'everyMinutes'; every: number }
  | { kind: 'everyHours'; every: number; minute: number; second: number }
  | { kind: 'daily'; hour: number; minute: number; second: number }
  | { kind: 'weekly'; days: number[]; hour: number; minute: number; second: number }
  | { kind: 'monthly'; dayOfMonth: number; hour: number; minute: number; second: number }
  | { kind: 'fields'; fields: CronFields }
  | { kind: 'invalid' };

export interface CronFields {
  second: string | null;
  minute: string;
  hour: string;
  dayOfMonth: string;
  month: string;
  dayOfWeek: string;
}

const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** The five (or, with seconds first, six) fields of a pattern; null when it has another count. */
export function cronFields(cron: string): CronFields | null {
  const parts = cron.trim().split(/\s+/);
  if (parts.length === 5) {
    const [minute, hour, dayOfMonth, month, dayOfWeek] = parts as [string, string, string, string, string];
    return { second: null, minute, hour, dayOfMonth, month, dayOfWeek };
  }
  if (parts.length === 6) {
    const [second, minute, hour, dayOfMonth, month, dayOfWeek] = parts as [string, string, string, string, string, string];
    return { second, minute, hour, dayOfMonth, month, dayOfWeek };
  }
  return null;
}

const int = (s: string, min: number, max: number): number | null => {
  if (!/^\d{1,2}$/.test(s)) return null;
  const n = Number(s);
  return n >= min && n <= max ? n : null;
};

/** `*` or `* /N` (N ≥ 1) as a step; null for anything else. */
const step = (s: string, max: number): number | null => {
  if (s === '*') return 1;
  const m = /^\*\/(\d{1,2})$/.exec(s);
  if (!m) return null;
  const n = Number(m[1]);
  return n >= 1 && n <= max ? n : null;
};

const weekday = (s: string): number | null => {
  const named = DAY_NAMES.indexOf(s.toUpperCase());
  if (named >= 0) return named;
  const n = int(s, 0, 7);
  return n === null ? null : n % 7;
};

/** A day-of-week field as a sorted list of days (0 = Sunday); null when it is not a plain list or range. */
export function weekdays(field: string): number[] | null {
  const days = new Set<number>();
  for (const part of field.split(',')) {
    const range = part.split('-');
    if (range.length === 1) {
      const d = weekday(part);
      if (d === null) return null;
      days.add(d);
    } else if (range.length === 2) {
      const a = weekday(range[0]!);
      const b = weekday(range[1]!);
      // 7 closes a range as Sunday (5-7 is Friday to Sunday).
      const end = range[1] === '7' ? 7 : b;
      if (a === null || end === null || a > end) return null;
      for (let d = a; d <= end; d++) days.add(d % 7);
    } else return null;
  }
  return [...days].sort((x, y) => x - y);
}

/** Reads a pattern into the shape a sentence can say; `fields` when no named shape fits. */
export function describeCron(cron: string): CronDescription {
  const f = cronFields(cron);
  if (!f) return { kind: 'invalid' };
  const second = f.second === null ? 0 : int(f.second, 0, 59);
  const anyDay = f.dayOfMonth === '*' && f.month === '*';
  if (second !== null && anyDay && f.dayOfWeek === '*') {
    const minuteStep = f.hour === '*' ? step(f.minute, 59) : null;
    if (minuteStep !== null && second === 0) return { kind: 'everyMinutes', every: minuteStep };
    const minute = int(f.minute, 0, 59);
    const hourStep = step(f.hour, 23);
    if (minute !== null && hourStep !== null) return { kind: 'everyHours', every: hourStep, minute, second };
    const hour = int(f.hour, 0, 23);
    if (minute !== null && hour !== null) return { kind: 'daily', hour, minute, second };
  }
  const minute = int(f.minute, 0, 59);
  const hour = int(f.hour, 0, 23);
  if (second !== null && minute !== null && hour !== null && f.month === '*') {
    if (f.dayOfMonth === '*') {
      const days = weekdays(f.dayOfWeek);
      if (days && days.length > 0) return { kind: 'weekly', days, hour, minute, second };
    } else if (f.dayOfWeek === '*') {
      const dayOfMonth = int(f.dayOfMonth, 1, 31);
      if (dayOfMonth !== null) return { kind: 'monthly', dayOfMonth, hour, minute, second };
    }
  }
  return { kind: 'fields', fields: f };
}

/** The pattern a preset writes (null for no schedule). */
export function presetToCron(p: SchedulePreset): string | null {
  switch (p.kind) {
    case 'none':
      return null;
    case 'hourly':
      return `${p.minute} * * * *`;
    case 'everyHours':
      return `${p.minute} */${p.every} * * *`;
    case 'daily':
      return `${p.minute} ${p.hour} * * *`;
    case 'weekly':
      return `${p.minute} ${p.hour} * * ${p.day}`;
    case 'custom':
      return p.cron.trim() || null;
  }
}

/** The preset a stored pattern came from, so editing a source shows the picker as it was left. */
export function cronToPreset(cron: string | null): SchedulePreset {
  if (!cron || !cron.trim()) return { kind: 'none' };
  const d = describeCron(cron);
  const f = cronFields(cron);
  if (f && f.second === null) {
    if (d.kind === 'everyHours' && d.every === 1) return { kind: 'hourly', minute: d.minute };
    if (d.kind === 'everyHours' && (HOUR_STEPS as readonly number[]).includes(d.every)) return { kind: 'everyHours', every: d.every, minute: d.minute };
    if (d.kind === 'daily') return { kind: 'daily', hour: d.hour, minute: d.minute };
    if (d.kind === 'weekly' && d.days.length === 1 && /^\d$/.test(f.dayOfWeek) && f.dayOfWeek !== '7') {
      return { kind: 'weekly', day: d.days[0]!, hour: d.hour, minute: d.minute };
    }
  }
  return { kind: 'custom', cron: cron.trim() };
}
