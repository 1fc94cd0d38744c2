import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../backing/paths';
import { effective, findStage, parseDockerfile, parseEnv, splitFlags, stageChain, stageClosure, substitute, words, type Stage } from '../docker/dockerfile';
import { DockerIgnore } from '../docker/dockerignore';

/**
 * No Docker engine runs on these machines, so the deployment files are checked by reading
 * them: every service builds, is health-checked, waits for what it needs, and only the
 * gateway is reachable from outside.
 */
interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string; args?: Record<string, string> };
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
const NODE_SERVICES = ['catalogue', 'candidate', 'crawler-worker', 'vip'];
const dockerfile = parseDockerfile(readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8'));
const ignore = DockerIgnore.load(REPO_ROOT);

/** The target stage of a compose service's image. */
function target(name: string): { stage: Stage; args: Record<string, string> } {
  const build = compose.services[name]!.build!;
  const stage = findStage(dockerfile, build.target ?? String(dockerfile.stages.length - 1));
  if (!stage) throw new Error(`${name}: no stage ${build.target}`);
  return { stage, args: build.args ?? {} };
}

/** The ENV of a stage along its FROM chain, ARGs filled in. */
function stageEnv(stage: Stage, args: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const s of stageChain(dockerfile, stage, args)) {
    for (const ins of s.instructions) if (ins.keyword === 'ENV') for (const [k, v] of parseEnv(ins.args)) env[k] = substitute(v, { ...args, ...env });
  }
  return env;
}

describe('docker-compose.yml', () => {
  it('has the backing services and every one of ours', () => {
    expect(Object.keys(compose.services).sort()).toEqual([...OURS, 'mongo', 'redis'].sort());
  });

  it.each(OURS)('%s builds a target of the one multi-stage Dockerfile that runs as non-root with a HEALTHCHECK', (name) => {
    const build = compose.services[name]!.build!;
    expect(build.context).toBe('.');
    expect(build.dockerfile).toBe('Dockerfile');
    const { stage, args } = target(name);
    expect(stageClosure(dockerfile, stage, args).length).toBeGreaterThanOrEqual(2);
    const user = effective(dockerfile, stage, 'USER', args)?.args;
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(effective(dockerfile, stage, 'HEALTHCHECK', args)).toBeDefined();
  });

  it.each(OURS)('%s: every file its image copies from the context exists and is not left out by .dockerignore', (name) => {
    const { stage, args } = target(name);
    for (const s of stageClosure(dockerfile, stage, args)) {
      for (const ins of s.instructions.filter((i) => i.keyword === 'COPY' && !splitFlags(i.args).flags.from)) {
        const sources = words(splitFlags(ins.args).rest).words.slice(0, -1).map((w) => substitute(w, args));
        for (const src of sources) expect({ src, exists: existsSync(path.join(REPO_ROOT, src)), ignored: ignore.ignores(src) }).toEqual({ src, exists: true, ignored: false });
      }
    }
  });

  it.each(NODE_SERVICES)('%s: its image is a node target whose SERVICE names it', (name) => {
    const { stage, args } = target(name);
    expect(args.SERVICE).toBe(name);
    expect(existsSync(path.join(REPO_ROOT, 'services', name, 'package.json'))).toBe(true);
    expect(stageEnv(stage, args).SERVICE).toBe(name);
    // The CMD starts that service's compiled server.
    const cmd = words(effective(dockerfile, stage, 'CMD', args)!.args).words.join(' ');
    expect(substitute(cmd, { SERVICE: name })).toContain(`node services/${name}/dist/server.js`);
  });

  it('copies every workspace manifest before npm ci (npm ci checks them all against the lockfile)', () => {
    const { workspaces } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
    const manifests = findStage(dockerfile, 'manifests')!;
    const copied = manifests.instructions.filter((i) => i.keyword === 'COPY').flatMap((i) => words(i.args).words.slice(0, -1));
    expect(workspaces.map((w) => `${w}/package.json`).filter((m) => !copied.includes(m))).toEqual([]);
    expect(copied).toEqual(expect.arrayContaining(['package.json', 'package-lock.json']));
  });

  it('keeps no other Dockerfile (one parametrised file builds every image)', () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (['node_modules', '.git', '.data', 'dist'].includes(e.name)) continue;
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/^Dockerfile/.test(e.name)) found.push(path.relative(REPO_ROOT, p));
      }
    };
    walk(REPO_ROOT);
    expect(found).toEqual(['Dockerfile']);
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
    const { stage, args } = target('gateway');
    const upstreams = Object.entries(stageEnv(stage, args)).filter(([k]) => k.endsWith('_UPSTREAM'));
    expect(upstreams.length).toBe(4);
    for (const [, v] of upstreams) expect(Object.keys(compose.services)).toContain(v.split(':')[0]);
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
