import type { Candidate } from '@portal/contracts';
import type { CandidateDoc } from './candidate.model';

const iso = (d: Date | undefined) => (d ? d.toISOString() : undefined);

/** The API shape of a stored candidate (dates as ISO strings, internal keys dropped). */
export function toCandidate(doc: CandidateDoc): Candidate {
  return {
    id: doc.id,
    name: doc.name,
    title: doc.title,
    description: doc.description,
    category: doc.category,
    url: doc.url,
    image: doc.image,
    tags: doc.tags,
    rating: doc.rating,
    plays: doc.plays,
    source: doc.source,
    origin: doc.origin,
    status: doc.status,
    reason: doc.reason,
    slug: doc.slug,
    crawledAt: iso(doc.crawledAt),
    scannedAt: iso(doc.scannedAt),
    publishedAt: iso(doc.publishedAt),
    publishedGameId: doc.publishedGameId,
    unpublishedAt: iso(doc.unpublishedAt),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
