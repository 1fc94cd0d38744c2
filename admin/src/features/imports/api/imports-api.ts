import type { Candidate, ExternalGameInput, ImportReport } from '@portal/contracts';
import { adminFetch } from '../../../shared/api/admin-client';

export const importsApi = {
  addOne: (game: ExternalGameInput) => adminFetch<{ success: boolean; candidate: Candidate }>('/api/candidates/external', { method: 'POST', body: JSON.stringify(game) }),
  importJson: (games: ExternalGameInput[]) => adminFetch<ImportReport>('/api/candidates/import', { method: 'POST', body: JSON.stringify({ games }) }),
  importCsv: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return adminFetch<ImportReport>('/api/candidates/import/csv', { method: 'POST', body });
  },
};
