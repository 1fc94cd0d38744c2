/**
 * @jest-environment jsdom
 */
import { whenIdle } from './when-idle';

describe('whenIdle: after the load, when the browser is idle', () => {
  let readyState: DocumentReadyState;
  let idle: { cb: IdleRequestCallback; timeout?: number }[];
  beforeEach(() => {
    jest.useFakeTimers();
    readyState = 'interactive';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    idle = [];
    window.requestIdleCallback = (cb, opts) => idle.push({ cb, timeout: opts?.timeout });
    window.cancelIdleCallback = (id) => idle.splice(id - 1, 1, { cb: () => undefined });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  const runIdle = () => idle.splice(0).forEach((i) => i.cb({ didTimeout: false, timeRemaining: () => 10 }));

  it('waits for the load event, then for an idle moment (at most timeoutMs later)', () => {
    const cb = jest.fn();
    whenIdle(cb, 1500);
    runIdle();
    expect(cb).not.toHaveBeenCalled();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(idle.map((i) => i.timeout)).toEqual([1500]);
    runIdle();
    expect(cb).toHaveBeenCalledTimes(1);
    // A second load event (none should come) schedules nothing more.
    window.dispatchEvent(new Event('load'));
    expect(idle).toEqual([]);
  });

  it('runs at the next idle moment once the page has loaded already', () => {
    readyState = 'complete';
    const cb = jest.fn();
    whenIdle(cb);
    runIdle();
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it('waits at most 5 s for a load held back by a slow picture', () => {
    const cb = jest.fn();
    whenIdle(cb);
    jest.advanceTimersByTime(4999);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1);
    runIdle();
    expect(cb).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    runIdle();
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before or after the load', () => {
    const before = jest.fn();
    whenIdle(before)();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(10_000);
    runIdle();
    expect(before).not.toHaveBeenCalled();

    readyState = 'complete';
    const after = jest.fn();
    whenIdle(after)();
    runIdle();
    expect(after).not.toHaveBeenCalled();
  });
});
