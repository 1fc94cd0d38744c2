import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Content types a cross-site HTML form or a no-CORS fetch can send without a preflight. */
const FORM_TYPES = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded|text\/plain)\b/i;

/**
 * Why a state-changing admin request looks forged by another site, or null when it carries a
 * same-origin signal. Browsers may replay remembered admin credentials on a cross-site form, so
 * credentials alone are not proof of intent: the request must not say it comes from elsewhere
 * (Sec-Fetch-Site, Origin), and a body a plain form could have sent needs the admin app's
 * X-Requested-With header, which no cross-site page can add without a CORS grant we never give.
 */
export function crossSiteReason(req: FastifyRequest): string | null {
  if (SAFE_METHODS.has(req.method)) return null;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `Sec-Fetch-Site: ${String(site)}`;
  const origin = req.headers.origin;
  if (origin !== undefined && !sameHost(origin, req.host)) return 'Origin differs from the host';
  const type = req.headers['content-type'] ?? '';
  if (FORM_TYPES.test(type) && !req.headers['x-requested-with']) return 'a form body without X-Requested-With';
  return null;
}

function sameHost(origin: string, host: string): boolean {
  if (origin === 'null') return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * A browser navigation (address bar, link) must never get a Basic challenge: the browser would
 * remember the credentials and send them with later forged requests. Browsers mark every request
 * with Sec-Fetch-Mode; older ones at least ask for HTML.
 */
export function wantsBasicChallenge(req: FastifyRequest): boolean {
  if (req.headers['x-requested-with'] || req.headers['sec-fetch-mode']) return false;
  return !/\btext\/html\b/i.test(req.headers.accept ?? '');
}
