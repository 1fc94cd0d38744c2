import type { AdminGameListResponse, Game, GameUpsertBody } from '@portal/contracts';
import { adminFetch } from '../../../shared/api/admin-client';

export interface GameFilters {
  kind?: string;
  status?: string;
  search?: string;
  page: number;
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

export const gamesApi = {
  list: (f: GameFilters) => {
    const q = new URLSearchParams({ limit: '20' });
    for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== '') q.set(k, String(v));
    return adminFetch<AdminGameListResponse>(`/api/games/list?${q}`);
  },
  upsert: (body: GameUpsertBody) => adminFetch<{ success: boolean; game: Game }>('/api/games/upsert', post(body)),
  archive: (gameId: string) => adminFetch<{ success: boolean; game: Game }>('/api/games/archive', post({ gameId })),
};
