import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdsConfigResponse, ErrorBody, VIP_SESSION_COOKIE, VipLoginBody, VipLoginResponse, VipMeResponse, VipVerifyQuery } from '@portal/contracts';
import type { App } from '@portal/server-kit';
import type { VipConfig } from '../config';
import type { RateLimiter } from '../rate-limit';
import { maskEmail } from '../vips/email';
import { readCookie, serializeCookie, signSessionId, verifySessionValue } from './session-cookie';
import type { VipSessionService } from './vip-session.service';
import type { HouseAdRepository } from '../house-ads/house-ad.repository';

const COOKIE_PATH = '/api/vip';
const LOGIN_ANSWER = { success: true, message: 'If this address is on the VIP list, a sign-in link is on its way.' };
/** Where a used, expired or unknown link lands: the storefront can say so. */
const INVALID_LINK_TARGET = '/?vip=invalid-link';

/** Visitor routes of the vip service: all public (VIP is a visitor role, not an admin one). */
export function vipSessionRoutes(app: App, sessions: VipSessionService, limiter: RateLimiter, cfg: VipConfig, houseAds?: HouseAdRepository): void {
  const pub = { public: true };
  const sessionId = (req: FastifyRequest) => verifySessionValue(readCookie(req.headers.cookie, VIP_SESSION_COOKIE), cfg.SESSION_SECRET);
  const secure = (req: FastifyRequest) => cfg.PUBLIC_BASE_URL.startsWith('https:') || req.protocol === 'https';
  const setCookie = (req: FastifyRequest, reply: FastifyReply, value: string, maxAgeS: number) =>
    reply.header('set-cookie', serializeCookie(VIP_SESSION_COOKIE, value, { path: COOKIE_PATH, maxAgeS, secure: secure(req) }));
  // Answers depend on the visitor's cookie: never cached by the gateway or the browser.
  const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store').header('vary', 'Cookie');

  /** The visitor's address while their session is valid and they are on the list; a stale cookie is cleared. */
  const currentVip = async (req: FastifyRequest, reply: FastifyReply): Promise<string | null> => {
    const sid = sessionId(req);
    const email = await sessions.current(sid);
    if (!email && req.headers.cookie?.includes(`${VIP_SESSION_COOKIE}=`)) setCookie(req, reply, '', 0);
    return email;
  };

  app.post(
    '/api/vip/login',
    { config: pub, schema: { body: VipLoginBody, response: { 200: VipLoginResponse, 400: ErrorBody, 429: ErrorBody } } },
    async (req) => {
      await sessions.requestLink(req.body.email, req.ip, req.body.returnTo);
      return LOGIN_ANSWER;
    },
  );

  app.get(
    '/api/vip/verify',
    { config: pub, schema: { querystring: VipVerifyQuery, response: { 303: Type.Null(), 429: ErrorBody } } },
    async (req, reply) => {
      // Tokens are 256 random bits; the limit only keeps a flood of guesses off Redis.
      await limiter.hit(`verify:client:${req.ip}`, cfg.VIP_LOGIN_MAX_PER_CLIENT * 3, cfg.VIP_LOGIN_WINDOW_S);
      personal(reply);
      const result = req.query.token ? await sessions.verify(req.query.token) : null;
      if (!result) return reply.redirect(INVALID_LINK_TARGET, 303);
      setCookie(req, reply, signSessionId(result.sid, cfg.SESSION_SECRET), cfg.VIP_SESSION_TTL_S);
      const sep = result.returnTo.includes('?') ? '&' : '?';
      return reply.redirect(`${result.returnTo}${sep}vip=signed-in`, 303);
    },
  );

  app.get('/api/vip/me', { config: pub, schema: { response: { 200: VipMeResponse } } }, async (req, reply) => {
    personal(reply);
    const email = await currentVip(req, reply);
    return email ? { vip: true, email: maskEmail(email) } : { vip: false };
  });

  app.post('/api/vip/logout', { config: pub, schema: { response: { 200: VipMeResponse } } }, async (req, reply) => {
    personal(reply);
    await sessions.logout(sessionId(req));
    setCookie(req, reply, '', 0);
    return { vip: false };
  });

  app.get('/api/vip/ads-config', { config: pub, schema: { response: { 200: AdsConfigResponse } } }, async (req, reply) => {
    personal(reply);
    const vip = (await currentVip(req, reply)) !== null;
    const { network, gameDistribution, gamesPortal } = cfg.ads;
    // A VIP gets nothing to load: no ad markup, no ad or SDK script, whatever the page does.
    if (vip) return { vip, showAds: false, network: null, sdks: { gameDistribution: null, gamesPortal: null } };
    if (network || !houseAds) return { vip, showAds: true, network, sdks: { gameDistribution, gamesPortal } };
    // No ad network configured: the admin's house ads fill the slots.
    const house = (await houseAds.list(true)).map((d) => ({ id: d._id, imageUrl: d.imageUrl, linkUrl: d.linkUrl, text: d.text }));
    return { vip, showAds: true, network, sdks: { gameDistribution, gamesPortal }, houseAds: house };
  });
}
