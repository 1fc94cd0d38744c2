import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { promptRedis } from '@portal/server-kit';

export interface PendingLink {
  email: string;
  /** Epoch ms after which the link no longer works (Redis expiry removes it too). */
  expiresAt: number;
  returnTo: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Sign-in links and sessions in Redis. Only digests of link tokens and session ids are used
 * as keys, so a copy of Redis holds nothing a browser could present. Every storefront page asks
 * for the session (ads config), so while Redis is away these answer a prompt 503, never a hang.
 */
export class VipSessionStore {
  constructor(private readonly redis: Redis) {}

  async saveLink(token: string, link: PendingLink, ttlS: number): Promise<void> {
    await promptRedis(this.redis, () => this.redis.set(`vip:link:${digest(token)}`, JSON.stringify(link), 'EX', ttlS));
  }

  /** Reads and deletes in one step, so a link works once even under concurrent clicks. */
  async takeLink(token: string): Promise<PendingLink | null> {
    const raw = await promptRedis(this.redis, () => this.redis.getdel(`vip:link:${digest(token)}`));
    return raw ? (JSON.parse(raw) as PendingLink) : null;
  }

  async createSession(sid: string, email: string, ttlS: number): Promise<void> {
    await promptRedis(this.redis, () => this.redis.set(`vip:session:${digest(sid)}`, email, 'EX', ttlS));
  }

  async sessionEmail(sid: string): Promise<string | null> {
    return promptRedis(this.redis, () => this.redis.get(`vip:session:${digest(sid)}`));
  }

  async deleteSession(sid: string): Promise<void> {
    await promptRedis(this.redis, () => this.redis.del(`vip:session:${digest(sid)}`));
  }
}

export const emailDigest = digest;
