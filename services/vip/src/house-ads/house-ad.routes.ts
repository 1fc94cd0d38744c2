import { Type } from '@sinclair/typebox';
import { ErrorBody, HouseAd, HouseAdInput, HouseAdListResponse } from '@portal/contracts';
import { notFound, type App } from '@portal/server-kit';
import type { HouseAdDoc } from './house-ad.model';
import type { HouseAdRepository } from './house-ad.repository';

const toApi = (d: HouseAdDoc): HouseAd => ({ id: d._id, imageUrl: d.imageUrl, linkUrl: d.linkUrl, text: d.text, active: d.active, updatedAt: d.updatedAt.toISOString() });
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const NOT_FOUND = 'House ad not found';

/** Admin CRUD for house ads (admin auth comes from the /api/ hook; every change is in the operation log). */
export function houseAdRoutes(app: App, repo: HouseAdRepository): void {
  app.get('/api/vip/house-ads', { schema: { response: { 200: HouseAdListResponse, 401: ErrorBody } } }, async () => ({
    houseAds: (await repo.list()).map(toApi),
  }));

  app.post('/api/vip/house-ads', { schema: { body: HouseAdInput, response: { 201: HouseAd, 400: ErrorBody } } }, async (req, reply) => {
    const doc = await repo.create(req.body);
    req.operationLog = { operation: 'houseAd.create', gameName: doc.text, targetId: `house-ad:${doc._id}` };
    return reply.code(201).send(toApi(doc));
  });

  app.put('/api/vip/house-ads/:id', { schema: { params: IdParams, body: HouseAdInput, response: { 200: HouseAd, 400: ErrorBody, 404: ErrorBody } } }, async (req) => {
    req.operationLog = { operation: 'houseAd.update', gameName: req.body.text, targetId: `house-ad:${req.params.id}` };
    const doc = await repo.update(req.params.id, req.body);
    if (!doc) throw notFound(NOT_FOUND);
    return toApi(doc);
  });

  app.delete('/api/vip/house-ads/:id', { schema: { params: IdParams, response: { 200: Type.Object({ success: Type.Boolean() }), 404: ErrorBody } } }, async (req) => {
    req.operationLog = { operation: 'houseAd.delete', targetId: `house-ad:${req.params.id}` };
    if (!(await repo.remove(req.params.id))) throw notFound(NOT_FOUND);
    return { success: true };
  });
}
