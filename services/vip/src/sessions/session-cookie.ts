import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The cookie holds only a random session id and its HMAC (SESSION_SECRET): no personal data,
 * and nothing a browser can forge. The session itself (which address) lives in Redis.
 */
export function signSessionId(sid: string, secret: string): string {
  return `${sid}.${mac(sid, secret)}`;
}

/** The session id when the value carries a valid signature, else null. */
export function verifySessionValue(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const sid = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(mac(sid, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? sid : null;
}

const mac = (sid: string, secret: string) => createHmac('sha256', secret).update(`vip-session:${sid}`).digest('base64url');

/** One cookie's value from a Cookie header (no plugin needed for a single cookie). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  maxAgeS: number;
  secure: boolean;
}

/** Set-Cookie value: httpOnly (scripts never see it) and SameSite=Lax (the link from the mail is a top-level navigation). */
export function serializeCookie(name: string, value: string, opts: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${opts.path}`, `Max-Age=${opts.maxAgeS}`, 'HttpOnly', 'SameSite=Lax'];
  if (opts.maxAgeS === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
}
