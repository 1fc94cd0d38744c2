import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR, GAMES_DIR, REPO_ROOT } from '../backing/paths';
import { ProcessGroup } from '../backing/process-group';
import { ensureMongo, type MongoHandle } from '../backing/mongo';
import { ensureRedis } from '../backing/redis';
import { startNginx, thirdPartyScriptSrc } from '../backing/nginx';
import { startMailDev } from '../backing/maildev';
import { resolveSessionSecret } from './session-secret';
import { freePort, httpOk, waitFor } from '../backing/ports';

export const SERVICES = ['catalogue', 'candidate', 'crawler-worker', 'vip'] as const;
export type ServiceName = (typeof SERVICES)[number];

export interface StackOptions {
  dataDir?: string;
  /** Keep data across restarts (npm start) or throw it away (tests). */
  persistent: boolean;
  gatewayPort?: number;
  admin: { user: string; passwordHash: string };
  /** nginx limit_req rate for /api (per client address). */
  apiRate?: string;
  /** The API micro-cache's keys zone (nginx size; default 32m). */
  apiCacheKeysZone?: string;
  extraEnv?: NodeJS.ProcessEnv;
  log?: (m: string) => void;
  /** How long a service may take to say it is ready (its read models load first). */
  readyTimeoutMs?: number;
  /** Appended to each service's database name, so a test stack on a shared server has its own data. */
  databaseSuffix?: string;
  /** Wraps each phase (backing services, services, gateway): the launcher times and reports them. */
  step?: <T>(name: string, fn: () => Promise<T>) => Promise<T>;
  /**
   * Start a MongoDB-wire server and a Redis of this stack's own even when MONGODB_URI / REDIS_URL
   * are set (tests that stop and restart them must not take the whole test run's servers down).
   */
  ownBackingServices?: boolean;
  /** Redis keeps its data on disk (append-only file) across restarts; defaults to `persistent`. */
  redisPersistent?: boolean;
  /**
   * Catalogue processes behind the gateway (CATALOGUE_REPLICAS; 2 under npm start, 1 in tests).
   * With two, a catalogue that crashes or restarts costs visitors nothing: nginx sends their
   * reads to the other while the supervisor brings it back, and reads use both cores.
   */
  catalogueReplicas?: number;
}

/** Each service's own database (the services' defaults), so a suffix can keep stacks apart. */
const DATABASES: Record<ServiceName, string> = { catalogue: 'portal_catalogue', candidate: 'portal_candidate', 'crawler-worker': 'portal_crawler', vip: 'portal_vip' };

export interface Stack {
  url: string;
  mongo: MongoHandle;
  redisUrl: string;
  servicePorts: Record<ServiceName, number>;
  /** Every catalogue replica's port; the first is `servicePorts.catalogue`, named `catalogue`, the others `catalogue-2`... */
  cataloguePorts: number[];
  logDir: string;
  /** MailDev's web UI and REST API (`GET /email`), when the stack started it because no SMTP_HOST was set. */
  mailUrl?: string;
  /** The environment each service was started with (to start another replica beside it). */
  serviceEnv: (name: ServiceName) => NodeJS.ProcessEnv;
  /** Every process of the stack as its supervisor sees it. */
  processes: () => ReturnType<ProcessGroup['status']>;
  /** Sends a signal to one process (crash tests); the supervisor restarts it. */
  kill: (name: string, signal?: NodeJS.Signals) => boolean;
  /** Kills one process and keeps it down until `resume` (an outage as long as a test needs). */
  hold: (name: string, signal?: NodeJS.Signals) => Promise<boolean>;
  /** Starts a held process again: same command, port and data folder. */
  resume: (name: string) => boolean;
  stop: () => Promise<void>;
}

/**
 * The whole product natively: MongoDB-wire server, Redis, the four services (built JS from
 * dist/) and nginx in front. Used by `npm start`, the gateway tests, the browser tests and
 * the benchmarks, so all of them exercise the same wiring.
 */
export async function startStack(opts: StackOptions): Promise<Stack> {
  const log = opts.log ?? (() => undefined);
  const dataDir = opts.dataDir ?? DATA_DIR;
  const logDir = path.join(dataDir, 'logs');
  const supervisorState = path.join(dataDir, 'supervisor.json');
  // A process that exits on its own is restarted with backoff (and reported in every /readyz).
  const group = new ProcessGroup(logDir, { onEvent: (m) => log(`supervisor: ${m}`), stateFile: supervisorState });
  const step = opts.step ?? (<T>(_name: string, fn: () => Promise<T>) => fn());
  try {
    // VIP sign-in links go by mail: without a configured SMTP server, a local MailDev catches them.
    const smtpConfigured = Boolean(opts.extraEnv?.SMTP_HOST ?? process.env.SMTP_HOST);
    const backingEnv = opts.ownBackingServices ? { ...process.env, MONGODB_URI: undefined, REDIS_URL: undefined } : process.env;
    // Independent of each other, so started side by side; all settle before a failure is
    // reported, so stopping the group cannot miss one that was still starting.
    const [mongo, redisUrl, mail] = await step('backing services', async () => {
      const backing = await allSettledOrThrow([
        ensureMongo({ dataDir: path.join(dataDir, 'mongo'), group, log, env: backingEnv }),
        ensureRedis({ dataDir: path.join(dataDir, 'redis'), persistent: opts.redisPersistent ?? opts.persistent, group, log, env: backingEnv }),
        smtpConfigured ? Promise.resolve(undefined) : startMailDev({ dataDir: path.join(dataDir, 'maildev'), group }),
      ] as const);
      log(`MongoDB-wire server: ${backing[0].kind}`);
      if (backing[2]) log(`MailDev: SMTP 127.0.0.1:${backing[2].smtpPort}, mail at ${backing[2].webUrl}`);
      return backing;
    });
    // nginx workers (www-data when started as root) must reach the media folder.
    chmodSync(dataDir, 0o755);
    const mediaRoot = path.join(dataDir, 'media');
    mkdirSync(path.join(mediaRoot, 'thumbs'), { recursive: true });
    // The catalogue writes prerendered storefront pages here; nginx serves them first.
    const prerenderRoot = path.join(dataDir, 'prerender');
    mkdirSync(prerenderRoot, { recursive: true });
    mkdirSync(path.join(mediaRoot, 'local-games'), { recursive: true });
    // Folders the admin may scan for local games (uploads land in the first one).
    const scanRoots = opts.extraEnv?.SCAN_ROOTS ?? process.env.SCAN_ROOTS ?? path.join(dataDir, 'local-games-inbox');
    for (const root of scanRoots.split(',').filter(Boolean)) mkdirSync(root.trim(), { recursive: true });

    const ports = Object.fromEntries(await Promise.all(SERVICES.map(async (s) => [s, await freePort()] as const))) as Record<ServiceName, number>;
    const replicas = Math.max(1, Math.min(8, opts.catalogueReplicas ?? (Number(process.env.CATALOGUE_REPLICAS) || (opts.persistent ? 2 : 1))));
    const cataloguePorts = [ports.catalogue];
    for (let i = 1; i < replicas; i++) cataloguePorts.push(await freePort());
    const gatewayPort = opts.gatewayPort ?? (await freePort());
    const common: NodeJS.ProcessEnv = {
      // Services call each other's /internal/ routes with this secret; one per run unless set.
      INTERNAL_TOKEN: randomBytes(24).toString('base64url'),
      PUBLIC_BASE_URL: `http://localhost:${gatewayPort}`,
      // Signs VIP session cookies; kept per data folder (or per run for tests) unless set.
      SESSION_SECRET: resolveSessionSecret(dataDir, opts.persistent),
      ...process.env,
      ...opts.extraEnv,
      ...(mail ? { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mail.smtpPort), SMTP_SECURE: 'false', SMTP_USER: '', SMTP_PASS: '' } : {}),
      NODE_ENV: opts.persistent ? 'production' : 'test',
      HOST: '127.0.0.1',
      MONGODB_URI: mongo.uri,
      REDIS_URL: redisUrl,
      ADMIN_USER: opts.admin.user,
      ADMIN_PASSWORD_HASH: opts.admin.passwordHash,
      ADMIN_PASSWORD: '',
      MEDIA_ROOT: mediaRoot,
      SCAN_ROOTS: scanRoots,
      BUILTIN_GAMES_DIR: GAMES_DIR,
      WEB_DIST_DIR: path.join(REPO_ROOT, 'web', 'dist'),
      PRERENDER_DIR: prerenderRoot,
      CATALOGUE_URL: `http://127.0.0.1:${ports.catalogue}`,
      CANDIDATE_URL: `http://127.0.0.1:${ports.candidate}`,
      SUPERVISOR_STATE_FILE: supervisorState,
    };
    const serviceEnv = (name: ServiceName): NodeJS.ProcessEnv => ({
      ...common,
      PORT: String(ports[name]),
      ...(opts.databaseSuffix ? { MONGODB_DB: `${DATABASES[name]}_${opts.databaseSuffix}` } : {}),
    });
    /** Starts one service process under the supervisor and waits until it answers ready. */
    const startService = async (name: string, service: ServiceName, port: number): Promise<void> => {
      const proc = group.start(name, process.execPath, [path.join(REPO_ROOT, 'services', service, 'dist', 'server.js')], {
        env: { ...serviceEnv(service), PORT: String(port) },
      });
      // A service answers ready once its read models are loaded: seconds at 100,000 games.
      await waitFor(name, () => httpOk(`http://127.0.0.1:${port}/readyz`), opts.readyTimeoutMs ?? 300_000, proc.alive).catch((e: Error) => {
        throw new Error(`${e.message}; see ${proc.logFile}`);
      });
    };
    const replicaName = (i: number) => (i === 0 ? 'catalogue' : `catalogue-${i + 1}`);
    await step('services', async () => {
      await Promise.all(SERVICES.map((name) => startService(name, name, ports[name])));
      // Further replicas after the first is ready: it has seeded the built-in games and built the
      // store's indexes, so the others only load the read model.
      await Promise.all(cataloguePorts.slice(1).map((port, i) => startService(replicaName(i + 1), 'catalogue', port)));
      log('services ready: ' + [...SERVICES.map((s) => `${s}:${ports[s]}`), ...cataloguePorts.slice(1).map((p, i) => `${replicaName(i + 1)}:${p}`)].join(' '));
    });

    const url = await step('gateway', () =>
      startNginx({
        dir: path.join(dataDir, 'nginx'),
        group,
        log,
        vars: {
          LISTEN_PORT: String(gatewayPort),
          CATALOGUE_UPSTREAM: `127.0.0.1:${ports.catalogue}`,
          CATALOGUE_MORE_SERVERS: cataloguePorts
            .slice(1)
            .map((p) => `server 127.0.0.1:${p} max_fails=0;`)
            .join(' '),
          CANDIDATE_UPSTREAM: `127.0.0.1:${ports.candidate}`,
          CRAWLER_UPSTREAM: `127.0.0.1:${ports['crawler-worker']}`,
          VIP_UPSTREAM: `127.0.0.1:${ports.vip}`,
          WEB_ROOT: path.join(REPO_ROOT, 'web', 'dist', 'client'),
          ADMIN_ROOT: path.join(REPO_ROOT, 'admin', 'dist'),
          GAMES_ROOT: GAMES_DIR,
          MEDIA_ROOT: mediaRoot,
          API_RATE: opts.apiRate ?? '50r/s',
          ...(opts.apiCacheKeysZone ? { API_CACHE_KEYS_ZONE: opts.apiCacheKeysZone } : {}),
          PROXY_CACHE_DIR: path.join(dataDir, 'nginx', 'cache'),
          PRERENDER_ROOT: prerenderRoot,
          ACCESS_LOG: path.join(dataDir, 'nginx', 'access.log'),
          THIRD_PARTY_SCRIPT_SRC: thirdPartyScriptSrc(common),
        },
      }),
    );
    return {
      url,
      mongo,
      redisUrl,
      servicePorts: ports,
      cataloguePorts,
      logDir,
      mailUrl: mail?.webUrl,
      serviceEnv,
      processes: () => group.status(),
      kill: (name, signal = 'SIGKILL') => group.signal(name, signal),
      hold: (name, signal = 'SIGKILL') => group.hold(name, signal),
      resume: (name) => group.resume(name),
      stop: () => group.stopAll(),
    };
  } catch (e) {
    await group.stopAll();
    throw e;
  }
}

/** Promise.all that waits for every promise before throwing the first failure. */
async function allSettledOrThrow<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
