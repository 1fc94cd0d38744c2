import { Type } from '@sinclair/typebox';
import { BaseConfigProperties, ConfigError, loadConfig } from './config';

const env = {
  PORT: '4100',
  MONGODB_URI: 'mongodb://127.0.0.1:27017/',
  REDIS_URL: 'redis://127.0.0.1:6379',
  ADMIN_PASSWORD_HASH: 'scrypt$1$1$1$a$b',
};

describe('loadConfig', () => {
  it('converts types and applies defaults', () => {
    const c = loadConfig(BaseConfigProperties, env);
    expect(c.PORT).toBe(4100);
    expect(c.ADMIN_USER).toBe('admin');
    expect(c.LOG_LEVEL).toBe('info');
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig(BaseConfigProperties, { PORT: 'abc', MONGODB_URI: 'postgres://x' })).toThrow(ConfigError);
    try {
      loadConfig(BaseConfigProperties, { PORT: 'abc', MONGODB_URI: 'postgres://x' });
    } catch (e) {
      const msg = (e as Error).message;
      expect(msg).toContain('PORT');
      expect(msg).toContain('MONGODB_URI');
      expect(msg).toContain('REDIS_URL');
    }
  });

  it('requires admin credentials in some form', () => {
    const { ADMIN_PASSWORD_HASH: _omit, ...rest } = env;
    expect(() => loadConfig(BaseConfigProperties, rest)).toThrow(/ADMIN_PASSWORD_HASH or ADMIN_PASSWORD/);
    expect(loadConfig(BaseConfigProperties, { ...rest, ADMIN_PASSWORD: 'long-enough-secret' }).ADMIN_PASSWORD).toBe('long-enough-secret');
  });

  it('refuses a short plain password', () => {
    const { ADMIN_PASSWORD_HASH: _omit, ...rest } = env;
    expect(() => loadConfig(BaseConfigProperties, { ...rest, ADMIN_PASSWORD: 'short' })).toThrow(ConfigError);
  });

  it('accepts service-specific settings', () => {
    const c = loadConfig({ ...BaseConfigProperties, EXTRA: Type.Boolean({ default: false }) }, { ...env, EXTRA: 'true' });
    expect(c.EXTRA).toBe(true);
  });

  it('takes only addresses and CIDR ranges as trusted proxies', () => {
    expect(loadConfig(BaseConfigProperties, env).TRUSTED_PROXIES).toBe('127.0.0.1,::1');
    expect(loadConfig(BaseConfigProperties, { ...env, TRUSTED_PROXIES: '172.30.0.10,fd00::/8' }).TRUSTED_PROXIES).toBe('172.30.0.10,fd00::/8');
    for (const bad of ['10.0.0.0/33', '999.1.1.1', '::1/129', 'gateway', '10.0.0.1/8/1']) {
      expect(() => loadConfig(BaseConfigProperties, { ...env, TRUSTED_PROXIES: bad })).toThrow(ConfigError);
    }
  });
});
