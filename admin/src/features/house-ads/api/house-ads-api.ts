import type { HouseAd, HouseAdInput, HouseAdListResponse } from '@portal/contracts';
import { adminFetch } from '../../../shared/api/admin-client';

const BASE = '/api/vip/house-ads';
const json = (method: string, body?: unknown): RequestInit => ({ method, body: body === undefined ? undefined : JSON.stringify(body) });

export const houseAdsApi = {
  list: () => adminFetch<HouseAdListResponse>(BASE),
  create: (input: HouseAdInput) => adminFetch<HouseAd>(BASE, json('POST', input)),
  update: (id: string, input: HouseAdInput) => adminFetch<HouseAd>(`${BASE}/${encodeURIComponent(id)}`, json('PUT', input)),
  remove: (id: string) => adminFetch<{ success: boolean }>(`${BASE}/${encodeURIComponent(id)}`, json('DELETE')),
};
