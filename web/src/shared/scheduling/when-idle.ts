/**
 * Runs `cb` once the page has loaded and the browser is next idle (at the latest `timeoutMs`
 * after the load). Work the first screen does not need waits here, so it never lands among
 * hydration's tasks: long tasks right after a page appears are what a phone's visitor feels as
 * a page that ignores taps, and on a busy phone any other work competes with hydration for the
 * CPU. Returns a cancel function.
 */
export function whenIdle(cb: () => void, timeoutMs = 2000): () => void {
  if (document.readyState === 'complete') return onIdle(cb, timeoutMs);
  let cancelIdle: (() => void) | undefined;
  const stopWaiting = () => {
    window.clearTimeout(slowLoad);
    window.removeEventListener('load', schedule);
  };
  const schedule = () => {
    stopWaiting();
    cancelIdle = onIdle(cb, timeoutMs);
  };
  // A picture from a slow third-party host can hold the load event back for a long time; the
  // work waits for it at most this long.
  const slowLoad = window.setTimeout(schedule, LOAD_WAIT_MS);
  window.addEventListener('load', schedule);
  return () => {
    stopWaiting();
    cancelIdle?.();
  };
}

const LOAD_WAIT_MS = 5000;

function onIdle(cb: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(cb, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: a short timer still moves the work out of the load.
  const timer = window.setTimeout(cb, 300);
  return () => window.clearTimeout(timer);
}
