import { mkdirSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';
import { httpOk, waitFor } from './ports';
import type { ProcessGroup } from './process-group';
import { ensureDebianCommand } from './system-packages';

export const GATEWAY_TEMPLATE = path.join(REPO_ROOT, 'gateway', 'default.conf.template');

export interface GatewayVars {
  LISTEN_PORT: string;
  CATALOGUE_UPSTREAM: string;
  /** `server host:port max_fails=0;` for each catalogue replica beyond the first (compose scales by DNS instead: empty). */
  CATALOGUE_MORE_SERVERS?: string;
  CANDIDATE_UPSTREAM: string;
  CRAWLER_UPSTREAM: string;
  VIP_UPSTREAM: string;
  WEB_ROOT: string;
  ADMIN_ROOT: string;
  GAMES_ROOT: string;
  MEDIA_ROOT: string;
  API_RATE: string;
  PROXY_CACHE_DIR: string;
  PRERENDER_ROOT: string;
  /** Access log file (the template's `portal` format, secrets redacted). */
  ACCESS_LOG: string;
  /** Origins of the configured third-party scripts, each with a leading space; empty by default. */
  THIRD_PARTY_SCRIPT_SRC?: string;
  /** Shared memory for the API micro-cache's keys (nginx size, default 32m: about 250,000 URLs). */
  API_CACHE_KEYS_ZONE?: string;
}

const OPTIONAL_VARS: Record<string, string> = { THIRD_PARTY_SCRIPT_SRC: '', CATALOGUE_MORE_SERVERS: '', API_CACHE_KEYS_ZONE: '32m' };

/**
 * The origins the storefront may load ad and SDK scripts from, for the CSP: those of the URLs
 * the vip service is configured with (the providers' defaults when only their ids are set).
 */
export function thirdPartyScriptSrc(env: NodeJS.ProcessEnv): string {
  const origins = new Set<string>();
  const add = (url: string | undefined) => {
    try {
      if (url?.trim()) origins.add(new URL(url.trim()).origin);
    } catch {
      /* the vip service refuses a bad URL at boot */
    }
  };
  add(env.AD_SCRIPT_URL || (env.AD_CLIENT_ID?.trim() ? 'https://pagead2.googlesyndication.com' : undefined));
  add(env.GD_SDK_URL || (env.GD_GAME_ID?.trim() ? 'https://html5.api.gamedistribution.com' : undefined));
  add(env.GAMES_PORTAL_SDK_URL);
  return [...origins].map((o) => ` ${o}`).join('');
}

/** Fills `${NAME}` placeholders like the nginx image's envsubst does, and nothing else ($host stays). */
export function renderGatewayConfig(template: string, vars: GatewayVars): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => {
    const value = (vars as unknown as Record<string, string | undefined>)[name] ?? OPTIONAL_VARS[name];
    if (value === undefined) throw new Error(`gateway template uses \${${name}} but no value was given`);
    return value;
  });
}

function mainConfig(dir: string, gatewayConf: string): string {
  // Running as root (these machines, CI), workers drop to www-data like the Debian package does.
  const user = process.getuid?.() === 0 ? 'user www-data;' : '';
  return `${user}
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  types { application/javascript mjs; image/webp webp; }
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  include ${gatewayConf};
}
`;
}

/** Starts nginx natively from the same template docker-compose uses. */
export async function startNginx(opts: { dir: string; vars: GatewayVars; group: ProcessGroup; log: (m: string) => void }): Promise<string> {
  ensureDebianCommand('nginx', 'nginx-light', opts.log);
  // Workers (www-data when started as root) write request bodies, proxied responses and the cache here.
  const caches = ['api', 'pages'].map((c) => path.join(opts.vars.PROXY_CACHE_DIR, c));
  // Pages cached by an earlier run may come from an earlier build and name asset files that
  // are gone: nginx would serve each of them once more (stale while it updates), as a page whose
  // scripts answer 404. Rendering a page again costs the catalogue a few milliseconds.
  rmSync(path.join(opts.vars.PROXY_CACHE_DIR, 'pages'), { recursive: true, force: true });
  const writable = [...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => path.join(opts.dir, 'tmp', t)), opts.vars.PROXY_CACHE_DIR, ...caches];
  for (const dir of writable) {
    mkdirSync(dir, { recursive: true });
    chmodSync(dir, 0o777);
  }
  chmodSync(path.join(opts.dir, 'tmp'), 0o755);
  const gatewayConf = path.join(opts.dir, 'gateway.conf');
  writeFileSync(gatewayConf, renderGatewayConfig(readFileSync(GATEWAY_TEMPLATE, 'utf8'), opts.vars));
  const mainConf = path.join(opts.dir, 'nginx.conf');
  writeFileSync(mainConf, mainConfig(opts.dir, gatewayConf));
  const proc = opts.group.start('nginx', 'nginx', ['-c', mainConf, '-p', opts.dir, '-e', path.join(opts.dir, 'error.log'), '-g', 'daemon off;']);
  const url = `http://127.0.0.1:${opts.vars.LISTEN_PORT}`;
  await waitFor('nginx', () => httpOk(`${url}/admin/`), 10_000, proc.alive).catch((e: Error) => {
    let log = '';
    try {
      log = readFileSync(path.join(opts.dir, 'error.log'), 'utf8').slice(-1500);
    } catch {
      /* no log yet */
    }
    throw new Error(`${e.message}\n${log}`);
  });
  return url;
}
