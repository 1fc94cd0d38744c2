import { createContext, startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '../scheduling/when-idle';

/**
 * Answers of GET calls keyed by URL. The server render fills it, the page carries it as JSON,
 * and the client starts from it, so hydration shows the same content without waiting.
 */
export type ApiCache = Map<string, unknown>;

/**
 * Per cache, the URLs answered during this page's life: a finished fetch, or the one
 * revalidation under way. Other entries came with the prerendered page, which may be minutes
 * (play counts: up to an hour) behind the catalogue: they are shown at once and asked for again
 * once, in the background (stale-while-revalidate); every component reading the URL shares that
 * one request.
 */
const revalidations = new WeakMap<ApiCache, Map<string, Promise<unknown>>>();
function revalidationsOf(cache: ApiCache): Map<string, Promise<unknown>> {
  let map = revalidations.get(cache);
  if (!map) revalidations.set(cache, (map = new Map()));
  return map;
}

const CacheContext = createContext<ApiCache>(new Map());
/** Server render only: URLs a page asked for that the cache lacked (the prerenderer fetches them and renders again). */
const MissContext = createContext<Set<string> | null>(null);

export function ApiCacheProvider({ cache, missing = null, children }: { cache: ApiCache; missing?: Set<string> | null; children: ReactNode }) {
  return (
    <CacheContext.Provider value={cache}>
      <MissContext.Provider value={missing}>{children}</MissContext.Provider>
    </CacheContext.Provider>
  );
}

/** Forgets every cached answer (a retry after an error must not reuse a bad one). */
export function useClearApiCache(): () => void {
  const cache = useContext(CacheContext);
  return useCallback(() => cache.clear(), [cache]);
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * How the server render records a refusal of the API (a game not found, or gone) in the cache:
 * the page renders its not-found state, and the browser, reading the same cache, agrees.
 */
const API_ERROR = '__apiError';
export function apiErrorEntry(status: number, message: string): unknown {
  return { [API_ERROR]: { status, message } };
}
function cachedError(value: unknown): ApiError | undefined {
  const e = (value as Record<string, { status: number; message: string }> | null | undefined)?.[API_ERROR];
  return e ? new ApiError(e.status, e.message) : undefined;
}

export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message ?? `HTTP ${res.status}`);
  }
  return (await res.json()) as T;
}

export interface ApiState<T> {
  data: T | undefined;
  error: ApiError | Error | undefined;
  loading: boolean;
  reload: () => void;
}

export function useApi<T>(url: string | null): ApiState<T> {
  const cache = useContext(CacheContext);
  const missing = useContext(MissContext);
  const entry = url ? cache.get(url) : undefined;
  const cachedFailure = cachedError(entry);
  const cached = cachedFailure ? undefined : (entry as T | undefined);
  if (missing && url && !cache.has(url)) missing.add(url);
  const [state, setState] = useState<{ url: string | null; data?: T; error?: Error }>({ url, data: cached, error: cachedFailure });
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    if (!url) return;
    const answered = revalidationsOf(cache);
    let active = true;
    // Each setState below keeps the state it would replace when nothing changes: an update in
    // hydration's effects is not a transition, so a needless one re-renders the page in one task.
    if (cachedError(cache.get(url)) && nonce === 0) {
      const error = cachedError(cache.get(url))!;
      setState((s) => (s.url === url && s.error instanceof ApiError && s.error.status === error.status && s.data === undefined ? s : { url, error }));
      return;
    }
    if (cache.has(url) && nonce === 0) {
      const stale = cache.get(url) as T;
      setState((s) => (s.url === url && s.data === stale && !s.error ? s : { url, data: stale }));
      let revalidation = answered.get(url);
      if (!revalidation) {
        // Asked once the page has loaded and is idle: the prerendered answer is already shown.
        revalidation = new Promise<void>((idle) => whenIdle(idle))
          .then(() => getJson<T>(url))
          .then((data) => {
          cache.set(url, data);
          return data;
        });
        answered.set(url, revalidation);
      }
      revalidation.then(
        (data) => {
          // A transition: fresher counts are not urgent, and React renders them in slices that
          // yield to the browser instead of re-rendering the whole grid in one task.
          if (active && JSON.stringify(data) !== JSON.stringify(stale)) startTransition(() => setState({ url, data: data as T }));
        },
        (error: Error) => {
          // Gone since the page was rendered (an unpublished game): say so. Any other failure
          // keeps the prerendered answer, which is still the best there is.
          if (active && error instanceof ApiError && (error.status === 404 || error.status === 410)) setState({ url, error });
        },
      );
      return () => {
        active = false;
      };
    }
    const ctrl = new AbortController();
    setState((s) => (s.url === url ? (s.error ? { url, data: s.data } : s) : { url, data: undefined }));
    getJson<T>(url, ctrl.signal).then(
      (data) => {
        cache.set(url, data);
        answered.set(url, Promise.resolve(data));
        setState({ url, data });
      },
      (error: Error) => {
        if (!ctrl.signal.aborted) setState({ url, error });
      },
    );
    return () => {
      active = false;
      ctrl.abort();
    };
  }, [url, nonce, cache]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const current = state.url === url ? state : { data: cached, error: cachedFailure };
  return { data: current.data, error: current.error, loading: !!url && current.data === undefined && !current.error, reload };
}
