import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const VISITOR_COOKIE = 'pn_vid';
const VALID = /^[A-Za-z0-9_-]{16,64}$/;

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}

/**
 * The anonymous visitor id behind "one vote per visitor": a random id in an httpOnly cookie,
 * made on first use. It identifies a browser, not a person; the per-address limits in Redis
 * are what bound someone who clears cookies.
 */
export function visitorId(req: FastifyRequest, reply: FastifyReply, create = true): string | undefined {
  const existing = readCookie(req.headers.cookie, VISITOR_COOKIE);
  if (existing && VALID.test(existing)) return existing;
  if (!create) return undefined;
  const id = randomBytes(16).toString('base64url');
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${VISITOR_COOKIE}=${id}; Path=/api/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`);
  return id;
}

/** No shared cache (the gateway's micro-cache, a CDN) may keep an answer about one visitor. */
export const PRIVATE = 'private, no-store';
