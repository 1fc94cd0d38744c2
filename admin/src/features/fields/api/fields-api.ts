import type { FieldConfigList, FieldConfigUpdate } from '@portal/contracts';
import { adminFetch } from '../../../shared/api/admin-client';

export const fieldsApi = {
  get: () => adminFetch<FieldConfigList>('/api/fields'),
  save: (body: FieldConfigUpdate) => adminFetch<FieldConfigList>('/api/fields', { method: 'PUT', body: JSON.stringify(body) }),
};
