import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ScanResult } from '@portal/contracts';
import { HttpError } from '@portal/server-kit';
import type { CandidateRepository, NewCandidate } from '../candidates/candidate.repository';
import { newCandidateId } from '../imports/external-import.service';
import { LOCAL_ORIGIN } from '../publishing/game-publisher';
import { scanForGames } from './local-game-scanner';
import { confineToRoots } from './scan-roots';
import { extractZip, type ZipLimits } from './zip-extract';

export const localUrl = (folder: string) => `local:${folder}`;

/** Local games: scanning confined folders into the candidate pool, and zip uploads. */
export class LocalGamesService {
  constructor(
    private readonly repo: CandidateRepository,
    private readonly scanRoots: string[],
    private readonly limits: ZipLimits & { maxUploadBytes: number },
  ) {}

  async scan(requested: string, recursive: boolean): Promise<ScanResult> {
    const started = Date.now();
    const root = await confineToRoots(requested, this.scanRoots);
    return this.scanConfined(root, recursive, started);
  }

  private async scanConfined(root: string, recursive: boolean, started: number): Promise<ScanResult> {
    const { games, errors, found } = await scanForGames(root, recursive);
    const clashes = await this.repo.findClashes(games.map((g) => localUrl(g.folder)), []);
    const known = new Set(clashes.map((c) => c.url));
    const now = new Date();
    const fresh: NewCandidate[] = games
      .filter((g) => !known.has(localUrl(g.folder)))
      .map((g) => ({
        id: newCandidateId(),
        name: g.name,
        description: g.description,
        category: g.category,
        url: localUrl(g.folder),
        tags: g.tags,
        rating: null,
        plays: 0,
        source: 'Local',
        origin: LOCAL_ORIGIN,
        status: 'pending',
        scannedAt: now,
        metadata: { path: g.folder, ...(g.thumbnail ? { thumbnail: g.thumbnail } : {}) },
      }));
    const { inserted } = await this.repo.insertMany(fresh);
    return {
      success: true,
      totalFound: found,
      validGames: games.length,
      addedToCandidates: inserted.size,
      duplicates: games.length - inserted.size,
      errors,
      duration: Date.now() - started,
    };
  }

  /**
   * Stores an uploaded zip in a temporary file (size-limited while streaming), unpacks it into
   * a fresh folder under the first scan root's uploads/, then scans that folder like any other.
   */
  async upload(stream: NodeJS.ReadableStream & { truncated?: boolean }, filename: string): Promise<ScanResult> {
    const started = Date.now();
    if (this.scanRoots.length === 0) throw new HttpError(400, 'No scan roots are configured (set SCAN_ROOTS)', 'NO_SCAN_ROOTS');
    if (!/\.zip$/i.test(filename)) throw new HttpError(400, 'Upload a .zip file', 'INVALID_ZIP');
    const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'portal-upload-'));
    const zipPath = path.join(tmpDir, 'game.zip');
    const base = filename.replace(/\.zip$/i, '').toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'game';
    const dest = path.join(this.scanRoots[0]!, 'uploads', `${base}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}`);
    try {
      await pipeline(stream, createWriteStream(zipPath));
      if (stream.truncated || (await stat(zipPath)).size > this.limits.maxUploadBytes) throw new HttpError(413, `The zip is larger than ${this.limits.maxUploadBytes} bytes`, 'TOO_LARGE');
      await mkdir(dest, { recursive: true });
      await extractZip(zipPath, dest, this.limits);
      const folder = await gameFolderIn(dest);
      if (!folder) throw new HttpError(400, 'The zip holds no index.html at its top level or in one top folder', 'NO_INDEX');
      return await this.scanConfined(folder, false, started);
    } catch (e) {
      await rm(dest, { recursive: true, force: true });
      throw e;
    } finally {
      await rm(tmpDir, { recursive: true, force: true });
    }
  }
}

async function gameFolderIn(dir: string): Promise<string | null> {
  const entries = await readdir(dir, { withFileTypes: true });
  if (entries.some((e) => e.isFile() && e.name === 'index.html')) return dir;
  const dirs = entries.filter((e) => e.isDirectory() && e.name !== '__MACOSX');
  if (dirs.length === 1) {
    const inner = path.join(dir, dirs[0]!.name);
    const innerEntries = await readdir(inner);
    if (innerEntries.includes('index.html')) return inner;
  }
  return null;
}
