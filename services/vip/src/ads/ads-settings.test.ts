import { ConfigError } from '@portal/server-kit';
import { loadVipConfig } from '../config';
import { readAdsSettings } from './ads-settings';

const SLOTS = { AD_SLOT_HOME_MOBILE: '1234567890', AD_SLOT_HOME_DESKTOP: '2234567890', AD_SLOT_GAME_MOBILE: '3234567890', AD_SLOT_GAME_DESKTOP: '4234567890' };
const BASE_ENV = {
  MONGODB_URI: 'mongodb://127.0.0.1:27017/',
  REDIS_URL: 'redis://127.0.0.1:6379',
  ADMIN_PASSWORD: 'a-long-enough-password',
  INTERNAL_TOKEN: 'internal-token-0123456789abcdef',
};

describe('ads settings (vip config)', () => {
  it('is all optional: nothing configured means no network and no SDKs (house ads)', () => {
    expect(readAdsSettings({})).toEqual({ problems: [], settings: { network: null, gameDistribution: null, gamesPortal: null } });
  });

  it('takes a client id with four 10-character slots, and the provider script by default', () => {
    const { settings, problems } = readAdsSettings({ AD_CLIENT_ID: 'ca-pub-1234567890123456', ...SLOTS });
    expect(problems).toEqual([]);
    expect(settings.network).toEqual({
      clientId: 'ca-pub-1234567890123456',
      scriptUrl: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
      slots: { homeMobile: '1234567890', homeDesktop: '2234567890', gameMobile: '3234567890', gameDesktop: '4234567890' },
    });
  });

  it('says a slot id must be exactly 10 characters', () => {
    const { problems, settings } = readAdsSettings({ AD_CLIENT_ID: 'ca-pub-1', ...SLOTS, AD_SLOT_HOME_MOBILE: '123456789', AD_SLOT_GAME_DESKTOP: '12345678901' });
    expect(problems).toEqual([
      'AD_SLOT_HOME_MOBILE: ad slot ids must be exactly 10 characters (got 9)',
      'AD_SLOT_GAME_DESKTOP: ad slot ids must be exactly 10 characters (got 11)',
    ]);
    expect(readAdsSettings({ AD_CLIENT_ID: 'ca-pub-1', ...SLOTS, AD_SLOT_HOME_DESKTOP: '12345 7890' }).problems).toEqual([
      'AD_SLOT_HOME_DESKTOP: ad slot ids must be exactly 10 characters, letters and digits only',
    ]);
    expect(settings.network?.slots.homeMobile).toBe('123456789');
  });

  it('wants the client id and all four slots together', () => {
    expect(readAdsSettings({ AD_CLIENT_ID: 'ca-pub-1', AD_SLOT_HOME_MOBILE: '1234567890' }).problems).toEqual([
      'AD_CLIENT_ID is set, so every ad slot must be too; missing: AD_SLOT_HOME_DESKTOP, AD_SLOT_GAME_MOBILE, AD_SLOT_GAME_DESKTOP',
    ]);
    expect(readAdsSettings({ ...SLOTS }).problems).toEqual(['AD_SLOT_* are set without AD_CLIENT_ID (set the ad network client id, or remove the slots)']);
    expect(readAdsSettings({ AD_CLIENT_ID: 'bad id!', ...SLOTS }).problems[0]).toMatch(/^AD_CLIENT_ID: /);
  });

  it('checks script URLs (so tests can point them at a local server) and the SDK settings', () => {
    const ok = readAdsSettings({
      AD_CLIENT_ID: 'ca-pub-1',
      ...SLOTS,
      AD_SCRIPT_URL: 'http://127.0.0.1:5000/ads.js',
      GD_GAME_ID: '0123456789abcdef0123456789ABCDEF',
      GD_SDK_URL: 'http://127.0.0.1:5000/gd.js',
      GAMES_PORTAL_SITE_ID: 'playnest',
      GAMES_PORTAL_SDK_URL: 'http://127.0.0.1:5000/portal.js',
    });
    expect(ok.problems).toEqual([]);
    expect(ok.settings.network?.scriptUrl).toBe('http://127.0.0.1:5000/ads.js');
    expect(ok.settings.gameDistribution).toEqual({ gameId: '0123456789abcdef0123456789ABCDEF', scriptUrl: 'http://127.0.0.1:5000/gd.js' });
    expect(ok.settings.gamesPortal).toEqual({ siteId: 'playnest', scriptUrl: 'http://127.0.0.1:5000/portal.js' });
    expect(readAdsSettings({ GD_GAME_ID: 'abc' }).problems).toEqual(['GD_GAME_ID: must be 32 hexadecimal characters (the game-distribution game id)']);
    expect(readAdsSettings({ GD_GAME_ID: '0123456789abcdef0123456789abcdef' }).settings.gameDistribution?.scriptUrl).toBe('https://html5.api.gamedistribution.com/main.min.js');
    expect(readAdsSettings({ AD_CLIENT_ID: 'ca-pub-1', ...SLOTS, AD_SCRIPT_URL: 'javascript:alert(1)' }).problems).toEqual(['AD_SCRIPT_URL: must be an http(s) URL']);
    expect(readAdsSettings({ GAMES_PORTAL_SITE_ID: 'playnest' }).problems).toEqual(['GAMES_PORTAL_SITE_ID and GAMES_PORTAL_SDK_URL must be set together']);
    expect(readAdsSettings({ GD_SDK_URL: 'http://127.0.0.1/gd.js' }).problems).toEqual(['GD_SDK_URL is set without GD_GAME_ID']);
  });
});

describe('loadVipConfig', () => {
  it('stops boot listing ads problems together with the other settings', () => {
    let err: unknown;
    try {
      loadVipConfig({ ...BASE_ENV, PORT: 'not-a-port', AD_CLIENT_ID: 'ca-pub-1', ...SLOTS, AD_SLOT_GAME_MOBILE: 'short' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(/^Invalid configuration:\n/);
    expect((err as Error).message).toMatch(/ {2}PORT: /);
    expect((err as Error).message).toContain('  AD_SLOT_GAME_MOBILE: ad slot ids must be exactly 10 characters (got 5)');
  });

  it('requires SESSION_SECRET in production and makes a throw-away one elsewhere', () => {
    expect(() => loadVipConfig({ ...BASE_ENV, NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required in production/);
    expect(() => loadVipConfig({ ...BASE_ENV, SESSION_SECRET: 'too-short' })).toThrow(/SESSION_SECRET/);
    const dev = loadVipConfig(BASE_ENV);
    expect(dev.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(loadVipConfig(BASE_ENV).SESSION_SECRET).not.toBe(dev.SESSION_SECRET);
    const prod = loadVipConfig({ ...BASE_ENV, NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) });
    expect(prod.SESSION_SECRET).toBe('s'.repeat(32));
    expect(prod.ads.network).toBeNull();
  });

  it('reads SMTP settings, with user and password together', () => {
    const cfg = loadVipConfig({ ...BASE_ENV, SMTP_HOST: 'mail.example.org', SMTP_PORT: '465', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASS: 'p' });
    expect([cfg.SMTP_HOST, cfg.SMTP_PORT, cfg.SMTP_SECURE]).toEqual(['mail.example.org', 465, true]);
    expect(loadVipConfig(BASE_ENV).SMTP_SECURE).toBe(false);
    expect(() => loadVipConfig({ ...BASE_ENV, SMTP_USER: 'u' })).toThrow(/SMTP_USER and SMTP_PASS must be set together/);
  });
});
