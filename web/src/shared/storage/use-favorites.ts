import { useCallback, useMemo } from 'react';
import { STORAGE_KEYS, readJson, useStoredRaw, writeRaw } from './local-store';

/** Favourites are a set of game ids kept in the browser. */
export function useFavorites() {
  const raw = useStoredRaw(STORAGE_KEYS.favorites);
  const ids = useMemo<string[]>(() => {
    try {
      const v = raw ? (JSON.parse(raw) as unknown) : [];
      return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
    } catch {
      return [];
    }
  }, [raw]);
  const toggle = useCallback((id: string) => {
    const cur = readJson<string[]>(STORAGE_KEYS.favorites, []);
    const next = cur.includes(id) ? cur.filter((x) => x !== id) : [id, ...cur];
    writeRaw(STORAGE_KEYS.favorites, JSON.stringify(next));
    return !cur.includes(id);
  }, []);
  const remove = useCallback((id: string) => {
    writeRaw(STORAGE_KEYS.favorites, JSON.stringify(readJson<string[]>(STORAGE_KEYS.favorites, []).filter((x) => x !== id)));
  }, []);
  return { ids, has: (id: string) => ids.includes(id), toggle, remove };
}

export interface RecentGame {
  id: string;
  slug: string;
  name: string;
  thumb?: string;
}
const RECENT_MAX = 8;

/** Recently played games, newest first, shown on home. */
export function useRecentlyPlayed() {
  const raw = useStoredRaw(STORAGE_KEYS.recent);
  const games = useMemo<RecentGame[]>(() => {
    try {
      const v = raw ? (JSON.parse(raw) as unknown) : [];
      return Array.isArray(v) ? (v as RecentGame[]).filter((g) => g && typeof g.slug === 'string') : [];
    } catch {
      return [];
    }
  }, [raw]);
  return games;
}

export function rememberPlayed(game: RecentGame): void {
  const cur = readJson<RecentGame[]>(STORAGE_KEYS.recent, []);
  const next = [game, ...(Array.isArray(cur) ? cur : []).filter((g) => g.id !== game.id)].slice(0, RECENT_MAX);
  writeRaw(STORAGE_KEYS.recent, JSON.stringify(next));
}
