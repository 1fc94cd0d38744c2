import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * Answers of GET calls keyed by URL. The server render fills it, the page carries it as JSON,
 * and the client starts from it, so hydration shows the same content without refetching.
 */
export type ApiCache = Map<string, unknown>;

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
  const cached = url ? (cache.get(url) as T | undefined) : undefined;
  if (missing && url && !cache.has(url)) missing.add(url);
  const [state, setState] = useState<{ url: string | null; data?: T; error?: Error }>({ url, data: cached });
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    if (!url) return;
    if (cache.has(url) && nonce === 0) {
      setState({ url, data: cache.get(url) as T });
      return;
    }
    const ctrl = new AbortController();
    setState((s) => ({ url, data: s.url === url ? s.data : undefined }));
    getJson<T>(url, ctrl.signal).then(
      (data) => {
        cache.set(url, data);
        setState({ url, data });
      },
      (error: Error) => {
        if (!ctrl.signal.aborted) setState({ url, error });
      },
    );
    return () => ctrl.abort();
  }, [url, nonce, cache]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const current = state.url === url ? state : { data: cached, error: undefined };
  return { data: current.data, error: current.error, loading: !!url && current.data === undefined && !current.error, reload };
}
