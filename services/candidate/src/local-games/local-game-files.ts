import { randomBytes } from 'node:crypto';
import { cp, lstat, mkdir, readdir, realpath, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '@portal/server-kit';
import { isInsideRoots } from './scan-roots';
import type { LocalFilesInstaller } from '../publishing/game-publisher';

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * Installs a published local game's files at {MEDIA_ROOT}/local-games/{slug}/, where the gateway
 * serves them. The source must still lie inside a scan root; links are not copied. The copy
 * goes to a temporary folder first and is swapped in, so a retry after a crash starts clean.
 */
export class LocalGameFiles implements LocalFilesInstaller {
  constructor(
    private readonly mediaRoot: string,
    private readonly scanRoots: string[],
  ) {}

  get gamesDir(): string {
    return path.join(this.mediaRoot, 'local-games');
  }

  async install(sourceFolder: string, slug: string): Promise<void> {
    if (!SLUG.test(slug)) throw new HttpError(400, `Invalid slug: ${slug}`);
    const real = await realpath(sourceFolder).catch(() => null);
    if (!real || !(await isInsideRoots(real, this.scanRoots))) throw new HttpError(400, 'The game folder is gone or outside the configured scan roots', 'PATH_OUTSIDE_ROOTS');
    await lstat(path.join(real, 'index.html')).catch(() => {
      throw new HttpError(400, 'The game folder has no index.html any more', 'NO_INDEX');
    });
    await mkdir(this.gamesDir, { recursive: true });
    const tmp = path.join(this.gamesDir, `.tmp-${slug}-${randomBytes(4).toString('hex')}`);
    try {
      await cp(real, tmp, {
        recursive: true,
        dereference: false,
        verbatimSymlinks: true,
        filter: async (src) => !(await lstat(src)).isSymbolicLink(),
      });
      const final = path.join(this.gamesDir, slug);
      await rm(final, { recursive: true, force: true });
      await rename(tmp, final);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }

  async remove(slug: string): Promise<void> {
    if (!SLUG.test(slug)) throw new HttpError(400, `Invalid slug: ${slug}`);
    await rm(path.join(this.gamesDir, slug), { recursive: true, force: true });
  }

  async list(): Promise<string[]> {
    return (await readdir(this.gamesDir).catch(() => [])).filter((n) => !n.startsWith('.'));
  }
}
