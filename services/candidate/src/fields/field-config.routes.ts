import { ErrorBody, FieldConfigList, FieldConfigUpdate } from '@portal/contracts';
import type { App } from '@portal/server-kit';
import type { FieldConfigRepository } from './field-config.repository';

export function fieldConfigRoutes(app: App, fields: FieldConfigRepository): void {
  app.get('/api/fields', { schema: { response: { 200: FieldConfigList } } }, async () => ({ fields: await fields.all() }));
  app.put('/api/fields', { schema: { body: FieldConfigUpdate, response: { 200: FieldConfigList, 400: ErrorBody } } }, async (req) => {
    req.operationLog = { operation: 'fields.update', details: req.body.fields.map((f) => f.key).join(', ') };
    return { fields: await fields.update(req.body) };
  });
}
