import { PUSH_MAX_TRIES, loadScript, pushAd } from './script-loader';

/** The loader's timings with jest's fake timers and a minimal stand-in for the DOM. */
type FakeScript = { src: string; onload?: () => void; onerror?: () => void; dataset: Record<string, string>; setAttribute: () => void; remove: () => void };

describe('third-party script loading', () => {
  let scripts: FakeScript[];
  let behaviour: (n: number) => boolean;
  beforeEach(() => {
    jest.useFakeTimers();
    scripts = [];
    const g = globalThis as unknown as Record<string, unknown>;
    g.document = {
      createElement: () => ({ dataset: {}, setAttribute: () => undefined, remove: () => undefined }) as unknown as FakeScript,
      head: {
        appendChild: (s: FakeScript) => {
          scripts.push(s);
          const ok = behaviour(scripts.length);
          void Promise.resolve().then(() => (ok ? s.onload?.() : s.onerror?.()));
        },
      },
    };
    g.window = {};
  });
  afterEach(() => jest.useRealTimers());
  const flush = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  it('retries up to 3 times, 2 s × attempt apart, and reports success', async () => {
    behaviour = (n) => n === 3;
    const states: string[] = [];
    const done = loadScript('https://ads.example/a.js', {}, (s) => states.push(s));
    await flush();
    expect(scripts).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1999);
    expect(scripts).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(scripts).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(3999);
    expect(scripts).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(scripts).toHaveLength(3);
    await expect(done).resolves.toBe(true);
    expect(states).toEqual(['loading', 'retrying', 'loading', 'retrying', 'loading', 'loaded']);
  });

  it('gives up after the third retry without throwing', async () => {
    behaviour = () => false;
    const done = loadScript('https://ads.example/never.js');
    await jest.advanceTimersByTimeAsync(2000 + 4000 + 6000 + 10);
    await expect(done).resolves.toBe(false);
    expect(scripts).toHaveLength(4);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(scripts).toHaveLength(4);
  });

  it('pushes first after 1 s, then every 500 ms, at most 10 times; SDK-not-found is swallowed', async () => {
    const el = { isConnected: true, dataset: {} as Record<string, string> } as unknown as HTMLElement;
    const outcome = jest.fn();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // No network code at all: every try fails quietly.
    pushAd(el, outcome);
    await jest.advanceTimersByTimeAsync(999);
    expect(outcome).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1 + 500 * (PUSH_MAX_TRIES - 1));
    expect(outcome).toHaveBeenCalledWith(false);
    expect(warn).not.toHaveBeenCalled();

    // The network is there but refuses twice: the third try (at 2 s) fills the slot.
    let calls = 0;
    (window as unknown as Record<string, unknown>).adsbygoogle = {
      loaded: true,
      push: () => {
        if (++calls < 3) throw new Error('No slot size for availableWidth=0');
      },
    };
    const filled = jest.fn();
    pushAd(el, filled);
    await jest.advanceTimersByTimeAsync(1999);
    expect(calls).toBe(2);
    expect(filled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toBe(3);
    expect(filled).toHaveBeenCalledWith(true);
    warn.mockRestore();
  });
});
