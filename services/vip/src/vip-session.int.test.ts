import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { loggerOptions, type App } from '@portal/server-kit';
import { ProcessGroup } from '../../../infra/src/backing/process-group';
import { startMailDev, type MailDevHandle } from '../../../infra/src/backing/maildev';
import { basicAuth, TEST_INTERNAL_TOKEN, testResources, type TestResources } from '../../../infra/src/test/test-resources';
import { buildVipApp } from './app';
import { loadVipConfig, type VipConfig } from './config';

/**
 * VIP sign-in end to end inside the service: real FerretDB/MongoDB and Redis, a real SMTP
 * server (MailDev) whose REST API gives back the mail, and a local stand-in for the candidate
 * service's operation-log route (the only third-party HTTP here).
 */
interface MailDevMail {
  to: { address: string }[];
  subject: string;
  text: string;
}

// MailDev starts as a child process and mail arrives asynchronously: slower than inject alone under a loaded run.
jest.setTimeout(60_000);

const run = randomBytes(3).toString('hex');
const addr = (name: string) => `${name}-${run}@example.com`;
let ipCounter = 0;
/** A fresh client address for each request unless a test means to share one. */
const nextIp = () => `2001:db8:${run.slice(0, 4)}::${(++ipCounter).toString(16)}`;
const BASE = 'http://localhost:8080';
const SLOTS = { AD_SLOT_HOME_MOBILE: '1111111111', AD_SLOT_HOME_DESKTOP: '2222222222', AD_SLOT_GAME_MOBILE: '3333333333', AD_SLOT_GAME_DESKTOP: '4444444444' };

describe('vip service (visitor sign-in, sessions, ads config)', () => {
  const group = new ProcessGroup(mkdtempSync(path.join(os.tmpdir(), 'vip-int-')));
  let mail: MailDevHandle;
  let res: TestResources<VipConfig>;
  let app: App;
  let offsetMs = 0;
  const logLines: string[] = [];
  const opLogs: { headers: Record<string, unknown>; body: Record<string, unknown> }[] = [];
  let opLogServer: Server;
  const admin = { authorization: basicAuth() };

  const login = (email: string, ip = nextIp(), extra: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/api/vip/login', payload: { email, ...extra }, remoteAddress: ip });
  const upsert = (email: string, action: 'add' | 'remove') =>
    app.inject({ method: 'POST', url: '/api/vip/upsert', headers: admin, payload: { email, action }, remoteAddress: '198.51.100.60' });
  const me = (cookie?: string) => app.inject({ url: '/api/vip/me', headers: cookie ? { cookie } : {} });

  async function mailsTo(email: string): Promise<MailDevMail[]> {
    const list = (await (await fetch(`${mail.webUrl}/email`)).json()) as MailDevMail[];
    return list.filter((m) => m.to.some((t) => t.address === email));
  }
  async function waitForMails(email: string, count: number): Promise<MailDevMail[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = await mailsTo(email);
      if (found.length >= count || Date.now() > deadline) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  /** Asks for a link and returns its path and query (the link points at PUBLIC_BASE_URL). */
  async function signInLink(email: string, extra: Record<string, unknown> = {}): Promise<string> {
    const before = (await mailsTo(email)).length;
    expect((await login(email, nextIp(), extra)).statusCode).toBe(200);
    const mails = await waitForMails(email, before + 1);
    expect(mails).toHaveLength(before + 1);
    const link = /http:\/\/localhost:8080(\/api\/vip\/verify\?token=[\w-]{43})/.exec(mails[mails.length - 1]!.text)?.[1];
    expect(link).toBeDefined();
    return link!;
  }
  /** Follows a link; answers the response and the `name=value` part of its cookie. */
  async function follow(link: string, headers: Record<string, string> = {}, ip = nextIp()) {
    const r = await app.inject({ url: link, headers, remoteAddress: ip });
    const setCookie = r.headers['set-cookie'] as string | undefined;
    return { r, setCookie, cookie: setCookie?.split(';')[0] };
  }
  async function signedIn(email: string): Promise<string> {
    const { cookie } = await follow(await signInLink(email));
    expect(cookie).toMatch(/^vip_session=.+/);
    return cookie!;
  }

  beforeAll(async () => {
    mail = await startMailDev({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'vip-mail-')), group });
    opLogServer = createServer((req, reply) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (req.url === '/internal/operation-logs' && req.method === 'POST') opLogs.push({ headers: req.headers, body: JSON.parse(body) as Record<string, unknown> });
        reply.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => opLogServer.listen(0, '127.0.0.1', r));
    res = await testResources('vip-session', loadVipConfig, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.smtpPort),
      SMTP_FROM: 'PlayNest <vip@playnest.test>',
      PUBLIC_BASE_URL: BASE,
      SESSION_SECRET: 'a-test-session-secret-of-at-least-32-chars',
      VIP_LOGIN_MAX_PER_EMAIL: '3',
      VIP_LOGIN_MAX_PER_CLIENT: '6',
      CANDIDATE_URL: `http://127.0.0.1:${(opLogServer.address() as AddressInfo).port}`,
      AD_CLIENT_ID: 'ca-pub-1234567890123456',
      AD_SCRIPT_URL: 'http://127.0.0.1:9/ads.js',
      ...SLOTS,
    });
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    const logger = { ...(loggerOptions('debug') as object), stream };
    app = (await buildVipApp({ ...res, logger }, { clock: () => Date.now() + offsetMs })).app;
    await app.ready();
    for (const name of ['ann', 'bob', 'cat', 'dan', 'eve', 'fay', 'gus', 'hal', 'ida', 'jon']) expect((await upsert(addr(name), 'add')).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await res.cleanup();
    await new Promise((r) => opLogServer.close(r));
    await group.stopAll();
  });
  afterEach(() => {
    offsetMs = 0;
  });

  it('answers a VIP and a stranger the same way, and mails only the VIP', async () => {
    const stranger = addr('stranger');
    const [a, b] = [await login(stranger), await login(addr('ann'))];
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    expect(a.json()).toEqual({ success: true, message: expect.any(String) });
    expect(Object.keys(b.headers).sort()).toEqual(Object.keys(a.headers).sort());
    const mails = await waitForMails(addr('ann'), 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/sign-in link/);
    expect(mails[0]!.text).toMatch(/expires in 15 minutes/);
    // The stranger's request went first; its list check is long done by now.
    expect(await mailsTo(stranger)).toHaveLength(0);
  });

  it('signs in through the link: a signed httpOnly SameSite=Lax cookie, then a redirect to the storefront', async () => {
    const link = await signInLink(addr('bob'));
    const { r, setCookie, cookie } = await follow(link);
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe('/?vip=signed-in');
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(setCookie).toMatch(/^vip_session=[\w-]{43}\.[\w-]{43}; /);
    const flags = setCookie!.split('; ').slice(1);
    expect(flags).toEqual(expect.arrayContaining(['Path=/api/vip', 'HttpOnly', 'SameSite=Lax', `Max-Age=${30 * 24 * 3600}`]));
    expect(flags).not.toContain('Secure');
    expect((await me(cookie)).json()).toEqual({ vip: true, email: 'b***@example.com' });
  });

  it('marks the cookie Secure behind https', async () => {
    // As the gateway sends it: from loopback (a trusted proxy), naming the client. The client's
    // own address keeps this test clear of per-address limits that other suites sharing this
    // Redis (the fuzz suite) may have used up for 127.0.0.1.
    const { setCookie, r } = await follow(await signInLink(addr('cat')), { 'x-forwarded-proto': 'https', 'x-forwarded-for': nextIp() }, '127.0.0.1');
    expect({ status: r.statusCode, location: r.headers.location, hasCookie: setCookie !== undefined }).toEqual({ status: 303, location: '/?vip=signed-in', hasCookie: true });
    expect(setCookie!.split('; ')).toContain('Secure');
  });

  it('lets a link work once only', async () => {
    const link = await signInLink(addr('dan'));
    expect((await follow(link)).cookie).toMatch(/^vip_session=/);
    const again = await follow(link);
    expect(again.r.statusCode).toBe(303);
    expect(again.r.headers.location).toBe('/?vip=invalid-link');
    expect(again.setCookie).toBeUndefined();
  });

  it('expires a link after 15 minutes', async () => {
    const early = await signInLink(addr('eve'));
    offsetMs = 14 * 60_000;
    expect((await follow(early)).r.headers.location).toBe('/?vip=signed-in');
    offsetMs = 0;
    const late = await signInLink(addr('eve'));
    offsetMs = 15 * 60_000 + 1;
    const r = await follow(late);
    expect(r.r.headers.location).toBe('/?vip=invalid-link');
    expect(r.setCookie).toBeUndefined();
  });

  it('refuses unknown, missing and forged tokens and cookies', async () => {
    expect((await follow('/api/vip/verify?token=' + 'x'.repeat(43))).r.headers.location).toBe('/?vip=invalid-link');
    expect((await follow('/api/vip/verify')).r.headers.location).toBe('/?vip=invalid-link');
    expect((await me()).json()).toEqual({ vip: false });
    const forged = await me(`vip_session=${'a'.repeat(43)}.${'b'.repeat(43)}`);
    expect(forged.json()).toEqual({ vip: false });
    expect(forged.headers['set-cookie']).toMatch(/^vip_session=; Path=\/api\/vip; Max-Age=0/);
    // A genuine session id with a signature made by another secret is no better.
    const real = await signedIn(addr('fay'));
    const sid = real.slice('vip_session='.length).split('.')[0];
    expect((await me(`vip_session=${sid}.${'c'.repeat(43)}`)).json()).toEqual({ vip: false });
  });

  it('returns to the page the visitor came from, and only to a path on this site', async () => {
    const { r } = await follow(await signInLink(addr('gus'), { returnTo: '/games/snake?lang=en' }));
    expect(r.headers.location).toBe('/games/snake?lang=en&vip=signed-in');
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', '/\r\n//evil.example']) {
      expect((await login(addr('gus'), nextIp(), { returnTo })).statusCode).toBe(400);
    }
  });

  it('ends VIP at the next check once the address is removed from the list', async () => {
    const cookie = await signedIn(addr('hal'));
    expect((await me(cookie)).json().vip).toBe(true);
    const pending = await signInLink(addr('hal'));
    expect((await upsert(addr('hal'), 'remove')).statusCode).toBe(200);
    const after = await me(cookie);
    expect(after.json()).toEqual({ vip: false });
    expect(after.headers['set-cookie']).toMatch(/Max-Age=0/);
    // A link mailed before the removal no longer signs in either.
    expect((await follow(pending)).r.headers.location).toBe('/?vip=invalid-link');
    // Adding the address back does not revive the ended session.
    await upsert(addr('hal'), 'add');
    expect((await me(cookie)).json()).toEqual({ vip: false });
  });

  it('signs out: the cookie is cleared and the session ends on the server too', async () => {
    const cookie = await signedIn(addr('ida'));
    const out = await app.inject({ method: 'POST', url: '/api/vip/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ vip: false });
    expect(out.headers['set-cookie']).toMatch(/^vip_session=; Path=\/api\/vip; Max-Age=0; .*HttpOnly; SameSite=Lax/);
    // Replaying the old cookie does not bring the session back.
    expect((await me(cookie)).json()).toEqual({ vip: false });
    expect((await app.inject({ method: 'POST', url: '/api/vip/logout' })).statusCode).toBe(200);
  });

  it("answers 'Invalid email' for a malformed address, and 400 without one", async () => {
    for (const email of ['no-at-sign', 'a@b', '@example.com', 'two@@example.com']) {
      const r = await login(email);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ message: 'Invalid email', code: 'INVALID_EMAIL' });
    }
    const missing = await app.inject({ method: 'POST', url: '/api/vip/login', payload: {}, remoteAddress: nextIp() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: expect.any(String), code: 'VALIDATION' });
  });

  it('limits sign-in requests per address, for VIPs and strangers alike', async () => {
    for (const email of [addr('jon'), addr('limit-stranger')]) {
      const variants = [email, email.toUpperCase(), ` ${email} `];
      for (const v of variants) expect((await login(v)).statusCode).toBe(200);
      const limited = await login(email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: 'Too many sign-in requests; try again later', code: 'RATE_LIMITED' });
    }
    // The VIP got one mail per accepted request and none for the refused one.
    expect(await waitForMails(addr('jon'), 3)).toHaveLength(3);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(addr('jon'))).toHaveLength(3);
    expect(await mailsTo(addr('limit-stranger'))).toHaveLength(0);
  });

  it('limits sign-in requests per client address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 6; i++) expect((await login(addr(`client-${i}`), ip)).statusCode).toBe(200);
    const limited = await login(addr('client-last'), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    // Malformed addresses count against the client too, and still get 429 rather than a hint.
    expect((await login('junk', ip)).statusCode).toBe(429);
    expect((await login(addr('client-other'))).statusCode).toBe(200);
  });

  it('tells the storefront in one call whether to show ads and with what', async () => {
    const anon = await app.inject({ url: '/api/vip/ads-config' });
    expect(anon.headers['cache-control']).toBe('private, no-store');
    expect(anon.json()).toEqual({
      vip: false,
      showAds: true,
      network: {
        clientId: 'ca-pub-1234567890123456',
        scriptUrl: 'http://127.0.0.1:9/ads.js',
        slots: { homeMobile: '1111111111', homeDesktop: '2222222222', gameMobile: '3333333333', gameDesktop: '4444444444' },
      },
      sdks: { gameDistribution: null, gamesPortal: null },
    });
    const cookie = await signedIn(addr('bob'));
    expect((await app.inject({ url: '/api/vip/ads-config', headers: { cookie } })).json()).toEqual({
      vip: true,
      showAds: false,
      network: null,
      sdks: { gameDistribution: null, gamesPortal: null },
    });
  });

  it('writes every list change to the operation log, with the address masked', async () => {
    opLogs.length = 0;
    await upsert(addr('oplog'), 'add');
    await upsert(addr('oplog'), 'remove');
    await upsert('not-an-email', 'add');
    // Log entries are sent after the answer, each on its own: wait for all three, in any order.
    for (const deadline = Date.now() + 5000; opLogs.length < 3 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
    const bodies = opLogs.map((l) => l.body);
    expect(bodies).toHaveLength(3);
    expect(bodies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ operation: 'vip.add', gameName: 'o***@example.com', status: 'completed', actor: 'admin', targetId: expect.stringMatching(/^vip:[0-9a-f]{16}$/) }),
        expect.objectContaining({ operation: 'vip.remove', gameName: 'o***@example.com', status: 'completed' }),
        expect.objectContaining({ operation: 'vip.add', status: 'failed', details: 'Invalid email' }),
      ]),
    );
    expect(opLogs.every((l) => l.headers['x-internal-token'] === TEST_INTERNAL_TOKEN)).toBe(true);
    const added = bodies.find((b) => b.operation === 'vip.add' && b.status === 'completed')!;
    expect(bodies.find((b) => b.operation === 'vip.remove')!.targetId).toBe(added.targetId);
    expect(JSON.stringify(opLogs)).not.toContain(`oplog-${run}`);
  });

  it('never writes a sign-in token to its log', async () => {
    const link = await signInLink(addr('ida'));
    const token = link.split('token=')[1]!;
    expect((await follow(link)).r.statusCode).toBe(303);
    const joined = logLines.join('');
    expect(joined).toContain('/api/vip/verify?[redacted]');
    expect(joined).not.toContain(token);
  });

  it('never writes an address to its log', async () => {
    expect(logLines.length).toBeGreaterThan(10);
    const joined = logLines.join('');
    expect(joined).not.toContain(`-${run}@`);
    expect(joined).not.toContain(`-${run.toUpperCase()}@`);
  });
});
