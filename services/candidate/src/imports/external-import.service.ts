import { randomBytes } from 'node:crypto';
import { assetRef, gameLinkInput, type ExternalGameInput, type FieldConfig, type ImportReport } from '@portal/contracts';
import { conflict, HttpError } from '@portal/server-kit';
import type { CandidateDoc } from '../candidates/candidate.model';
import type { CandidateRepository, NewCandidate } from '../candidates/candidate.repository';
import { DUPLICATE_GAME } from '../candidates/candidate.service';
import { toCandidate } from '../candidates/candidate.view';

export const NAME_URL_REQUIRED = 'Game name and URL are required';
export const GAME_URL_INVALID = "Game URL must be an http:// or https:// address or the provider's game id";
export const IMAGE_URL_INVALID = 'Image must be an http:// or https:// address or a path on this site';

export function newCandidateId(): string {
  return `c${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * An external game as a new candidate: trimmed inputs; defaults category casual, source
 * External, tags empty; rating read as a decimal and plays as an integer. Throws the spec's
 * texts for what is missing.
 */
export function normalizeExternalGame(input: ExternalGameInput, fields: FieldConfig[], now: Date, origin: string): NewCandidate {
  const name = text(input.name);
  const rawUrl = text(input.url);
  if (!name || !rawUrl) throw new HttpError(400, NAME_URL_REQUIRED, 'VALIDATION');
  // Links and pictures obey the same rules as admin edits and crawled feeds.
  // (Stored as entered, trimmed: duplicates are found by the URL the admin typed.)
  if (!gameLinkInput(rawUrl)) throw new HttpError(400, GAME_URL_INVALID, 'VALIDATION');
  const url = rawUrl;
  const image = text(input.image) || undefined;
  if (image && !assetRef(image)) throw new HttpError(400, IMAGE_URL_INVALID, 'VALIDATION');
  // A comma string may arrive as-is or wrapped in a one-element array (query-style coercion).
  const tags = (Array.isArray(input.tags) ? input.tags : [text(input.tags)])
    .flatMap((t) => t.split(/[,;|]/))
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 30);
  const rating = Number.parseFloat(text(input.rating));
  const plays = Number.parseInt(text(input.plays), 10);
  const doc: NewCandidate = {
    id: newCandidateId(),
    name,
    title: text(input.title) || undefined,
    description: text(input.description),
    category: text(input.category).toLowerCase() || 'casual',
    url,
    image,
    tags,
    rating: Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : null,
    plays: Number.isFinite(plays) && plays > 0 ? plays : 0,
    source: text(input.source) || 'External',
    origin,
    status: 'pending',
    crawledAt: now,
  };
  // Field configuration decides which further fields an import needs.
  const present: Record<string, boolean> = {
    title: !!doc.title,
    description: !!doc.description,
    image: !!doc.image,
    tags: doc.tags.length > 0,
    rating: doc.rating !== null,
    plays: text(input.plays) !== '',
  };
  for (const f of fields) {
    if (f.enabled && f.required && f.key in present && !present[f.key]) throw new HttpError(400, `${f.label} is required`, 'VALIDATION');
  }
  return doc;
}

/** Single add and batch import of external games into the candidate pool. */
export class ExternalImportService {
  constructor(
    private readonly repo: CandidateRepository,
    private readonly fields: () => Promise<FieldConfig[]>,
  ) {}

  async addOne(input: ExternalGameInput): Promise<CandidateDoc> {
    const report = await this.importMany([input], 'MANUAL');
    if (report.failed > 0) {
      const message = report.errors[0]!.replace(/^Game 1: /, '');
      throw message === DUPLICATE_GAME ? conflict(message, 'DUPLICATE') : new HttpError(400, message, 'VALIDATION');
    }
    return (await this.repo.findById(report.games[0]!.id))!;
  }

  /**
   * Validates every row, checks duplicates against the pool and the batch itself in one query,
   * and stores the valid ones in one insertMany; a failed row never stops the others.
   */
  async importMany(inputs: ExternalGameInput[], origin = 'IMPORT'): Promise<ImportReport> {
    const fields = await this.fields();
    const now = new Date();
    const errors: string[] = [];
    const rows: { index: number; doc: NewCandidate }[] = [];
    inputs.forEach((input, index) => {
      try {
        rows.push({ index, doc: normalizeExternalGame(input, fields, now, origin) });
      } catch (e) {
        errors.push(`Game ${index + 1}: ${e instanceof Error ? e.message : String(e)}`);
      }
    });
    const clashes = await this.repo.findClashes(
      rows.map((r) => r.doc.url),
      rows.map((r) => r.doc.name.toLowerCase()),
    );
    const urls = new Set(clashes.map((c) => c.url));
    const nameSource = new Set(clashes.map((c) => `${c.nameKey}\0${c.source.toLowerCase()}`));
    const fresh: { index: number; doc: NewCandidate }[] = [];
    for (const r of rows) {
      const key = `${r.doc.name.toLowerCase()}\0${r.doc.source.toLowerCase()}`;
      if (urls.has(r.doc.url) || nameSource.has(key)) {
        errors.push(`Game ${r.index + 1}: ${DUPLICATE_GAME}`);
        continue;
      }
      urls.add(r.doc.url);
      nameSource.add(key);
      fresh.push(r);
    }
    const { inserted } = await this.repo.insertMany(fresh.map((r) => r.doc));
    for (const r of fresh) if (!inserted.has(r.doc.id)) errors.push(`Game ${r.index + 1}: ${DUPLICATE_GAME}`);
    const stored = fresh.filter((r) => inserted.has(r.doc.id));
    errors.sort((a, b) => Number(/^Game (\d+)/.exec(a)?.[1]) - Number(/^Game (\d+)/.exec(b)?.[1]));
    return {
      total: inputs.length,
      success: stored.length,
      failed: inputs.length - stored.length,
      games: stored.map((r) => toCandidate({ ...r.doc, nameKey: r.doc.name.toLowerCase(), createdAt: now, updatedAt: now })),
      errors,
    };
  }
}
