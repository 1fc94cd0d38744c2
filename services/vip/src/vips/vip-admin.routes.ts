import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { ErrorBody, VipListQuery, VipListResponse, VipUpsertBody } from '@portal/contracts';
import { badRequest, type App } from '@portal/server-kit';
import { maskEmail, normalizeEmail } from './email';
import type { VipRepository } from './vip.repository';

/** Correlates one address's log entries without writing the address down. */
const emailRef = (email: string) => `vip:${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;

export function vipAdminRoutes(app: App, vips: VipRepository): void {
  app.get('/api/vip/list', { schema: { querystring: VipListQuery, response: { 200: VipListResponse, 401: ErrorBody } } }, async (req) => {
    const { page, limit, search } = req.query;
    const { docs, total } = await vips.list(search, (page - 1) * limit, limit);
    return { vips: docs.map((d) => ({ email: d.email, addedAt: d.addedAt.toISOString() })), total, page, limit };
  });

  app.post(
    '/api/vip/upsert',
    { schema: { body: VipUpsertBody, response: { 200: Type.Object({ success: Type.Boolean(), email: Type.String(), vip: Type.Boolean() }), 400: ErrorBody } } },
    async (req) => {
      const { action } = req.body;
      // The operation log (written by the hook for every admin mutation, completed or failed)
      // names the address masked: the log outlives the list entry.
      req.operationLog = { operation: `vip.${action}` };
      const email = normalizeEmail(req.body.email);
      if (!email) throw badRequest('Invalid email', 'INVALID_EMAIL');
      req.operationLog = { operation: `vip.${action}`, gameName: maskEmail(email), targetId: emailRef(email) };
      if (action === 'add') await vips.add(email, req.adminUser ?? 'admin');
      else {
        const removed = await vips.remove(email);
        if (!removed) req.operationLog.details = 'not on the list';
      }
      return { success: true, email, vip: action === 'add' };
    },
  );
}
