import { randomBytes } from 'node:crypto';
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { BaseConfigProperties, ConfigError, InternalTokenProperty, loadConfig } from '@portal/server-kit';
import { readAdsSettings, type AdsSettings } from './ads/ads-settings';

export const VipConfigProperties = {
  ...BaseConfigProperties,
  ...InternalTokenProperty,
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4104 }),
  MONGODB_DB: Type.String({ default: 'portal_vip' }),
  /** The candidate service, owner of the operation logs (VIP list changes are logged there). */
  CANDIDATE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  /** Public address of the site: sign-in links point here, and https here makes the cookie Secure. */
  PUBLIC_BASE_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:8080' }),
  /** HMAC key of the session cookie. Required in production; elsewhere a random one per process. */
  SESSION_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  /** How long a VIP stays signed in, and how long a sign-in link works. */
  VIP_SESSION_TTL_S: Type.Integer({ minimum: 60, default: 30 * 24 * 3600 }),
  VIP_LINK_TTL_S: Type.Integer({ minimum: 1, maximum: 24 * 3600, default: 900 }),
  /** Sign-in requests per address and per client address within VIP_LOGIN_WINDOW_S before 429. */
  VIP_LOGIN_MAX_PER_EMAIL: Type.Integer({ minimum: 1, default: 5 }),
  VIP_LOGIN_MAX_PER_CLIENT: Type.Integer({ minimum: 1, default: 20 }),
  VIP_LOGIN_WINDOW_S: Type.Integer({ minimum: 1, default: 900 }),
  /** SMTP server for sign-in mail; without SMTP_HOST no mail is sent (npm start runs MailDev). */
  SMTP_HOST: Type.Optional(Type.String({ minLength: 1 })),
  SMTP_PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 587 }),
  SMTP_SECURE: Type.Boolean({ default: false }),
  SMTP_USER: Type.Optional(Type.String()),
  SMTP_PASS: Type.Optional(Type.String()),
  SMTP_FROM: Type.String({ minLength: 3, default: 'PlayNest <no-reply@localhost>' }),
};

export type VipConfig = Static<TObject<typeof VipConfigProperties>> & {
  SESSION_SECRET: string;
  /** Ads settings (AD_*, GD_*, GAMES_PORTAL_*), checked with the rest at boot. */
  ads: AdsSettings;
};

/** Validates everything at once, so a bad slot id and a bad port are reported together. */
export function loadVipConfig(env: NodeJS.ProcessEnv = process.env): VipConfig {
  const { settings, problems } = readAdsSettings(env);
  let base: Static<TObject<typeof VipConfigProperties>>;
  try {
    base = loadConfig(VipConfigProperties, env);
  } catch (e) {
    if (e instanceof ConfigError && problems.length > 0) throw new ConfigError(`${e.message}\n${problems.map((p) => `  ${p}`).join('\n')}`);
    throw e;
  }
  if (base.NODE_ENV === 'production' && !base.SESSION_SECRET) {
    problems.push('SESSION_SECRET: required in production (at least 32 characters; e.g. `openssl rand -base64 32`)');
  }
  if ((base.SMTP_USER === undefined) !== (base.SMTP_PASS === undefined)) problems.push('SMTP_USER and SMTP_PASS must be set together');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  // Outside production a missing secret only means sessions end when the process restarts.
  return { ...base, SESSION_SECRET: base.SESSION_SECRET ?? randomBytes(32).toString('base64url'), ads: settings };
}
