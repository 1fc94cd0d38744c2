import { Accepted, ContactBody, ContactList, ContactListQuery, ErrorBody } from '@portal/contracts';
import { badRequest, type App } from '@portal/server-kit';
import type { RateLimiter } from '../visitor/rate-limit';
import type { ContactRepository } from './contact.repository';

export const CONTACT_LIMITS = { perAddressPerHour: 5 } as const;

/** Strips control characters and trims; the text is stored and later rendered escaped. */
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();

export function contactRoutes(app: App, repo: ContactRepository, limiter: RateLimiter): void {
  app.post(
    '/api/contact/messages',
    { config: { public: true }, bodyLimit: 32 * 1024, schema: { body: ContactBody, response: { 201: Accepted, 400: ErrorBody, 429: ErrorBody } } },
    async (req, reply) => {
      const b = req.body;
      const name = clean(b.name);
      const message = clean(b.message);
      if (!name) throw badRequest('Name is required', 'VALIDATION');
      if (message.length < 10) throw badRequest('Message must be at least 10 characters', 'VALIDATION');
      await limiter.hit(`contact:${req.ip}`, CONTACT_LIMITS.perAddressPerHour, 3600);
      // A honeypot hit is answered like a success so bots learn nothing, and not stored.
      if (b.website) return reply.status(201).send({ ok: true });
      await repo.insert({ name, email: clean(b.email).toLowerCase(), subject: clean(b.subject ?? ''), message });
      req.log.info('contact message stored');
      return reply.status(201).send({ ok: true });
    },
  );

  app.get('/api/contact/messages', { schema: { querystring: ContactListQuery, response: { 200: ContactList } } }, async (req) => {
    const { page, limit } = req.query;
    return { ...(await repo.page((page - 1) * limit, limit)), page, limit };
  });
}
