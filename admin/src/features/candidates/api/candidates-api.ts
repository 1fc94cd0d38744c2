import type { Candidate, CandidateActionResult, CandidateBatchResult, CandidateUpdates, FieldConfigList, PublishAllBody, PublishJob } from '@portal/contracts';
import { adminFetch } from '../../../shared/api/admin-client';
import { queryString } from '../../../shared/hooks/use-list-filters';

export interface CandidateFilters {
  status?: string;
  source?: string;
  category?: string;
  origin?: string;
  search?: string;
  sort?: string;
  page: number;
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

export const candidatesApi = {
  listPath: (f: CandidateFilters) => `/api/candidates/list${queryString(f)}`,
  fields: () => adminFetch<FieldConfigList>('/api/fields'),
  publish: (candidateId: string) => adminFetch<CandidateActionResult>('/api/candidates/publish', post({ candidateId })),
  unpublish: (candidateId: string) => adminFetch<CandidateActionResult>('/api/candidates/unpublish', post({ candidateId })),
  approve: (candidateId: string) => adminFetch<CandidateActionResult>('/api/candidates/approve', post({ candidateId })),
  reject: (candidateId: string, reason?: string) => adminFetch<CandidateActionResult>('/api/candidates/reject', post({ candidateId, reason })),
  remove: (candidateId: string) => adminFetch<CandidateActionResult>('/api/candidates/delete', post({ candidateId })),
  update: (candidateId: string, updates: CandidateUpdates) => adminFetch<CandidateActionResult>('/api/candidates/update', post({ candidateId, updates })),
  batch: (action: 'approve' | 'reject' | 'delete', ids: string[]) => adminFetch<CandidateBatchResult>('/api/candidates/batch', post({ action, ids })),
  publishAll: (filter: PublishAllBody) => adminFetch<PublishJob>('/api/candidates/publish-all', post(filter)),
  publishJobs: () => adminFetch<{ jobs: PublishJob[] }>('/api/candidates/publish-jobs'),
  publishJob: (id: string) => adminFetch<PublishJob>(`/api/candidates/publish-jobs/${encodeURIComponent(id)}`),
  cancelPublishJob: (id: string) => adminFetch<PublishJob>(`/api/candidates/publish-jobs/${encodeURIComponent(id)}/cancel`, post({})),
};

export type { Candidate };
