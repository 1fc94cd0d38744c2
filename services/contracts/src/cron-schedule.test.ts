import { cronToPreset, describeCron, presetToCron, weekdays, type SchedulePreset } from './cron-schedule';

describe('schedule presets and cron patterns', () => {
  it('writes the pattern of each preset', () => {
    expect(presetToCron({ kind: 'none' })).toBeNull();
    expect(presetToCron({ kind: 'hourly', minute: 0 })).toBe('0 * * * *');
    expect(presetToCron({ kind: 'everyHours', every: 6, minute: 15 })).toBe('15 */6 * * *');
    expect(presetToCron({ kind: 'daily', hour: 3, minute: 30 })).toBe('30 3 * * *');
    expect(presetToCron({ kind: 'weekly', day: 1, hour: 9, minute: 5 })).toBe('5 9 * * 1');
    expect(presetToCron({ kind: 'custom', cron: '  */10 * * * *  ' })).toBe('*/10 * * * *');
    expect(presetToCron({ kind: 'custom', cron: '   ' })).toBeNull();
  });

  it('reads every preset back from the pattern it wrote', () => {
    const presets: SchedulePreset[] = [
      { kind: 'none' },
      { kind: 'hourly', minute: 45 },
      { kind: 'everyHours', every: 6, minute: 0 },
      { kind: 'everyHours', every: 12, minute: 30 },
      { kind: 'daily', hour: 0, minute: 0 },
      { kind: 'daily', hour: 23, minute: 59 },
      { kind: 'weekly', day: 0, hour: 9, minute: 0 },
      { kind: 'weekly', day: 6, hour: 18, minute: 30 },
    ];
    for (const p of presets) expect(cronToPreset(presetToCron(p))).toEqual(p);
  });

  it('keeps anything the presets cannot say as a custom pattern', () => {
    expect(cronToPreset('0 */5 * * *')).toEqual({ kind: 'custom', cron: '0 */5 * * *' });
    expect(cronToPreset('0 9 * * 1-5')).toEqual({ kind: 'custom', cron: '0 9 * * 1-5' });
    expect(cronToPreset('0 9 1 * *')).toEqual({ kind: 'custom', cron: '0 9 1 * *' });
    expect(cronToPreset('15 42 * * * *')).toEqual({ kind: 'custom', cron: '15 42 * * * *' });
    expect(cronToPreset('0 9 * * 7')).toEqual({ kind: 'custom', cron: '0 9 * * 7' });
    expect(cronToPreset(null)).toEqual({ kind: 'none' });
  });
});

describe('describeCron', () => {
  it('names the common shapes', () => {
    expect(describeCron('* * * * *')).toEqual({ kind: 'everyMinutes', every: 1 });
    expect(describeCron('*/15 * * * *')).toEqual({ kind: 'everyMinutes', every: 15 });
    expect(describeCron('0 * * * *')).toEqual({ kind: 'everyHours', every: 1, minute: 0, second: 0 });
    expect(describeCron('20 */6 * * *')).toEqual({ kind: 'everyHours', every: 6, minute: 20, second: 0 });
    expect(describeCron('30 4 * * *')).toEqual({ kind: 'daily', hour: 4, minute: 30, second: 0 });
    expect(describeCron('0 9 * * 1-5')).toEqual({ kind: 'weekly', days: [1, 2, 3, 4, 5], hour: 9, minute: 0, second: 0 });
    expect(describeCron('0 9 * * SAT,SUN')).toEqual({ kind: 'weekly', days: [0, 6], hour: 9, minute: 0, second: 0 });
    expect(describeCron('0 6 1 * *')).toEqual({ kind: 'monthly', dayOfMonth: 1, hour: 6, minute: 0, second: 0 });
  });

  it('reads a seconds field when it is a plain number', () => {
    expect(describeCron('15 42 * * * *')).toEqual({ kind: 'everyHours', every: 1, minute: 42, second: 15 });
    expect(describeCron('0 */5 * * * *')).toEqual({ kind: 'everyMinutes', every: 5 });
    expect(describeCron('5 0 12 * * *')).toEqual({ kind: 'daily', hour: 12, minute: 0, second: 5 });
  });

  it('falls back to the fields for anything else, and says when a pattern is not five or six fields', () => {
    expect(describeCron('0 9-17 * * 1-5')).toEqual({
      kind: 'fields',
      fields: { second: null, minute: '0', hour: '9-17', dayOfMonth: '*', month: '*', dayOfWeek: '1-5' },
    });
    expect(describeCron('*/5 * * * * *').kind).toBe('fields');
    expect(describeCron('0 0 1 1 *').kind).toBe('fields');
    expect(describeCron('99 * * * *').kind).toBe('fields');
    expect(describeCron('1 2 3')).toEqual({ kind: 'invalid' });
    expect(describeCron('')).toEqual({ kind: 'invalid' });
  });

  it('reads day-of-week lists and ranges, 7 being Sunday', () => {
    expect(weekdays('5-7')).toEqual([0, 5, 6]);
    expect(weekdays('mon,wed,fri')).toEqual([1, 3, 5]);
    expect(weekdays('0')).toEqual([0]);
    expect(weekdays('5-1')).toBeNull();
    expect(weekdays('*/2')).toBeNull();
  });
});
