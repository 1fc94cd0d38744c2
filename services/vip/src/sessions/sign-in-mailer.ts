import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { VipConfig } from '../config';

export interface SignInMailer {
  sendLink(to: string, link: string, expiresInMin: number): Promise<void>;
  close(): void;
}

/** Sign-in mail through the configured SMTP server (nodemailer). Without SMTP_HOST nothing is sent. */
export function createSignInMailer(cfg: VipConfig, log: FastifyBaseLogger): SignInMailer {
  if (!cfg.SMTP_HOST) {
    log.warn('SMTP_HOST is not set: VIP sign-in links cannot be mailed');
    return {
      sendLink: async () => log.warn('sign-in link not sent: no SMTP server configured'),
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport({
    host: cfg.SMTP_HOST,
    port: cfg.SMTP_PORT,
    secure: cfg.SMTP_SECURE,
    auth: cfg.SMTP_USER && cfg.SMTP_PASS ? { user: cfg.SMTP_USER, pass: cfg.SMTP_PASS } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async sendLink(to, link, expiresInMin) {
      await transport.sendMail({
        from: cfg.SMTP_FROM,
        to,
        subject: 'Your PlayNest VIP sign-in link',
        text: [
          'Open this link to sign in to PlayNest as a VIP (ad-free):',
          '',
          link,
          '',
          `It works once and expires in ${expiresInMin} minutes. If you did not ask for it, ignore this mail.`,
        ].join('\n'),
        html: `<p>Open this link to sign in to PlayNest as a VIP (ad-free):</p><p><a href="${escapeHtml(link)}">Sign in to PlayNest</a></p><p>It works once and expires in ${expiresInMin} minutes. If you did not ask for it, ignore this mail.</p>`,
      });
    },
    close: () => transport.close(),
  };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
