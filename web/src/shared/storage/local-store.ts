import { useSyncExternalStore } from 'react';

/** Storage keys: language, favourites, sidebar collapsed, settings, recently played, consent. */
export const STORAGE_KEYS = {
  language: 'portal.language',
  favorites: 'portal.favorites',
  sidebarCollapsed: 'portal.sidebarCollapsed',
  theme: 'portal.theme',
  fontSize: 'portal.fontSize',
  sound: 'portal.sound',
  recent: 'portal.recentlyPlayed',
  consent: 'portal.consent',
  consentDate: 'portal.consentDate',
  /** The UTC day this browser last counted as a visitor (analytics consent only). */
  analyticsVisitDay: 'portal.analyticsVisitDay',
} as const;

const listeners = new Map<string, Set<() => void>>();

export function readRaw(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeRaw(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* private mode or full storage: the setting lasts for this page only */
  }
  listeners.get(key)?.forEach((l) => l());
}

export function readJson<T>(key: string, fallback: T): T {
  const raw = readRaw(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

function subscribe(key: string, cb: () => void): () => void {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(cb);
  const onStorage = (e: StorageEvent) => e.key === key && cb();
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(cb);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * A value kept in localStorage, shared by every component that reads it and synced across tabs.
 * The server render (and hydration) sees `fallback`, so prerendered HTML never depends on one
 * visitor's storage.
 */
export function useStoredRaw(key: string): string | null {
  return useSyncExternalStore(
    (cb) => subscribe(key, cb),
    () => readRaw(key),
    () => null,
  );
}
