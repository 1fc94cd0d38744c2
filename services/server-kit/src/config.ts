import { isIP } from 'node:net';
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { StringEnum } from '@portal/contracts';

/** Settings every service reads. Each service extends this with its own (see its config.ts). */
export const BaseConfigProperties = {
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], { default: 'development' }),
  HOST: Type.String({ default: '127.0.0.1' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535 }),
  LOG_LEVEL: StringEnum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { default: 'info' }),
  MONGODB_URI: Type.String({ pattern: '^mongodb(\\+srv)?://' }),
  REDIS_URL: Type.String({ pattern: '^rediss?://' }),
  ADMIN_USER: Type.String({ minLength: 1, default: 'admin' }),
  /** scrypt hash made by `hashPassword` (preferred: the plain password never sits in the environment). */
  ADMIN_PASSWORD_HASH: Type.Optional(Type.String({ pattern: '^scrypt\\$' })),
  /** Plain password, hashed in memory at boot; for deployments that inject secrets this way. */
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 12 })),
  /** Failed admin sign-ins allowed per client address in AUTH_FAILURE_WINDOW_S before 429. */
  AUTH_MAX_FAILURES: Type.Integer({ minimum: 1, default: 10 }),
  AUTH_FAILURE_WINDOW_S: Type.Integer({ minimum: 1, default: 900 }),
  SHUTDOWN_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 10_000 }),
  /**
   * Addresses (or CIDR ranges) of the gateway, the only peers whose X-Forwarded-For is believed
   * when deciding a client's address (admin sign-in lockout, VIP and visitor limits).
   */
  TRUSTED_PROXIES: Type.String({ default: '127.0.0.1,::1', pattern: '^[0-9A-Fa-f.:/]+(,[0-9A-Fa-f.:/]+)*$' }),
  /** Written by the native launcher's supervisor: /readyz reports restarts and failures from it. */
  SUPERVISOR_STATE_FILE: Type.Optional(Type.String({ minLength: 1 })),
};

export type BaseConfig = Static<TObject<typeof BaseConfigProperties>>;

/** "10.0.0.5", "::1", "172.30.0.0/24" or "fd00::/8". */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates configuration from the environment once, at boot. Unknown variables
 * are ignored; a missing or malformed one stops the service with every problem listed.
 */
export function loadConfig<P extends TProperties>(properties: P, env: NodeJS.ProcessEnv = process.env): Static<TObject<P>> {
  const schema = Type.Object(properties);
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const withDefaults = Value.Default(schema, raw);
  const converted = Value.Convert(schema, withDefaults);
  const errors = [...Value.Errors(schema, converted)];
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.path.slice(1) || '(root)'}: ${e.message}`);
    throw new ConfigError(`Invalid configuration:\n${[...new Set(lines)].join('\n')}`);
  }
  const config = converted as Static<TObject<P>>;
  const c = config as Record<string, unknown>;
  if (typeof c.TRUSTED_PROXIES === 'string') {
    const bad = c.TRUSTED_PROXIES.split(',').filter((entry) => !isAddressOrRange(entry));
    if (bad.length) throw new ConfigError(`Invalid configuration:\n  TRUSTED_PROXIES: not an address or CIDR range: ${bad.join(', ')}`);
  }
  if ('ADMIN_PASSWORD_HASH' in properties && !c.ADMIN_PASSWORD_HASH && !c.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_PASSWORD_HASH or ADMIN_PASSWORD must be set (npm start generates one on first run)');
  }
  return config;
}
