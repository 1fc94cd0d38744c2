import type { Candidate, LocalGameSummary, ScanResult } from '@portal/contracts';
import { adminFetch, adminUpload } from '../../../shared/api/admin-client';

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

export const localGamesApi = {
  scan: (path: string, recursive: boolean) => adminFetch<ScanResult>('/api/scan-directory', post({ path, recursive })),
  candidates: () => adminFetch<{ candidates: Candidate[] }>('/api/local-games/candidates'),
  published: () => adminFetch<{ games: LocalGameSummary[] }>('/api/local-games/published'),
  publish: (candidateId: string) => adminFetch<{ success: boolean; message: string }>('/api/local-games/publish', post({ candidateId })),
  update: (gameId: string, updateData: { name?: string; featured?: boolean }) => adminFetch<{ success: boolean }>('/api/local-games/update', post({ gameId, updateData })),
  upload: (file: File, onProgress: (sent: number, total: number) => void) => {
    const body = new FormData();
    body.append('file', file);
    return adminUpload<ScanResult>('/api/local-games/upload', body, onProgress);
  },
};
