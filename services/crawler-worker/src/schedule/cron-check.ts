import { CronExpressionParser } from 'cron-parser';
import { cronFields } from '@portal/contracts';

/** Crawls are heavy: a schedule may start one at most once a minute. */
export const MIN_SCHEDULE_GAP_MS = 60_000;

export class ScheduleError extends Error {}

/** True for a time zone this runtime knows (IANA names such as Europe/Berlin, and UTC). */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The next `count` runs of a pattern after `from`; throws ScheduleError for a pattern or zone that cannot run. */
export function nextRuns(cron: string, timezone: string, count: number, from = new Date()): Date[] {
  const pattern = cron.trim();
  if (!cronFields(pattern)) {
    throw new ScheduleError('A schedule has 5 fields (minute hour day-of-month month day-of-week), or 6 with seconds first');
  }
  // cron-parser quietly answers no dates for a zone it does not know, so the zone is checked first.
  if (!isTimeZone(timezone)) throw new ScheduleError(`Unknown time zone "${timezone}"`);
  let runs: Date[];
  try {
    runs = CronExpressionParser.parse(pattern, { tz: timezone, currentDate: from })
      .take(count)
      .map((d) => d.toDate());
  } catch (e) {
    throw new ScheduleError(`Invalid schedule "${pattern}": ${e instanceof Error ? e.message : String(e)}`);
  }
  if (runs.length === 0) throw new ScheduleError(`The schedule "${pattern}" never runs`);
  return runs;
}

/**
 * Refuses a pattern the crawler must not run: unreadable, in an unknown zone, never due, or due
 * more often than once a minute (judged on its next runs, which covers every pattern whose
 * tightest spacing repeats within an hour, and any pattern with a seconds step).
 */
export function checkSchedule(cron: string, timezone: string, from = new Date()): Date[] {
  const runs = nextRuns(cron, timezone, 12, from);
  for (let i = 1; i < runs.length; i++) {
    if (runs[i]!.getTime() - runs[i - 1]!.getTime() < MIN_SCHEDULE_GAP_MS) {
      throw new ScheduleError(`The schedule "${cron.trim()}" runs more often than once a minute`);
    }
  }
  return runs;
}
