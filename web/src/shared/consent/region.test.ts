/**
 * @jest-environment jsdom
 */

/**
 * A fresh copy of the module (it keeps its answer for the page's life), in a browser with these
 * languages whose device clock and zone are these.
 */
function load(languages: string[], device: { offsetMinutes: number; zone: string }): typeof import('./consent') {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(device.offsetMinutes);
  jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => ({ resolvedOptions: () => ({ timeZone: device.zone }) }) as Intl.DateTimeFormat);
  let mod!: typeof import('./consent');
  jest.isolateModules(() => {
    mod = require('./consent') as typeof import('./consent');
  });
  return mod;
}

/** The page's load event, then waiting until `cb` ran (jsdom has no Worker: the zone is read on this thread when idle). */
async function loadAndWaitFor(cb: jest.Mock) {
  window.dispatchEvent(new Event('load'));
  for (let waited = 0; !cb.mock.calls.length && waited < 4000; waited += 50) await new Promise((r) => setTimeout(r, 50));
}

describe('whenRegionKnown', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers at once when the browser language already says Europe: no time zone is read, and later calls answer at once too', () => {
    const consent = load(['de-DE', 'en'], { offsetMinutes: 300, zone: 'America/New_York' });
    const first = jest.fn();
    const later = jest.fn();
    expect(() => consent.whenRegionKnown(first)).not.toThrow();
    expect(first).toHaveBeenCalledTimes(1);
    consent.whenRegionKnown(later);
    expect(later).toHaveBeenCalledTimes(1);
    expect(consent.isEuVisitor()).toBe(true);
    expect(Intl.DateTimeFormat).not.toHaveBeenCalled();
  });

  it('answers at once when the clock rules Europe out (UTC-5): not in Europe, no time zone read', () => {
    const consent = load(['en-US'], { offsetMinutes: 300, zone: 'America/New_York' });
    const cb = jest.fn();
    consent.whenRegionKnown(cb);
    expect(cb).toHaveBeenCalledTimes(1);
    expect(consent.isEuVisitor()).toBe(false);
    expect(Intl.DateTimeFormat).not.toHaveBeenCalled();
  });

  it("with Europe's offsets and no deciding language, waits for the load, then the zone's name decides", async () => {
    const lagos = load(['en-US'], { offsetMinutes: -60, zone: 'Africa/Lagos' });
    const cb = jest.fn();
    const forgotten = jest.fn();
    lagos.whenRegionKnown(cb);
    lagos.whenRegionKnown(forgotten)();
    expect(cb).not.toHaveBeenCalled();
    expect(lagos.consentKnown()).toBe(false);
    await loadAndWaitFor(cb);
    expect(cb).toHaveBeenCalledTimes(1);
    expect(forgotten).not.toHaveBeenCalled();
    expect(lagos.isEuVisitor()).toBe(false);

    jest.restoreAllMocks();
    const paris = load(['en-US'], { offsetMinutes: -60, zone: 'Europe/Paris' });
    const asked = jest.fn();
    paris.whenRegionKnown(asked);
    await loadAndWaitFor(asked);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(paris.isEuVisitor()).toBe(true);
  });
});
