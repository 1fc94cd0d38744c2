#!/usr/bin/env node
// Renders catalogue thumbnails for the built-in games from real gameplay.
//
//   node games/tools/make-thumbnails.mjs            # every games/<id>/ with a manifest.json
//   node games/tools/make-thumbnails.mjs 1 3        # only these ids
//
// For each game: serve games/ under /yxmb/ on a loopback port, open the game in Chromium
// (muted, fixed seed, English), press Play, let the game's `demo()` hook play a few moves,
// screenshot the canvas and write thumbs/640x480.webp and thumbs/320x240.webp. The canvas is
// fitted inside 4:3 over a blurred, darkened copy of itself, so nothing is cropped.
import { createServer } from 'node:http';
import { readFile, readdir, stat, mkdir, writeFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const GAMES = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};
const SIZES = [[640, 480], [320, 240]];

function serve() {
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (!url.pathname.startsWith('/yxmb/')) return void res.writeHead(404).end();
      let rel = decodeURIComponent(url.pathname.slice(6));
      if (rel === '' || rel.endsWith('/')) rel += 'index.html';
      const file = normalize(join(GAMES, rel));
      if (!file.startsWith(GAMES + sep)) return void res.writeHead(403).end();
      const st = await stat(file).catch(() => null);
      if (!st?.isFile()) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(await readFile(file));
    } catch {
      res.writeHead(500).end();
    }
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

async function gameIds(only) {
  const ids = [];
  for (const name of await readdir(GAMES)) {
    if (!/^\d+$/.test(name)) continue;
    if (only.length && !only.includes(name)) continue;
    if (await stat(join(GAMES, name, 'manifest.json')).catch(() => null)) ids.push(Number(name));
  }
  return ids.sort((a, b) => a - b);
}

/** Fits the screenshot into w×h over a blurred copy of itself. */
async function compose(png, w, h) {
  const bg = await sharp(png).resize(w, h, { fit: 'cover' }).blur(18).modulate({ brightness: 0.45 }).toBuffer();
  const fg = await sharp(png).resize(w - 16, h - 16, { fit: 'inside' }).toBuffer();
  return sharp(bg).composite([{ input: fg, gravity: 'center' }]).webp({ quality: 78 }).toBuffer();
}

async function main() {
  const only = process.argv.slice(2);
  const ids = await gameIds(only);
  if (!ids.length) throw new Error('no games found');
  const server = await serve();
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    for (const id of ids) {
      const page = await browser.newPage({ viewport: { width: 1024, height: 900 }, deviceScaleFactor: 2 });
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`http://127.0.0.1:${port}/yxmb/${id}/index.html?lang=en&muted=1&seed=7`);
      await page.waitForFunction(() => window.gameKit?.ready === true, null, { timeout: 10_000 });
      await page.locator('.gk-overlay .gk-btn-primary').click();
      await page.evaluate(() => window.gameKit.demo());
      await page.waitForTimeout(450);
      await page.evaluate(() => window.gameKit.freeze());
      await page.waitForTimeout(50);
      const png = await page.locator('canvas.gk-canvas').screenshot();
      const dir = join(GAMES, String(id), 'thumbs');
      await mkdir(dir, { recursive: true });
      for (const [w, h] of SIZES) await writeFile(join(dir, `${w}x${h}.webp`), await compose(png, w, h));
      if (errors.length) console.warn(`game ${id}: page errors: ${errors.join('; ')}`);
      console.log(`game ${id}: wrote thumbs/640x480.webp, thumbs/320x240.webp`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
