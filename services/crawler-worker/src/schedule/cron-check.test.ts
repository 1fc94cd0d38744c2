import { ScheduleError, checkSchedule, isTimeZone, nextRuns } from './cron-check';

const from = new Date('2026-03-28T10:17:00Z'); // a Saturday, the day before Europe's summer time starts

describe('next runs of a schedule', () => {
  it('lists the next runs in the source time zone', () => {
    expect(nextRuns('0 */6 * * *', 'UTC', 3, from).map((d) => d.toISOString())).toEqual([
      '2026-03-28T12:00:00.000Z',
      '2026-03-28T18:00:00.000Z',
      '2026-03-29T00:00:00.000Z',
    ]);
    // 03:30 in Berlin is 02:30 UTC in winter, 01:30 UTC once summer time began overnight.
    expect(nextRuns('30 3 * * *', 'Europe/Berlin', 2, from).map((d) => d.toISOString())).toEqual(['2026-03-29T01:30:00.000Z', '2026-03-30T01:30:00.000Z']);
    expect(nextRuns('0 9 * * 1', 'America/New_York', 1, from)[0]!.toISOString()).toBe('2026-03-30T13:00:00.000Z');
  });

  it('reads a seconds field first when there are six', () => {
    expect(nextRuns('15 42 * * * *', 'UTC', 2, from).map((d) => d.toISOString())).toEqual(['2026-03-28T10:42:15.000Z', '2026-03-28T11:42:15.000Z']);
  });
});

describe('schedule validation', () => {
  const refusal = (cron: string, tz = 'UTC') => {
    try {
      checkSchedule(cron, tz, from);
    } catch (e) {
      expect(e).toBeInstanceOf(ScheduleError);
      return (e as Error).message;
    }
    throw new Error(`"${cron}" in ${tz} was accepted`);
  };

  it('accepts the presets and sensible custom patterns', () => {
    for (const cron of ['0 * * * *', '0 */6 * * *', '30 3 * * *', '0 9 * * 1', '*/5 * * * *', '0 9-17 * * 1-5', '15 42 * * * *', '* * * * *']) {
      expect(checkSchedule(cron, 'Europe/Paris', from).length).toBeGreaterThan(1);
    }
  });

  it('refuses unreadable patterns with the reason', () => {
    expect(refusal('99 * * * *')).toMatch(/^Invalid schedule "99 \* \* \* \*": .*0-59/);
    expect(refusal('0 0 31 2 *')).toMatch(/^Invalid schedule/);
    expect(refusal('1 2 3')).toBe('A schedule has 5 fields (minute hour day-of-month month day-of-week), or 6 with seconds first');
    expect(refusal('a b c d e')).toMatch(/^Invalid schedule/);
  });

  it('refuses an unknown time zone', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(refusal('0 * * * *', 'Mars/Olympus')).toBe('Unknown time zone "Mars/Olympus"');
  });

  it('refuses patterns that would start a crawl more often than once a minute', () => {
    expect(refusal('* * * * * *')).toBe('The schedule "* * * * * *" runs more often than once a minute');
    expect(refusal('*/30 * * * * *')).toMatch(/more often than once a minute/);
    expect(refusal('0,30 * * * * *')).toMatch(/more often than once a minute/);
  });
});
