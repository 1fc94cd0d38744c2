import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { ProcessGroup } from '../src/backing/process-group';
import { ensureMongo } from '../src/backing/mongo';
import { ensureRedis } from '../src/backing/redis';
import { connectMongo, connectRedis, hashPassword } from '../../services/server-kit/src';
import { buildCrawlerApp } from '../../services/crawler-worker/src/app';
import { loadCrawlerConfig } from '../../services/crawler-worker/src/config';
import { candidateModel } from '../../services/candidate/src/candidates/candidate.model';
import { IngestRepository } from '../../services/candidate/src/ingest/ingest.repository';
import { startIngestWorker } from '../../services/candidate/src/ingest/ingest.worker';
import samples from '../../services/crawler-worker/src/test-support/fixtures/gamemonetize-feed.json';

/**
 * `npm run bench:crawl`: a 5,000-item GameMonetize-format feed (one page, like the real
 * `amount=All` feed) from a local server to stored candidates through the real pipeline
 * (crawler-worker job → ingest queue → candidate service's insert), first without
 * thumbnails, then with thumbnails resized from local images; against a plain insertMany of
 * the same normalized documents on the same server.
 */
const ITEMS = Number(process.env.BENCH_ITEMS ?? 5000);

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-crawl-bench-'));
  const group = new ProcessGroup(path.join(dir, 'logs'));
  const log = (m: string) => process.stderr.write(`[bench] ${m}\n`);
  try {
    const mongo = await ensureMongo({ dataDir: path.join(dir, 'mongo'), group, log });
    const redisUrl = await ensureRedis({ dataDir: path.join(dir, 'redis'), persistent: false, group, log });
    const jpeg = await sharp({ create: { width: 512, height: 384, channels: 3, background: { r: 200, g: 80, b: 40 } } }).jpeg().toBuffer();
    const base = (samples as Array<Record<string, string> | null>).filter((s): s is Record<string, string> => !!s);
    let origin = '';
    const feed = () =>
      JSON.stringify(
        Array.from({ length: ITEMS }, (_, i) => {
          const s = base[i % base.length]!;
          return { ...s, id: String(100000 + i), title: `${s.title} ${i}`, url: `https://html5.gamemonetize.com/bench${i}/`, thumb: `${origin}/img/${i}/512x384.jpg` };
        }),
      );
    let body = '';
    const server = http.createServer((req, res) => {
      if (req.url?.startsWith('/img/')) {
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length });
        return res.end(jpeg);
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    body = feed();

    const env = {
      MONGODB_URI: mongo.uri,
      REDIS_URL: redisUrl,
      MONGODB_DB: 'bench_crawler',
      PORT: '0',
      ADMIN_PASSWORD_HASH: await hashPassword('bench-password-123'),
      LOG_LEVEL: 'silent',
      MEDIA_ROOT: path.join(dir, 'media'),
      CRAWLER_ALLOW_PRIVATE_HOSTS: 'loopback',
      QUEUE_PREFIX: 'bench',
    };
    const config = loadCrawlerConfig(env);
    const conn = await connectMongo(mongo.uri, 'bench_crawler');
    const candConn = await connectMongo(mongo.uri, 'bench_candidate');
    const redis = connectRedis(redisUrl, 'bench');
    const candidates = candidateModel(candConn);
    await candidates.syncIndexes();
    const ingest = startIngestWorker(redis, new IngestRepository(candidates), pino({ level: 'silent' }), { prefix: 'bench' });
    const built = await buildCrawlerApp({ config, conn, redis, passwordHash: env.ADMIN_PASSWORD_HASH });
    const auth = { authorization: `Basic ${Buffer.from('admin:bench-password-123').toString('base64')}` };
    const src = await built.app.inject({ method: 'POST', url: '/api/crawler/sources', headers: auth, payload: { name: 'GM bench', provider: 'gamemonetize', feedUrl: `${origin}/feed.php?format=json&amount=All` } });
    if (src.statusCode !== 201) throw new Error(src.body);

    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const crawl = async (thumbnails: boolean) => {
      await candidates.deleteMany({});
      global.gc?.();
      peak = process.memoryUsage().rss;
      const t0 = performance.now();
      const run = await built.app.inject({ method: 'POST', url: '/api/crawler/run', headers: auth, payload: { thumbnails } });
      const taskId = run.json().currentTask as string;
      for (;;) {
        const t = (await built.app.inject({ url: `/api/crawler/tasks/${taskId}`, headers: auth })).json();
        if (t.status !== 'RUNNING') {
          if (t.status !== 'COMPLETED') throw new Error(JSON.stringify(t));
          const ms = performance.now() - t0;
          return { ms, stored: await candidates.countDocuments({}), peakMb: peak / 1048576, result: t.result };
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const plain = await crawl(false);
    const docs = await candidates.find({}, { _id: 0 }).lean();
    await candidates.deleteMany({});
    const t0 = performance.now();
    await candidates.collection.insertMany(docs, { ordered: false });
    const floorMs = performance.now() - t0;
    const withThumbs = await crawl(true);
    clearInterval(sampler);

    const row = (name: string, r: { ms: number; stored: number; peakMb: number }) =>
      `| ${name} | ${r.stored} | ${(r.ms / 1000).toFixed(2)} | ${((r.stored / r.ms) * 1000).toFixed(0)} | ${r.peakMb.toFixed(0)} | ${(r.ms / floorMs).toFixed(2)}x |`;
    console.log(`\nCrawl benchmark: ${ITEMS} GameMonetize-format items (${(body.length / 1048576).toFixed(1)} MB), ${os.cpus().length} cores, MongoDB-wire: ${mongo.kind}\n`);
    console.log('| run | stored | seconds | items/s | peak RSS MB | vs insertMany |');
    console.log('|---|---:|---:|---:|---:|---:|');
    console.log(`| plain insertMany of the same ${docs.length} docs | ${docs.length} | ${(floorMs / 1000).toFixed(2)} | ${((docs.length / floorMs) * 1000).toFixed(0)} | – | 1.00x |`);
    console.log(row('crawl, no thumbnails', plain));
    console.log(row('crawl, with thumbnails (2 WebP sizes each)', withThumbs));
    console.log(`\nGoal: crawl (no thumbnails) within 3x of insertMany: ${plain.ms / floorMs <= 3 ? 'met' : 'NOT met'} (${(plain.ms / floorMs).toFixed(2)}x)`);

    await built.app.close();
    await built.close?.();
    await ingest.close();
    await conn.close();
    await candConn.close();
    redis.disconnect();
    server.close();
  } finally {
    await group.stopAll();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
