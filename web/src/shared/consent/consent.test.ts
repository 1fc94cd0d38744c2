import { offsetMayBeEurope } from './consent';

/** UTC minus local time in minutes on a date, for a zone, the way Date#getTimezoneOffset counts. */
function offsetOf(timeZone: string, date: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(date).find((p) => p.type === 'timeZoneName')!.value;
  const m = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name)!;
  return m[1] ? -(m[1] === '+' ? 1 : -1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}
const seasons = (zone: string) => [offsetOf(zone, new Date(Date.UTC(2026, 0, 1))), offsetOf(zone, new Date(Date.UTC(2026, 6, 1)))];

describe('offsetMayBeEurope: the cheap pre-check before asking Intl for the time zone', () => {
  it('keeps every Europe/* zone possible, winter and summer', () => {
    const european = Intl.supportedValuesOf('timeZone').filter((z) => z.startsWith('Europe/'));
    expect(european.length).toBeGreaterThan(30);
    for (const zone of european) expect({ zone, possible: offsetMayBeEurope(seasons(zone)) }).toEqual({ zone, possible: true });
  });

  it('rules out the Americas, South and East Asia and Oceania without Intl', () => {
    for (const zone of ['America/New_York', 'America/Los_Angeles', 'America/Sao_Paulo', 'Asia/Kolkata', 'Asia/Shanghai', 'Asia/Tokyo', 'Australia/Sydney', 'Pacific/Auckland']) {
      expect({ zone, possible: offsetMayBeEurope(seasons(zone)) }).toEqual({ zone, possible: false });
    }
  });

  it('reads offsets as Date#getTimezoneOffset does (UTC minus local)', () => {
    expect(offsetOf('Europe/Berlin', new Date(Date.UTC(2026, 0, 1)))).toBe(-60);
    expect(offsetOf('America/New_York', new Date(Date.UTC(2026, 0, 1)))).toBe(300);
    expect(offsetMayBeEurope([-240])).toBe(true);
    expect(offsetMayBeEurope([-241, 61])).toBe(false);
  });
});
