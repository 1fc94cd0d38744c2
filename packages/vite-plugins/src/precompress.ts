import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, gzip's header costs more than it saves (nginx uses the same floor). */
const MIN_BYTES = 512;

/**
 * Writes `file.gz` (level 9) next to every text file of the build, for nginx's `gzip_static`:
 * the gateway then sends bytes compressed once at build time, smaller than its on-the-fly
 * level 5 and without spending CPU on every request.
 */
export function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // The SSR build (the prerender job's input) is never served by nginx.
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      if (ssr) return;
      await Promise.all(
        Object.values(bundle).map(async (item) => {
          if (!COMPRESSIBLE.test(item.fileName)) return;
          const source = item.type === 'chunk' ? item.code : item.source;
          const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
          if (bytes.length < MIN_BYTES) return;
          const gz = await gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION });
          await writeFile(path.join(outDir, item.fileName + '.gz'), gz);
        }),
      );
    },
  };
}
