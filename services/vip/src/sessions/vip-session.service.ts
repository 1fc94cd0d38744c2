import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '@portal/server-kit';
import { safeReturnPath } from './return-path';
import type { VipConfig } from '../config';
import type { RateLimiter } from '../rate-limit';
import { normalizeEmail } from '../vips/email';
import type { VipRepository } from '../vips/vip.repository';
import type { SignInMailer } from './sign-in-mailer';
import { emailDigest, type VipSessionStore } from './vip-session.store';

export type Clock = () => number;

/**
 * Passwordless VIP sign-in: a one-time link by mail, then a session in Redis. Whether an
 * address is a VIP is decided from the list at every check, so removal ends VIP at once.
 */
export class VipSessionService {
  /** Mail being sent after the answer went out; awaited on close so nothing is cut off. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly vips: VipRepository,
    private readonly store: VipSessionStore,
    private readonly mailer: SignInMailer,
    private readonly limiter: RateLimiter,
    private readonly cfg: VipConfig,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock = Date.now,
  ) {}

  /**
   * Counts the request against both limits, then answers. The list lookup and the mail happen
   * after the answer, so neither the answer nor its timing tells a VIP from anyone else.
   */
  async requestLink(input: string, clientIp: string, returnTo = '/'): Promise<void> {
    const { VIP_LOGIN_WINDOW_S: windowS } = this.cfg;
    const tooMany = 'Too many sign-in requests; try again later';
    await this.limiter.hit(`login:client:${clientIp}`, this.cfg.VIP_LOGIN_MAX_PER_CLIENT, windowS, tooMany);
    const email = normalizeEmail(input);
    if (!email) throw badRequest('Invalid email', 'INVALID_EMAIL');
    const landing = safeReturnPath(returnTo, this.cfg.PUBLIC_BASE_URL);
    if (!landing) throw badRequest('returnTo must be a path on this site', 'INVALID_RETURN_TO');
    await this.limiter.hit(`login:email:${emailDigest(email)}`, this.cfg.VIP_LOGIN_MAX_PER_EMAIL, windowS, tooMany);
    const job = this.sendLinkIfVip(email, landing)
      // SMTP errors can quote the recipient, so only their codes reach the log.
      .catch((err: { code?: string; responseCode?: number }) => this.log.error({ code: err?.code, responseCode: err?.responseCode }, 'VIP sign-in mail failed'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  private async sendLinkIfVip(email: string, returnTo: string): Promise<void> {
    if (!(await this.vips.exists(email))) return;
    const token = randomBytes(32).toString('base64url');
    const ttlS = this.cfg.VIP_LINK_TTL_S;
    await this.store.saveLink(token, { email, expiresAt: this.clock() + ttlS * 1000, returnTo }, ttlS);
    const link = new URL(`/api/vip/verify?token=${token}`, this.cfg.PUBLIC_BASE_URL).toString();
    await this.mailer.sendLink(email, link, Math.max(1, Math.round(ttlS / 60)));
  }

  /** Consumes a link: a new session id for a still-listed address, else null (used, expired, unknown or removed). */
  async verify(token: string): Promise<{ sid: string; returnTo: string } | null> {
    const link = await this.store.takeLink(token);
    if (!link || link.expiresAt <= this.clock()) return null;
    if (!(await this.vips.exists(link.email))) return null;
    const sid = randomBytes(32).toString('base64url');
    await this.store.createSession(sid, link.email, this.cfg.VIP_SESSION_TTL_S);
    // Checked again on the way out: a link stored before this rule existed must not redirect off-site.
    return { sid, returnTo: safeReturnPath(link.returnTo, this.cfg.PUBLIC_BASE_URL) ?? '/' };
  }

  /** The session's address while it is still on the list; a session whose address was removed is ended. */
  async current(sid: string | null): Promise<string | null> {
    if (!sid) return null;
    const email = await this.store.sessionEmail(sid);
    if (!email) return null;
    if (await this.vips.exists(email)) return email;
    await this.store.deleteSession(sid);
    return null;
  }

  async logout(sid: string | null): Promise<void> {
    if (sid) await this.store.deleteSession(sid);
  }

  async drain(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }
}
