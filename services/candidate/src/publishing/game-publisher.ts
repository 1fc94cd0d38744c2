import { createHash } from 'node:crypto';
import { slugify, type InternalPublishBody, type InternalPublishResult } from '@portal/contracts';
import type { CandidateDoc } from '../candidates/candidate.model';
import type { CatalogueClient } from './catalogue-client';
import { repairGameUrl } from './url-repair';

export const LOCAL_ORIGIN = 'LOCAL_SCAN';

/** Installs a local game's files under the media folder (see local-games/local-game-files.ts). */
export interface LocalFilesInstaller {
  install(sourceFolder: string, slug: string): Promise<void>;
  /** Takes an unpublished game's files out of the served folder. */
  remove(slug: string): Promise<void>;
}

/**
 * The catalogue id a candidate publishes to: derived from the candidate id alone, so every
 * retry, double click or recovery after a crash upserts the same game.
 */
export function gameIdFor(c: Pick<CandidateDoc, 'id' | 'origin'>): string {
  const prefix = c.origin === LOCAL_ORIGIN ? 'local' : 'ext';
  const safe = /^[A-Za-z0-9_-]{1,100}$/.test(c.id) ? c.id : createHash('sha256').update(c.id).digest('hex').slice(0, 24);
  return `${prefix}-${safe}`;
}

/** Hands a candidate to the catalogue as a game (and, for local games, installs its files). */
export class GamePublisher {
  constructor(
    private readonly catalogue: CatalogueClient,
    private readonly publicBaseUrl: string,
    private readonly localFiles: LocalFilesInstaller,
  ) {}

  private baseOf(c: CandidateDoc, gameId: string): Omit<InternalPublishBody, 'kind' | 'status' | 'playUrl'> {
    return {
      id: gameId,
      slugBase: slugify(c.name) || 'game',
      name: c.name,
      description: c.description ?? '',
      category: c.category,
      tags: c.tags ?? [],
      image: c.image || undefined,
      source: c.source,
      candidateId: c.id,
    };
  }

  /** What the catalogue receives for an external (crawled or imported) candidate. */
  externalBody(c: CandidateDoc, gameId: string): InternalPublishBody {
    const gamePage = `${this.publicBaseUrl.replace(/\/$/, '')}/games/${gameId}`;
    return { ...this.baseOf(c, gameId), kind: 'external', status: 'published', playUrl: repairGameUrl(c.url, c.source, gamePage) };
  }

  /** Many external candidates at once (bulk publishing); answers in the order given. */
  publishMany(bodies: InternalPublishBody[], requestId?: string): Promise<InternalPublishResult[]> {
    return this.catalogue.publishBatch(bodies, requestId);
  }

  async publish(c: CandidateDoc, gameId: string, requestId?: string): Promise<InternalPublishResult & { playUrl: string }> {
    const base = this.baseOf(c, gameId);
    if (c.origin === LOCAL_ORIGIN) {
      const folder = typeof c.metadata?.path === 'string' ? c.metadata.path : '';
      if (!folder) throw new Error('local game folder unknown');
      // Reserve the id and slug first: the files live under the slug the catalogue chose.
      const reserved = await this.catalogue.publish({ ...base, kind: 'local', status: 'draft', playUrl: '/local-games/pending' }, requestId);
      await this.localFiles.install(folder, reserved.slug);
      const playUrl = `/local-games/${reserved.slug}/index.html`;
      const thumb = typeof c.metadata?.thumbnail === 'string' ? `/local-games/${reserved.slug}/${encodeURIComponent(c.metadata.thumbnail)}` : base.image;
      return { ...(await this.catalogue.publish({ ...base, image: thumb, kind: 'local', status: 'published', playUrl }, requestId)), playUrl };
    }
    const body = this.externalBody(c, gameId);
    return { ...(await this.catalogue.publish(body, requestId)), playUrl: body.playUrl };
  }

  /**
   * Off the storefront first; then a local game's files leave the served folder, so its old
   * URL stops playing too (a later publish installs them again from the scan root).
   */
  /** The games admin took a local game off (or put it back): its served files follow. */
  async followLocalFiles(c: Pick<CandidateDoc, 'origin' | 'slug' | 'metadata'>, published: boolean, slug: string): Promise<void> {
    if (c.origin !== LOCAL_ORIGIN) return;
    const folder = typeof c.metadata?.path === 'string' ? c.metadata.path : '';
    if (published && folder) await this.localFiles.install(folder, slug);
    else if (!published && (c.slug || slug)) await this.localFiles.remove(c.slug || slug);
  }

  async unpublish(c: Pick<CandidateDoc, 'origin' | 'slug' | 'metadata'>, gameId: string, requestId?: string) {
    const r = await this.catalogue.unpublish(gameId, requestId);
    await this.followLocalFiles(c, false, c.slug ?? '');
    return r;
  }
}
