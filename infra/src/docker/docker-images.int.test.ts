import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { GATEWAY_TEMPLATE, renderGatewayConfig, type GatewayVars } from '../backing/nginx';
import { GAMES_DIR, REPO_ROOT } from '../backing/paths';
import { parseDockerfile } from './dockerfile';
import { LocalImageBuilder, type BuiltStage } from './local-image-builder';

/**
 * `docker compose build`, as far as it can go without a Docker engine: every image of
 * docker-compose.yml is built from its Dockerfile into a temporary folder (context filtered
 * by .dockerignore, stages, ARGs, COPY --from, the RUN lines: npm ci from the local npm cache,
 * the builds), then its final stage is checked to hold what the container runs.
 */
interface ComposeBuild {
  context: string;
  dockerfile: string;
  target?: string;
  args?: Record<string, string>;
}
interface ComposeService {
  build?: ComposeBuild;
  volumes?: string[];
}

const compose = parse(readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
const images = Object.entries(compose.services).filter((e): e is [string, ComposeService & { build: ComposeBuild }] => Boolean(e[1].build));

/** Image files as the container sees them (absolute, or relative to WORKDIR). */
const inImage = (stage: BuiltStage, p: string) => path.join(stage.root, path.posix.resolve(stage.workdir, p));

/** Runs node in an image's folder with nothing from this checkout on its module path. */
function nodeIn(stage: BuiltStage, args: string[]) {
  return spawnSync(process.execPath, args, { cwd: inImage(stage, '.'), env: { PATH: process.env.PATH ?? '', ...stage.env }, encoding: 'utf8', timeout: 60_000 });
}

/** The script `node` runs in an image's CMD, its variables filled from the image's ENV. */
function commandEntry(stage: BuiltStage): string {
  const line = (stage.cmd ?? []).join(' ').replace(/\$\{?(\w+)\}?/g, (_m, v: string) => stage.env[v] ?? '');
  const m = /\bnode\s+(\S+\.js)\b/.exec(line);
  if (!m) throw new Error(`CMD runs no node script: ${line}`);
  return m[1]!;
}

/** The folders a parsed-only `mkdir -p … && chown -R owner path` line makes and hands over. */
function preparedFolders(stage: BuiltStage): { made: string[]; owned: string[] } {
  const made: string[] = [];
  const owned: string[] = [];
  for (const line of stage.parsedOnly) {
    for (const m of line.matchAll(/mkdir\s+-p\s+((?:\/\S+\s*)+)/g)) made.push(...m[1]!.trim().split(/\s+/));
    for (const m of line.matchAll(/chown\s+-R\s+(\S+)\s+(\/\S+)/g)) owned.push(m[2]!);
  }
  return { made, owned };
}

jest.setTimeout(20 * 60_000);

describe('docker compose images, built into folders', () => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'portal-images-'));
  const builders = new Map<string, LocalImageBuilder>();
  const builderFor = (build: ComposeBuild) => {
    const file = path.join(REPO_ROOT, build.context, build.dockerfile);
    if (!builders.has(file)) {
      builders.set(
        file,
        new LocalImageBuilder({ file: parseDockerfile(readFileSync(file, 'utf8')), contextDir: path.join(REPO_ROOT, build.context), workDir, log: (m) => process.stderr.write(`[images] ${m}\n`) }),
      );
    }
    return builders.get(file)!;
  };
  const build = (b: ComposeBuild) => builderFor(b).build(b.target, b.args ?? {});

  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('has images to build', () => {
    expect(images.map(([name]) => name).sort()).toEqual(['candidate', 'catalogue', 'crawler-worker', 'gateway', 'vip']);
  });

  it.each(images.filter(([name]) => name !== 'gateway'))('%s: runs its server from the image alone', async (name, svc) => {
    const stage = await build(svc.build);
    const entry = commandEntry(stage);
    expect(entry).toBe(`services/${name}/dist/server.js`);
    expect(existsSync(inImage(stage, entry))).toBe(true);
    // Every module the service loads resolves inside the image (its production node_modules,
    // nested ones too); only config and the server's boot are left out, as they read the env and listen.
    const load = nodeIn(stage, ['-e', `require('./services/${name}/dist/app.js'); require('./services/${name}/dist/config.js');`]);
    expect({ status: load.status, stderr: load.stderr.slice(-2000) }).toEqual({ status: 0, stderr: '' });
    // No dev tooling in a service image.
    for (const dev of ['typescript', 'vite', 'jest']) expect({ dev, present: existsSync(inImage(stage, `node_modules/${dev}`)) }).toEqual({ dev, present: false });
    // The root-only line (read, not run) prepares each volume's mount point for the `node` user.
    const { made, owned } = preparedFolders(stage);
    for (const mount of (svc.volumes ?? []).map((v) => v.split(':')[1]!)) {
      expect({ mount, made: made.some((d) => d === mount || d.startsWith(`${mount}/`)), owned: owned.some((o) => mount === o || mount.startsWith(`${o}/`)) }).toEqual({ mount, made: true, owned: true });
    }
  });

  it('catalogue: carries the built-in games and a storefront server entry that loads', async () => {
    const stage = await build(compose.services.catalogue!.build!);
    const games = readdirSync(GAMES_DIR).filter((d) => existsSync(path.join(GAMES_DIR, d, 'manifest.json')));
    expect(games.length).toBeGreaterThan(0);
    const gamesDir = inImage(stage, stage.env.BUILTIN_GAMES_DIR!);
    expect(games.filter((d) => !existsSync(path.join(gamesDir, d, 'manifest.json')))).toEqual([]);
    const webDist = inImage(stage, stage.env.WEB_DIST_DIR!);
    expect(existsSync(path.join(webDist, 'client', 'index.html'))).toBe(true);
    // The prerender job imports this ES module; without web/package.json next to it Node would read it as CommonJS.
    const entry = pathToFileURL(path.join(webDist, 'server', 'entry-server.js')).href;
    const load = nodeIn(stage, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(entry)}); if (typeof m.renderPage !== 'function') process.exit(3);`]);
    expect({ status: load.status, stderr: load.stderr.slice(-2000) }).toEqual({ status: 0, stderr: '' });
  });

  it('gateway: serves both bundles and the games, with every template variable set', async () => {
    const stage = await build(compose.services.gateway!.build!);
    const template = readFileSync(GATEWAY_TEMPLATE, 'utf8');
    expect(readFileSync(inImage(stage, '/etc/nginx/templates/default.conf.template'), 'utf8')).toBe(template);
    // The image's envsubst leaves an unset variable as it is, and nginx then refuses the file.
    const used = [...new Set([...template.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]!))];
    expect(used.filter((v) => stage.env[v] === undefined)).toEqual([]);
    expect(() => renderGatewayConfig(template, stage.env as unknown as GatewayVars)).not.toThrow();
    const web = inImage(stage, stage.env.WEB_ROOT!);
    expect(existsSync(path.join(web, 'index.html'))).toBe(true);
    // Built once with gzip -9 for gzip_static.
    expect(readdirSync(path.join(web, 'assets')).some((f) => f.endsWith('.js.gz'))).toBe(true);
    // The health check asks for /admin/, served from ADMIN_ROOT/admin/.
    expect(existsSync(path.join(inImage(stage, stage.env.ADMIN_ROOT!), 'admin', 'index.html'))).toBe(true);
    const someGame = readdirSync(GAMES_DIR).find((d) => existsSync(path.join(GAMES_DIR, d, 'index.html')))!;
    expect(existsSync(path.join(inImage(stage, stage.env.GAMES_ROOT!), someGame, 'index.html'))).toBe(true);
  });

  it('builds the shared build stage once for every image, and each service its own dependencies', async () => {
    for (const [, svc] of images) await build(svc.build);
    const [builder] = [...builders.values()];
    expect(builders.size).toBe(1);
    expect(builder!.buildCounts.get('build')).toBe(1);
    expect(builder!.buildCounts.get('service-deps')).toBe(images.length - 1);
  });
});
