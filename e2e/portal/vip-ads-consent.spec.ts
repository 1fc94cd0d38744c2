import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { admin, builtinGameSlug, stackUrl } from './stack';

/**
 * VIP, ads and consent in the browser against the whole stack. The stack has an ad network and
 * a game SDK configured whose scripts come from a local stand-in (E2E_THIRD_PARTY_URL, see
 * global-setup.ts); sign-in mail is read back from MailDev's REST API (E2E_MAIL_URL).
 */
const thirdParty = () => {
  const url = process.env.E2E_THIRD_PARTY_URL;
  if (!url) throw new Error('E2E_THIRD_PARTY_URL is not set (global-setup.ts starts the stand-in)');
  return url;
};
const DAY = 86_400_000;
const NINETY_DAYS = 7_776_000_000;

/** Every request to the analytics endpoint and to the ad network / SDK hosts. */
function watch(page: Page) {
  const log = { analytics: [] as string[], thirdParty: [] as string[] };
  page.on('request', (r) => {
    if (r.url().includes('/api/analytics/events')) log.analytics.push(r.url());
    if (r.url().startsWith(thirdParty())) log.thirdParty.push(r.url());
  });
  return log;
}

const storedConsent = (page: Page) => page.evaluate(() => ({ consent: localStorage.getItem('portal.consent'), date: localStorage.getItem('portal.consentDate') }));

test.describe('ads for visitors outside Europe', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  test('the bottom banner follows the cycle: 3 s, close after 5 s, hides at 15 s, back 10 s later with the other slot; closed, back after 30 s', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-03-01T10:00:00Z') });
    await page.goto(`${stackUrl()}/en`);
    const host = page.getByTestId('ad-banner-host');
    await expect(host).toHaveAttribute('data-phase', 'waiting');
    const start = Number(await host.getAttribute('data-since'));
    const banner = page.getByTestId('ad-banner');
    const close = page.getByTestId('ad-banner-close');

    await page.clock.pauseAt(start + 2900);
    await expect(banner).toHaveCount(0);
    await page.clock.runFor(200); // 3.1 s
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('data-turn', '0');
    await expect(banner.getByTestId('ad-unit')).toHaveAttribute('data-ad-slot', 'e2eHomeDsk');
    expect(await banner.getByTestId('ad-unit').boundingBox()).toMatchObject({ width: 728, height: 90 });
    await expect(close).toHaveCount(0);

    await page.clock.runFor(4800); // 7.9 s: 4.9 s after showing
    await expect(close).toHaveCount(0);
    await page.clock.runFor(200); // 8.1 s
    await expect(close).toBeVisible();

    await page.clock.runFor(9800); // 17.9 s: 14.9 s after showing
    await expect(banner).toBeVisible();
    await page.clock.runFor(200); // 18.1 s
    await expect(banner).toHaveCount(0);
    await expect(host).toHaveAttribute('data-phase', 'hidden');

    await page.clock.runFor(9800); // 27.9 s
    await expect(banner).toHaveCount(0);
    await page.clock.runFor(200); // 28.1 s: back, with the other slot
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('data-turn', '1');
    await expect(banner.getByTestId('ad-unit')).toHaveAttribute('data-ad-slot', 'e2eGameDsk');

    // A manual close hides it for 30 s.
    await page.clock.runFor(5000);
    await close.click();
    await expect(banner).toHaveCount(0);
    await expect(host).toHaveAttribute('data-phase', 'closed');
    await page.clock.runFor(29_800);
    await expect(banner).toHaveCount(0);
    await page.clock.runFor(300);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('data-turn', '0');
  });

  test('four slots: home and game pages, 320×50 below 768 px and 728×90 above, in boxes of their final size', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const slug = await builtinGameSlug(page);
    for (const [width, suffix, size] of [
      [1280, 'Dsk', { width: 728, height: 90 }],
      [375, 'Mob', { width: 320, height: 50 }],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, kind] of [
        ['/en', 'Home'],
        [`/en/games/${slug}`, 'Game'],
      ] as const) {
        await page.goto(`${stackUrl()}${path}`);
        const unit = page.getByTestId(`ad-slot-${kind.toLowerCase()}`).getByTestId('ad-unit');
        await expect(unit).toHaveAttribute('data-ad-slot', `e2e${kind}${suffix}`);
        // The box has its final size before the ad arrives, so filling it moves nothing.
        expect(await unit.boundingBox()).toMatchObject(size);
        await expect(unit).toHaveAttribute('data-ad-state', 'filled');
        expect(await unit.boundingBox()).toMatchObject(size);
        await expect(unit.locator('ins.adsbygoogle')).toHaveAttribute('data-ad-client', 'ca-pub-e2e0000000000001');
      }
    }
    // Prerendered pages hydrate cleanly: everything visitor-specific renders after mount.
    expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
  });

  test('the ad script is retried 3 times at 2 s × attempt; the push comes 1 s after it loads; the page keeps working', async ({ page }) => {
    // The third-party script, from a local server that fails twice and then succeeds.
    // Real time, measured on both sides: no fake clock can drift between page and server.
    const hitTimes: number[] = [];
    const server: Server = createServer((_req, res) => {
      hitTimes.push(Date.now());
      if (hitTimes.length <= 2) return res.writeHead(503).end('unavailable');
      res
        .writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' })
        .end("window.__adLoadedAt=performance.now();window.__adPushes=[];window.adsbygoogle={loaded:true,push:function(p){window.__adPushes.push(performance.now());var el=document.querySelector('ins.adsbygoogle:not([data-adsbygoogle-status])');if(el)el.setAttribute('data-adsbygoogle-status','done');}};");
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ads.js`;
    try {
      await page.route(`${thirdParty()}/ads.js`, async (route) => route.fulfill({ response: await route.fetch({ url: local }) }));
      await page.goto(`${stackUrl()}/en`);
      const unit = page.getByTestId('ad-slot-home').getByTestId('ad-unit');
      await expect.poll(() => hitTimes.length).toBe(1);
      await expect(unit).toHaveAttribute('data-ad-state', 'retrying');
      await expect.poll(() => hitTimes.length, { timeout: 10_000 }).toBe(3);
      await expect(unit).toHaveAttribute('data-ad-state', /loaded|filled/);
      // Retries wait 2 s × attempt after each failure (the failure itself adds a little).
      const [t0, t1, t2] = hitTimes as [number, number, number];
      expect(t1 - t0).toBeGreaterThanOrEqual(1950);
      expect(t1 - t0).toBeLessThan(3500);
      expect(t2 - t1).toBeGreaterThanOrEqual(3950);
      expect(t2 - t1).toBeLessThan(5500);
      // The push starts 1 s after the script loads (then retries every 500 ms if needed).
      await expect(unit).toHaveAttribute('data-ad-state', 'filled', { timeout: 5_000 });
      await expect(unit.locator('ins')).toHaveAttribute('data-adsbygoogle-status', 'done');
      const { loadedAt, firstPush } = await page.evaluate(() => {
        const w = window as unknown as { __adLoadedAt: number; __adPushes: number[] };
        return { loadedAt: w.__adLoadedAt, firstPush: w.__adPushes[0] ?? NaN };
      });
      expect(firstPush - loadedAt).toBeGreaterThanOrEqual(950);
      expect(hitTimes).toHaveLength(3);

      // Whatever the ads did, the page works.
      await page.getByTestId('search-input').fill('zzzzqqq');
      await page.getByTestId('search-input').press('Enter');
      await expect(page.getByTestId('empty-state')).toBeVisible();
    } finally {
      server.close();
    }
  });

  test('VIP: admin adds the address, the visitor signs in with the mailed link, sees the badge, and no ad or SDK is ever requested', async ({ page }) => {
    // Nine of its seconds are deliberate waits past the banner's appearance, and the mail
    // takes a round trip through SMTP: 30 s ran out on a loaded two-core CI machine.
    test.setTimeout(60_000);
    const mailUrl = process.env.E2E_MAIL_URL;
    expect(mailUrl, 'global-setup exports MailDev as E2E_MAIL_URL').toBeTruthy();
    const email = `vip-${Date.now()}@example.com`;
    const { user, password } = admin();
    const added = await page.request.post(`${stackUrl()}/api/vip/upsert`, {
      headers: { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` },
      data: { email, action: 'add' },
    });
    expect(added.status()).toBe(200);

    const slug = await builtinGameSlug(page);
    await page.goto(`${stackUrl()}/en/games/${slug}`);
    const opener = page.getByTestId('vip-sign-in');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'VIP sign-in' });
    await expect(dialog).toBeVisible();
    await page.getByTestId('vip-email').fill('no-at-sign.example.com');
    await page.getByTestId('vip-submit').click();
    await expect(page.getByTestId('vip-error')).toHaveText('Invalid email');
    await page.getByTestId('vip-email').fill(email);
    await page.getByTestId('vip-submit').click();
    await expect(page.getByRole('dialog', { name: 'Check your mail' })).toContainText(email);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();

    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const mails = (await (await page.request.get(`${mailUrl}/email`)).json()) as { to: { address: string }[]; text: string }[];
          const mine = mails.find((m) => m.to.some((t) => t.address === email));
          link = mine?.text.match(/https?:\/\/\S+\/api\/vip\/verify\?token=[\w-]+/)?.[0];
          return link;
        },
        { timeout: 15_000 },
      )
      .toBeTruthy();

    // From here on, the network log must hold no ad network or SDK request at all.
    const log = watch(page);
    await page.goto(link!);
    await expect(page).toHaveURL(new RegExp(`/en/games/${slug}$`));
    await expect(page.getByTestId('vip-toast')).toContainText('signed in as a VIP');
    await expect(page.getByTestId('vip-badge')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { vip: { status: () => Promise<unknown> } }).vip.status())).toEqual({ vip: true, email: expect.stringMatching(/^v\*\*\*@example\.com$/) });
    await page.waitForTimeout(4500); // past the banner's first appearance
    await page.goto(new URL('/en', page.url()).toString());
    await expect(page.getByTestId('vip-badge')).toBeVisible();
    await page.waitForTimeout(4500);
    expect(log.thirdParty).toEqual([]);
    await expect(page.locator('ins.adsbygoogle, [data-testid="ad-unit"], [data-testid="ad-banner-host"]')).toHaveCount(0);
    expect(await page.evaluate(() => document.querySelectorAll('script[data-third-party]').length)).toBe(0);

    // vip.disable() signs out and reloads: a guest again, with ads.
    await page.evaluate(() => void (window as unknown as { vip: { disable: () => Promise<void> } }).vip.disable());
    await expect(page.getByTestId('vip-sign-in')).toBeVisible();
    await expect(page.getByTestId('vip-badge')).toHaveCount(0);
    await expect(page.getByTestId('ad-slot-home')).toBeVisible();
  });

  test('a used or unknown sign-in link says so; vip.enable() opens the dialog', async ({ page }) => {
    await page.goto(`${stackUrl()}/api/vip/verify?token=not-a-real-token`);
    await expect(page.getByTestId('vip-toast')).toContainText('invalid or has expired');
    expect(new URL(page.url()).searchParams.get('vip')).toBeNull();
    await page.evaluate(() => (window as unknown as { vip: { enable: () => void } }).vip.enable());
    await expect(page.getByRole('dialog', { name: 'VIP sign-in' })).toBeVisible();
    await expect(page.getByTestId('vip-email')).toBeFocused();
  });
});

test.describe('consent for visitors in Europe', () => {
  test.use({ timezoneId: 'Europe/Berlin', locale: 'de-DE' });

  test('a device in a European time zone is asked even when its browser speaks en-US; the zone is read in a worker after the load', async ({ playwright, launchOptions }) => {
    // The device's own zone (not Playwright's per-page emulation, which does not reach workers).
    const browser = await playwright.chromium.launch({ ...launchOptions, env: { ...process.env, TZ: 'Europe/Paris' } });
    try {
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      const workers: string[] = [];
      page.on('worker', (w) => workers.push(new URL(w.url()).pathname));
      let loaded = false;
      page.on('load', () => (loaded = true));
      const log = watch(page);
      await page.goto(`${stackUrl()}/en`);
      await expect(page.getByRole('dialog', { name: 'Your privacy choices' })).toBeVisible();
      expect(loaded).toBe(true);
      expect(workers).toEqual([expect.stringMatching(/^\/assets\/time-zone\.worker-[\w-]+\.js$/)]);
      expect(log).toEqual({ analytics: [], thirdParty: [] });
      await context.close();
    } finally {
      await browser.close();
    }
  });

  test("the dialog's styles come with it: the page's inline stylesheet holds none, and the open dialog is styled", async ({ page }) => {
    await page.goto(`${stackUrl()}/en`);
    const inline = await page.locator('head style').evaluateAll((els) => els.map((e) => e.textContent ?? '').join(''));
    expect(inline).toContain('.game-card');
    for (const rule of ['.modal-scrim', '.consent-row', '.vip-form', '.ad-banner', '.house-ad']) expect(inline).not.toContain(rule);
    const dialog = page.getByRole('dialog', { name: 'Your privacy choices' });
    await expect(dialog).toBeVisible();
    const look = await dialog.evaluate((e) => {
      const scrim = getComputedStyle(e.closest('.modal-scrim') ?? e.parentElement!);
      return { scrim: scrim.position, radius: getComputedStyle(e).borderTopLeftRadius, maxWidth: getComputedStyle(e).width };
    });
    // The frame from the dialogs' stylesheet, the width from the consent dialog's own.
    expect(look).toEqual({ scrim: 'fixed', radius: '18px', maxWidth: '560px' });
    expect(await page.evaluate(() => Array.from(document.querySelectorAll('link[rel="stylesheet"]'), (l) => new URL((l as HTMLLinkElement).href).pathname))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/modal-[\w-]+\.css$/), expect.stringMatching(/^\/assets\/consent-dialog-[\w-]+\.css$/)]),
    );
  });

  test('nothing is sent and no ad script loads before acceptance; accepting starts both', async ({ page }) => {
    const log = watch(page);
    const slug = await builtinGameSlug(page);
    await page.goto(`${stackUrl()}/en`);
    const dialog = page.getByRole('dialog', { name: 'Your privacy choices' });
    await expect(dialog).toBeVisible();
    await page.goto(`${stackUrl()}/en/games/${slug}`);
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(6000); // longer than the analytics flush interval and the banner delay
    expect(log).toEqual({ analytics: [], thirdParty: [] });
    await expect(page.getByTestId('ad-unit')).toHaveCount(0);

    const adScript = page.waitForRequest((r) => r.url().startsWith(`${thirdParty()}/ads.js`));
    await page.getByTestId('consent-accept').click();
    await expect(dialog).toHaveCount(0);
    const stored = await storedConsent(page);
    expect(JSON.parse(stored.consent!)).toEqual({ analytics: true, advertising: true, personalization: true });
    expect(Math.abs(Number(stored.date) - Date.now())).toBeLessThan(60_000);
    await adScript;
    const sent = page.waitForRequest((r) => r.url().includes('/api/analytics/events'), { timeout: 15_000 });
    await page.getByRole('link', { name: 'PlayNest' }).first().click();
    await sent;
  });

  test('after reject all, nothing is ever sent or loaded, and the choice is not asked again', async ({ page }) => {
    const log = watch(page);
    await page.goto(`${stackUrl()}/en`);
    await page.getByTestId('consent-reject').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(JSON.parse((await storedConsent(page)).consent!)).toEqual({ analytics: false, advertising: false, personalization: false });
    await page.getByTestId('search-input').fill('puzzle');
    await page.getByTestId('search-input').press('Enter');
    await page.getByRole('link', { name: 'PlayNest' }).first().click();
    await page.reload();
    await expect(page.getByTestId('search-input')).toBeVisible();
    await page.waitForTimeout(6000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('ad-banner-host')).toHaveCount(0);
    expect(log).toEqual({ analytics: [], thirdParty: [] });
  });

  test('the choice is asked again after 90 days', async ({ page }) => {
    const t0 = new Date('2025-01-10T12:00:00Z').getTime();
    await page.clock.install({ time: t0 });
    await page.goto(`${stackUrl()}/en`);
    const dialog = page.getByRole('dialog', { name: 'Your privacy choices' });
    await page.getByTestId('consent-accept').click();
    await expect(dialog).toHaveCount(0);

    await page.clock.setSystemTime(t0 + 89 * DAY);
    await page.reload();
    await expect(page.getByTestId('consent-settings-link')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(dialog).toHaveCount(0);

    await page.clock.setSystemTime(t0 + NINETY_DAYS + 60_000);
    await page.reload();
    await expect(dialog).toBeVisible();
  });

  test('keyboard: focus is trapped, Escape never accepts, manage and save with the keyboard, the footer link reopens it', async ({ page }) => {
    await page.goto(`${stackUrl()}/en`);
    const dialog = page.getByRole('dialog', { name: 'Your privacy choices' });
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('consent-accept')).toBeFocused();
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    for (let i = 0; i < 7; i++) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    for (let i = 0; i < 7; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    expect((await storedConsent(page)).consent).toBeNull();

    await page.getByTestId('consent-manage').focus();
    await page.keyboard.press('Enter');
    const prefs = page.getByRole('dialog', { name: 'Manage preferences' });
    await expect(prefs).toBeVisible();
    await expect(prefs.getByRole('switch', { name: /Essential/ })).toBeChecked();
    await expect(prefs.getByRole('switch', { name: /Essential/ })).toBeDisabled();
    await expect(page.getByTestId('consent-toggle-analytics')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('consent-toggle-analytics')).toBeChecked();
    // Escape goes back to the first view; still nothing stored.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    expect((await storedConsent(page)).consent).toBeNull();

    await page.getByTestId('consent-manage').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space'); // analytics on
    await page.keyboard.press('Tab'); // advertising (left off)
    await page.keyboard.press('Tab'); // personalization
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab'); // save
    await expect(page.getByTestId('consent-save')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(JSON.parse((await storedConsent(page)).consent!)).toEqual({ analytics: true, advertising: false, personalization: true });

    // The footer link reopens it; with a stored choice Escape closes it and focus returns.
    const footerLink = page.getByTestId('consent-settings-link');
    await footerLink.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(footerLink).toBeFocused();
    expect(JSON.parse((await storedConsent(page)).consent!)).toEqual({ analytics: true, advertising: false, personalization: true });
  });
});
