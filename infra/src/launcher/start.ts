import path from 'node:path';
import { DATA_DIR, REPO_ROOT } from '../backing/paths';
import { loadDotEnv } from './dotenv';
import { buildAll } from './build';
import { ensureRuntimePackages } from './system-requirements';
import { persistGeneratedCredentials, resolveAdminCredentials } from './admin-credentials';
import { startStack } from './stack';

const log = (m: string) => console.log(`[start] ${m}`);

async function main(): Promise<void> {
  loadDotEnv(path.join(REPO_ROOT, '.env'));
  const port = Number(process.env.PORT ?? 8080);
  ensureRuntimePackages(log, { browser: false });
  buildAll(log);
  const admin = await resolveAdminCredentials(DATA_DIR);
  const stack = await startStack({ persistent: true, gatewayPort: port, admin, log, apiRate: process.env.API_RATE ?? '50r/s' });

  const url = `http://localhost:${port}`;
  console.log(`
  PlayNest is running at ${url}
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
  console.error(`\n[start] could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
