import type { AdminGameListResponse, Game, GameUpsertBody } from '@portal/contracts';
import { adminFetch } from '../../../shared/api/admin-client';
import { queryString } from '../../../shared/hooks/use-list-filters';

export interface GameFilters {
  kind?: string;
  status?: string;
  search?: string;
  page: number;
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

export const gamesApi = {
  listPath: (f: GameFilters) => `/api/games/list${queryString({ limit: 20, ...f })}`,
  list: (f: GameFilters) => adminFetch<AdminGameListResponse>(gamesApi.listPath(f)),
  upsert: (body: GameUpsertBody) => adminFetch<{ success: boolean; game: Game }>('/api/games/upsert', post(body)),
  archive: (gameId: string) => adminFetch<{ success: boolean; game: Game }>('/api/games/archive', post({ gameId })),
};
