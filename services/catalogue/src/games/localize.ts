import { assetRef, pickLocalized, type GameCard, type GameDetail } from '@portal/contracts';
import type { GameDoc } from './game.model';

export function toCard(doc: GameDoc, lang: string): GameCard {
  return {
    id: doc.id,
    slug: doc.slug,
    kind: doc.kind,
    name: pickLocalized(doc.name, lang),
    description: pickLocalized(doc.description, lang),
    category: doc.category,
    tags: doc.tags,
    thumbnail: safeThumbnail(doc.thumbnail),
    featured: doc.featured,
    // Missing counters read as none yet (older documents, or a server that drops nulls).
    rating: doc.rating ?? null,
    ratingCount: doc.ratingCount ?? 0,
    plays: doc.plays ?? 0,
    playUrl: doc.playUrl,
    publishedAt: doc.publishedAt ? doc.publishedAt.toISOString() : null,
  };
}

export function toDetail(doc: GameDoc, lang: string): GameDetail {
  const tips = doc.meta.gameplayTips;
  return {
    ...toCard(doc, lang),
    likes: doc.likes ?? 0,
    size: doc.size,
    meta: {
      difficulty: doc.meta.difficulty,
      duration: doc.meta.duration,
      controls: (doc.meta.controls ?? []).map((c) => ({ key: c.key, action: pickLocalized(c.action, lang) })),
      gameplayTips: tips ? (tips[lang] ?? tips.en ?? []) : [],
    },
  };
}

/** A picture stored before the URL rules existed never reaches a page unless it passes them. */
function safeThumbnail(thumbnail: GameDoc['thumbnail']): GameCard['thumbnail'] {
  if (!thumbnail) return null;
  const small = thumbnail.small === undefined ? undefined : assetRef(thumbnail.small);
  const large = thumbnail.large === undefined ? undefined : assetRef(thumbnail.large);
  if (!small && !large) return null;
  const { width, height } = thumbnail;
  return { ...(small ? { small } : {}), ...(large ? { large } : {}), ...(width !== undefined ? { width } : {}), ...(height !== undefined ? { height } : {}) };
}
