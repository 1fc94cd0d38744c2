import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR, REPO_ROOT } from '../backing/paths';
import { buildAll } from '../launcher/build';
import { logTail } from '../launcher/progress';
import { ensureRuntimePackages } from '../launcher/system-requirements';
import { ensureFerretDbBinary } from '../backing/mongo';
import { hasCommand } from '../backing/system-packages';

/**
 * `npm test`: installs what is missing, builds, runs jest (unit + integration against real
 * servers) and Playwright (Debian Chromium), then prints one line `N passed, N failed,
 * N skipped` over every test that ran and exits non-zero on any failure.
 */
const log = (m: string) => console.log(`[test] ${m}`);
const RESULTS = path.join(DATA_DIR, 'test-results');

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function jestCounts(file: string): Counts | null {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numRuntimeErrorTestSuites: number;
  };
  // A suite that fails to load runs no tests: count it as a failure so it cannot hide.
  return { passed: r.numPassedTests, failed: r.numFailedTests + r.numRuntimeErrorTestSuites, skipped: r.numPendingTests + r.numTodoTests };
}

interface PwSuite {
  title: string;
  suites?: PwSuite[];
  specs?: Array<{ title: string; file: string; line: number; tests: Array<{ status: string; projectName: string }> }>;
}

/** Titles of the browser tests that failed once and passed on their retry. */
function flakyTests(suites: PwSuite[] = [], trail: string[] = []): string[] {
  return suites.flatMap((s) => [
    ...(s.specs ?? []).flatMap((spec) =>
      spec.tests.filter((t) => t.status === 'flaky').map((t) => `[${t.projectName}] ${spec.file}:${spec.line} › ${[...trail, s.title, spec.title].filter(Boolean).join(' › ')}`),
    ),
    ...flakyTests(s.suites, [...trail, s.title]),
  ]);
}

function playwrightCounts(file: string): Counts | null {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; errors?: unknown[]; suites?: PwSuite[] };
  for (const t of flakyTests(r.suites)) console.log(`[test] FLAKY (passed on retry, fix it): ${t}`);
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected + (r.errors?.length ?? 0), skipped: r.stats.skipped };
}

async function main(): Promise<void> {
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const env = { ...process.env, FORCE_COLOR: '0' };
  let setupFailed = false;
  try {
    ensureRuntimePackages(log, { browser: true });
    if (!process.env.MONGODB_URI && !hasCommand('mongod')) ensureFerretDbBinary(log);
    // Skips a part whose sources are unchanged since its last build (and whose output is still
    // that build's), so the browser tests always run against the current sources.
    const buildLog = path.join(RESULTS, 'build.log');
    try {
      const { built, upToDate } = await buildAll({ log, logFile: buildLog });
      log(`built: ${built.join(', ') || 'nothing'}; up to date: ${upToDate.join(', ') || 'nothing'}`);
    } catch (e) {
      console.error(logTail(buildLog, 60));
      throw e;
    }
    // Code the build does not compile (infra, tests, games) is type-checked too.
    log('type-checking infra, e2e and games...');
    for (const project of ['infra', 'e2e', 'games']) {
      execFileSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', project], { cwd: REPO_ROOT, stdio: 'inherit' });
    }
  } catch (e) {
    console.error(`[test] setup failed: ${(e as Error).message}`);
    setupFailed = true;
  }

  const total: Counts = { passed: 0, failed: setupFailed ? 1 : 0, skipped: 0 };
  if (!setupFailed) {
    const jestFile = path.join(RESULTS, 'jest.json');
    const jest = spawnSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/jest/bin/jest.js'), '--ci', '--json', `--outputFile=${jestFile}`], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env,
    });
    const j = jestCounts(jestFile);
    if (!j) total.failed += 1;
    else {
      total.passed += j.passed;
      total.failed += j.failed + (jest.status !== 0 && j.failed === 0 ? 1 : 0);
      total.skipped += j.skipped;
    }

    const pwFile = path.join(RESULTS, 'playwright.json');
    const pw = spawnSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile },
    });
    const p = playwrightCounts(pwFile);
    if (!p) total.failed += 1;
    else {
      total.passed += p.passed;
      total.failed += p.failed + (pw.status !== 0 && p.failed === 0 ? 1 : 0);
      total.skipped += p.skipped;
    }
  }
  const summary = `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`;
  // Kept in a file too, so .ci/run can repeat it as its very last line after npm's own output.
  writeFileSync(path.join(RESULTS, 'summary.txt'), `${summary}\n`);
  console.log(summary);
  process.exit(total.failed > 0 ? 1 : 0);
}

void main();
