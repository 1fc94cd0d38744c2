import { readFileSync } from 'node:fs';
import { GATEWAY_TEMPLATE, renderGatewayConfig, type GatewayVars } from './nginx';

const vars: GatewayVars = {
  LISTEN_PORT: '8080',
  CATALOGUE_UPSTREAM: 'catalogue:3000',
  CANDIDATE_UPSTREAM: 'candidate:3000',
  CRAWLER_UPSTREAM: 'crawler-worker:3000',
  VIP_UPSTREAM: 'vip:3000',
  WEB_ROOT: '/srv/web',
  ADMIN_ROOT: '/srv/admin',
  GAMES_ROOT: '/srv/games',
  MEDIA_ROOT: '/srv/media',
  API_RATE: '50r/s',
  PROXY_CACHE_DIR: '/var/cache/nginx/portal',
  PRERENDER_ROOT: '/var/lib/portal/prerender',
  ACCESS_LOG: '/var/log/nginx/access.log',
};

describe('gateway template', () => {
  const template = readFileSync(GATEWAY_TEMPLATE, 'utf8');

  it('fills every placeholder and leaves nginx variables alone', () => {
    const out = renderGatewayConfig(template, vars);
    expect(out).not.toMatch(/\$\{[A-Z_]+\}/);
    expect(out).toContain('server catalogue:3000 max_fails=0;');
    expect(out).toContain('$host');
    expect(out).toContain('$portal_request_id');
  });

  it('puts every catalogue replica in the upstream, none marked down after a failure', () => {
    const out = renderGatewayConfig(template, { ...vars, CATALOGUE_UPSTREAM: '127.0.0.1:4001', CATALOGUE_MORE_SERVERS: 'server 127.0.0.1:4002 max_fails=0;' });
    expect(out).toMatch(/upstream catalogue \{ server 127\.0\.0\.1:4001 max_fails=0; server 127\.0\.0\.1:4002 max_fails=0; keepalive \d+; \}/);
  });

  it('refuses a template variable without a value', () => {
    expect(() => renderGatewayConfig('listen ${NOPE};', vars)).toThrow(/NOPE/);
  });

  it('routes each API prefix to the service that owns it', () => {
    const out = renderGatewayConfig(template, vars);
    const route = (prefix: string) => new RegExp(`location[^{]*${prefix.replace(/\//g, '\\/')}[^{]*\\{[^}]*proxy_pass http://(\\w+)`).exec(out)?.[1];
    expect(route('/api/catalogue/')).toBe('catalogue');
    expect(route('/api/games/')).toBe('catalogue');
    expect(route('/api/candidates/')).toBe('candidate');
    expect(route('/api/crawler/')).toBe('crawler');
    expect(route('/api/vip/')).toBe('vip');
  });
});
