import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startStack } from '../src/launcher/stack';
import { hashPassword } from '../../services/server-kit/src/password-hash';

/**
 * `npm run bench`: throughput and latency through the gateway for the home page and the
 * catalogue list API, each against nginx serving a static file of the same size in the same
 * run (the floor any dynamic answer is measured against). Figures are printed as ratios; the
 * home page is the prerendered one, sent precompressed.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  bytes: number;
  non2xx: number;
}

async function measure(name: string, url: string): Promise<Figures> {
  await autocannon({ url, connections: 4, duration: 1 }); // warm-up: connections, caches, JIT
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { 'accept-encoding': 'gzip' } });
  return { name, rps: r.requests.average, p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99, bytes: r.throughput.average / Math.max(r.requests.average, 1), non2xx: r.non2xx };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const stack = await startStack({
    dataDir,
    persistent: false,
    admin: { user: 'admin', passwordHash: await hashPassword('bench-password-123') },
    // The real per-client limit would turn a one-client benchmark into a 429 benchmark.
    apiRate: '100000r/s',
  });
  try {
    // Measure what visitors get: the prerendered home (with its gzip twin), not the app shell
    // served in the seconds before the catalogue's first prerender lands.
    const prerendered = path.join(dataDir, 'prerender', 'index.html.gz');
    for (const until = Date.now() + 120_000; !existsSync(prerendered); ) {
      if (Date.now() > until) throw new Error('the storefront was not prerendered within 2 minutes');
      await new Promise((r) => setTimeout(r, 500));
    }
    const apiPath = '/api/catalogue/games?lang=en&page=1&limit=12';
    const apiBody = Buffer.from(await (await fetch(stack.url + apiPath)).arrayBuffer());
    const homeBody = Buffer.from(await (await fetch(stack.url + '/')).arrayBuffer());
    // Static twins of the same size and type, served by the same nginx from the media folder
    // the way a plain static site is (compressed per request): the floor a page server is held to.
    writeFileSync(path.join(dataDir, 'media', 'thumbs', 'bench-api.json'), apiBody);
    writeFileSync(path.join(dataDir, 'media', 'thumbs', 'bench-home.html'), homeBody);

    const rows = [
      await measure('home page /', stack.url + '/'),
      await measure(`static file (${homeBody.length} B, same as home)`, stack.url + '/media/thumbs/bench-home.html'),
      await measure('catalogue list API', stack.url + apiPath),
      await measure(`static file (${apiBody.length} B, same as API)`, stack.url + '/media/thumbs/bench-api.json'),
    ];
    console.log(`\nGateway benchmark: ${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} cores, same run\n`);
    console.log('| target | req/s | p50 ms | p97.5 ms | p99 ms | bytes sent/resp | non-2xx |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${r.bytes.toFixed(0)} | ${r.non2xx} |`);
    const [home, homeStatic, api, apiStatic] = rows as [Figures, Figures, Figures, Figures];
    console.log(`\nhome page: ${(home.rps / homeStatic.rps).toFixed(2)}x the req/s of a same-size static file`);
    console.log(`catalogue API: ${(api.rps / apiStatic.rps).toFixed(2)}x the req/s of a same-size static file; p99 ${api.p99} ms vs ${apiStatic.p99} ms`);
  } finally {
    await stack.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
