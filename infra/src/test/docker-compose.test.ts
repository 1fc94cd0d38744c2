import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../backing/paths';

/**
 * No Docker engine runs on these machines, so the deployment files are checked by reading
 * them: every service builds, is health-checked, waits for what it needs, and only the
 * gateway is reachable from outside.
 */
interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  volumes?: string[];
  networks?: Record<string, { ipv4_address?: string }>;
}

const compose = parse(readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
  networks: { default: { ipam: { config: Array<{ subnet: string; ip_range: string }> } } };
};
const OURS = ['catalogue', 'candidate', 'crawler-worker', 'vip', 'gateway'];

describe('docker-compose.yml', () => {
  it('has the backing services and every one of ours', () => {
    expect(Object.keys(compose.services).sort()).toEqual([...OURS, 'mongo', 'redis'].sort());
  });

  it.each(OURS)('%s builds from its own multi-stage Dockerfile that runs as non-root with a HEALTHCHECK', (name) => {
    const svc = compose.services[name]!;
    expect(svc.build?.context).toBe('.');
    const file = path.join(REPO_ROOT, svc.build!.dockerfile);
    expect(existsSync(file)).toBe(true);
    const text = readFileSync(file, 'utf8');
    expect(text.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    const user = /^USER (\S+)/m.exec(text)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(text).toMatch(/^HEALTHCHECK /m);
    // Files the Dockerfile copies from the context exist.
    for (const m of text.matchAll(/^COPY (?!--from)(\S+)/gm)) expect({ file: m[1], exists: existsSync(path.join(REPO_ROOT, m[1]!)) }).toEqual({ file: m[1], exists: true });
  });

  it('health-checks every service', () => {
    for (const [name, svc] of Object.entries(compose.services)) {
      expect({ name, test: svc.healthcheck?.test?.[0] }).toEqual({ name, test: 'CMD' });
    }
  });

  it('starts services only once their dependencies are healthy', () => {
    for (const name of ['catalogue', 'candidate', 'crawler-worker', 'vip']) {
      expect(compose.services[name]!.depends_on).toEqual({ mongo: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    }
    const gatewayDeps = compose.services.gateway!.depends_on!;
    expect(Object.keys(gatewayDeps).sort()).toEqual(['candidate', 'catalogue', 'crawler-worker', 'vip']);
    for (const dep of Object.values(gatewayDeps)) expect(dep.condition).toBe('service_healthy');
  });

  it('publishes a port for the gateway only', () => {
    for (const [name, svc] of Object.entries(compose.services)) {
      if (name === 'gateway') expect(svc.ports).toEqual(['${PORT:-8080}:8080']);
      else expect({ name, ports: svc.ports }).toEqual({ name, ports: undefined });
    }
  });

  it('keeps MongoDB and Redis data in volumes', () => {
    expect(compose.services.mongo!.volumes).toContain('mongo-data:/data/db');
    expect(compose.services.redis!.volumes).toContain('redis-data:/data');
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['mongo-data', 'redis-data', 'media']));
  });

  it('gives each service its own database and requires the admin password hash', () => {
    const dbs = ['catalogue', 'candidate', 'crawler-worker', 'vip'].map((n) => compose.services[n]!.environment!.MONGODB_DB);
    expect(new Set(dbs).size).toBe(4);
    expect(compose.services.catalogue!.environment!.ADMIN_PASSWORD_HASH).toMatch(/^\$\{ADMIN_PASSWORD_HASH:\?/);
  });

  it('lets crawler workers scale (no fixed name or host port)', () => {
    const worker = compose.services['crawler-worker'] as ComposeService & { container_name?: string };
    expect(worker.container_name).toBeUndefined();
    expect(worker.ports).toBeUndefined();
  });

  it('points the gateway image at upstreams that exist in the compose file', () => {
    const dockerfile = readFileSync(path.join(REPO_ROOT, 'gateway/Dockerfile'), 'utf8');
    for (const m of dockerfile.matchAll(/_UPSTREAM=([\w-]+):3000/g)) expect(Object.keys(compose.services)).toContain(m[1]);
  });

  it('has the services trust forwarded addresses from the gateway\'s fixed address only, outside the dynamic range', () => {
    const gatewayIp = compose.services.gateway!.networks!.default!.ipv4_address!;
    const [pool] = compose.networks.default.ipam.config;
    const inRange = (ip: string, cidr: string) => {
      const [base, bits] = cidr.split('/');
      const n = (a: string) => a.split('.').reduce((acc, p) => acc * 256 + Number(p), 0);
      const size = 2 ** (32 - Number(bits));
      return Math.floor(n(ip) / size) === Math.floor(n(base!) / size);
    };
    expect(inRange(gatewayIp, pool!.subnet)).toBe(true);
    expect(inRange(gatewayIp, pool!.ip_range)).toBe(false);
    for (const name of ['catalogue', 'candidate', 'crawler-worker', 'vip']) {
      expect({ name, trusted: compose.services[name]!.environment!.TRUSTED_PROXIES }).toEqual({ name, trusted: gatewayIp });
    }
  });
});
