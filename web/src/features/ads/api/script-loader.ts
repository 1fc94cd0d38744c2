/**
 * Third-party scripts (the ad network, game SDKs): loaded at most once per page, retried up to
 * 3 times with 2 s × attempt between tries. Never throws: a failure only means no ads.
 */
export const SCRIPT_RETRIES = 3;
export const SCRIPT_RETRY_BASE_MS = 2000;

type ScriptState = 'loading' | 'retrying' | 'loaded' | 'failed';
interface Load {
  done: Promise<boolean>;
  state: ScriptState;
  listeners: Set<(s: ScriptState) => void>;
}
const loads = new Map<string, Load>();
const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function inject(url: string, attrs: Record<string, string>): Promise<boolean> {
  return new Promise((resolve) => {
    const s = document.createElement('script');
    s.src = url;
    s.async = true;
    s.dataset.thirdParty = 'true';
    for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v);
    s.onload = () => resolve(true);
    s.onerror = () => {
      s.remove();
      resolve(false);
    };
    document.head.appendChild(s);
  });
}

/** Loads a script once per page; every caller hears its state (loading, retrying, loaded, failed). */
export function loadScript(url: string, attrs: Record<string, string> = {}, onState?: (s: ScriptState) => void): Promise<boolean> {
  let load = loads.get(url);
  if (!load) {
    const entry: Load = { done: Promise.resolve(false), state: 'loading', listeners: new Set() };
    const set = (s: ScriptState) => {
      entry.state = s;
      entry.listeners.forEach((l) => l(s));
    };
    entry.done = (async () => {
      for (let attempt = 0; attempt <= SCRIPT_RETRIES; attempt++) {
        if (attempt > 0) {
          set('retrying');
          await wait(SCRIPT_RETRY_BASE_MS * attempt);
        }
        set('loading');
        if (await inject(url, attrs)) return true;
      }
      return false;
    })()
      .catch(() => false)
      .then((ok) => {
        set(ok ? 'loaded' : 'failed');
        return ok;
      });
    loads.set(url, (load = entry));
  }
  if (onState) {
    load.listeners.add(onState);
    onState(load.state);
  }
  return load.done;
}

export const PUSH_FIRST_DELAY_MS = 1000;
export const PUSH_INTERVAL_MS = 500;
export const PUSH_MAX_TRIES = 10;

type AdQueue = { push: (x: object) => unknown };

/** Errors that only mean the network's code is absent (blocked, not loaded): swallowed. */
const isSdkNotFound = (e: unknown) => e instanceof ReferenceError || (e instanceof TypeError && /undefined|not a function|null/.test(e.message)) || /not found|not loaded/i.test(String((e as Error)?.message));

/**
 * Asks the network to fill one `<ins>`: first 1 s after its script loaded, then every 500 ms,
 * at most 10 times, until a push is accepted. Returns a cancel function.
 */
export function pushAd(el: HTMLElement, onDone?: (filled: boolean) => void): () => void {
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const attempt = () => {
    if (cancelled || !el.isConnected) return;
    if (el.dataset.adsbygoogleStatus) return onDone?.(true);
    tries++;
    try {
      const queue = (window as unknown as { adsbygoogle?: AdQueue & { loaded?: boolean } }).adsbygoogle;
      if (!queue?.loaded) throw new ReferenceError('ad network not found');
      queue.push({});
      return onDone?.(true);
    } catch (e) {
      if (!isSdkNotFound(e)) console.warn('ad push failed', (e as Error)?.message);
      if (tries >= PUSH_MAX_TRIES) return onDone?.(false);
      timer = setTimeout(attempt, PUSH_INTERVAL_MS);
    }
  };
  timer = setTimeout(attempt, PUSH_FIRST_DELAY_MS);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
