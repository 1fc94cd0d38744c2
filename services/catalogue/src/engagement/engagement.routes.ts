import { EngagementState, ErrorBody, GameRefParams, LikeBody, PlayResult, RateBody } from '@portal/contracts';
import type { App } from '@portal/server-kit';
import { PRIVATE, visitorId } from '../visitor/visitor-id';
import type { EngagementService } from './engagement.service';

const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/** Plays, likes and ratings, counted on the server: one vote per visitor, rate-limited. */
export function engagementRoutes(app: App, service: EngagementService): void {
  app.get(
    '/api/catalogue/games/:ref/engagement',
    { config: { public: true }, schema: { params: GameRefParams, response: { 200: EngagementState, ...errors } } },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return service.state(req.params.ref, visitorId(req, reply, false));
    },
  );

  app.post(
    '/api/catalogue/games/:ref/play',
    { config: { public: true }, schema: { params: GameRefParams, response: { 200: PlayResult, ...errors } } },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return service.play(req.params.ref, visitorId(req, reply)!, req.ip);
    },
  );

  app.post(
    '/api/catalogue/games/:ref/like',
    { config: { public: true }, schema: { params: GameRefParams, body: LikeBody, response: { 200: EngagementState, ...errors } } },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return service.like(req.params.ref, visitorId(req, reply)!, req.ip, req.body.liked);
    },
  );

  app.post(
    '/api/catalogue/games/:ref/rate',
    { config: { public: true }, schema: { params: GameRefParams, body: RateBody, response: { 200: EngagementState, ...errors } } },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return service.rate(req.params.ref, visitorId(req, reply)!, req.ip, req.body.stars);
    },
  );
}
