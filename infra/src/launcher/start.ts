import { existsSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR, REPO_ROOT } from '../backing/paths';
import { ensureFerretDbBinary, ferretDbBinaryPath } from '../backing/mongo';
import { hasCommand } from '../backing/system-packages';
import { loadDotEnv } from './dotenv';
import { buildAll } from './build';
import { ensureRuntimePackages } from './system-requirements';
import { persistGeneratedCredentials, resolveAdminCredentials } from './admin-credentials';
import { startStack } from './stack';
import { Progress, seconds, startClock, StepFailed, type StepContext } from './progress';

async function main(): Promise<void> {
  loadDotEnv(path.join(REPO_ROOT, '.env'));
  const port = Number(process.env.PORT ?? 8080);
  const progress = new Progress({ logDir: path.join(DATA_DIR, 'logs'), startedAt: startClock() });
  // What the stack says while a step runs goes to that step's log; once it is up, the
  // supervisor's news (a crash, a restart) is printed.
  let current: StepContext | null = null;
  const log = (m: string) => (current ? current.log(m) : console.log(`[start] ${m}`));
  const step = <T>(name: string, fn: (ctx: StepContext) => Promise<T> | T): Promise<T> =>
    progress.step(name, async (ctx) => {
      current = ctx;
      try {
        return await fn(ctx);
      } finally {
        current = null;
      }
    });

  await step('system packages', (ctx) => {
    const installed = ensureRuntimePackages(log, { browser: false, logFile: ctx.logFile });
    ctx.note(installed.length ? `installed ${installed.join(', ')}` : 'present');
  });
  if (!process.env.MONGODB_URI && !hasCommand('mongod')) {
    await step('FerretDB', (ctx) => {
      const present = existsSync(ferretDbBinaryPath());
      ensureFerretDbBinary(log);
      ctx.note(present ? 'binary present' : 'built (once per machine)');
    });
  }
  await step('build', async (ctx) => {
    const { built } = await buildAll({ log, logFile: ctx.logFile });
    ctx.note(built.length ? `built ${built.join(', ')}` : 'up to date');
  });
  const admin = await resolveAdminCredentials(DATA_DIR);
  const stack = await startStack({
    persistent: true,
    gatewayPort: port,
    admin,
    log,
    apiRate: process.env.API_RATE ?? '50r/s',
    ...(process.env.API_CACHE_KEYS_ZONE ? { apiCacheKeysZone: process.env.API_CACHE_KEYS_ZONE } : {}),
    step: (name, fn) => step(name, fn),
  });

  const url = `http://localhost:${port}`;
  console.log(`
  PlayNest is running at ${url}   (started in ${seconds(progress.elapsed())})
  Admin:  ${url}/admin/   user: ${admin.user}
  ${
    admin.generatedPassword
      ? `password: ${admin.generatedPassword}\n          (generated now and shown only this once; only its hash is stored in ${path.relative(REPO_ROOT, DATA_DIR)}/admin-credentials.json.\n           To choose your own, set ADMIN_PASSWORD in .env, or delete that file to generate a new one.)`
      : admin.source === 'environment'
        ? 'password: the ADMIN_PASSWORD (or hash) from your environment / .env'
        : `password: the one printed on first start (lost it? delete ${path.relative(REPO_ROOT, DATA_DIR)}/admin-credentials.json and restart)`
  }
${stack.mailUrl ? `  Mail (VIP sign-in links): ${stack.mailUrl.replace('127.0.0.1', 'localhost')}\n` : ''}  Data:   ${DATA_DIR} (kept across restarts)   Logs: ${stack.logDir}
  Press Ctrl-C to stop.
`);
  persistGeneratedCredentials(DATA_DIR, admin);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log('stopping...');
    await stack.stop();
    process.exit(0);
  };
  // SIGHUP too: a closed terminal should stop the stack, not orphan nginx and the databases.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());
}

main().catch((err: unknown) => {
  // A failed step has already shown its log's tail; anything else is said here.
  if (!(err instanceof StepFailed)) console.error(`\n[start] could not start: ${err instanceof Error ? err.message : String(err)}`);
  else console.error(`\n[start] could not start: ${err.step} failed`);
  process.exit(1);
});
