import type { QueryFilter } from 'mongoose';
import {
  CATEGORY_NAMES,
  DEFAULT_LANGUAGE,
  GAME_CATEGORIES,
  THIS_WEEK_MS,
  type CategoryCounts,
  type GameCardPage,
  type GameDetail,
  type PublicGameListQuery,
} from '@portal/contracts';
import type { GameDoc } from './game.model';
import type { GameRepository } from './game.repository';
import { toCard, toDetail } from './localize';
import { escapeRegex } from '@portal/server-kit';

/** Read side of the catalogue: what visitors see. Only published games are ever returned. */
export class GameQueryService {
  constructor(
    private readonly games: GameRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(q: PublicGameListQuery): Promise<GameCardPage> {
    const lang = q.lang ?? DEFAULT_LANGUAGE;
    const filter = this.filterFor(q, lang);
    const { docs, total } = await this.games.findPage(filter, { skip: (q.page - 1) * q.limit, limit: q.limit });
    return {
      data: docs.map((d) => toCard(d, lang)),
      total,
      page: q.page,
      limit: q.limit,
      hasMore: q.page * q.limit < total,
    };
  }

  async detail(ref: string, lang: string | undefined): Promise<GameDetail | null> {
    const doc = await this.games.findPublishedByRef(ref);
    return doc ? toDetail(doc, lang ?? DEFAULT_LANGUAGE) : null;
  }

  async categoryCounts(): Promise<CategoryCounts> {
    const published = { status: 'published' } as const;
    const [byCategory, featured, thisWeekNew, total] = await Promise.all([
      this.games.countByCategory(published),
      this.games.count({ ...published, featured: true }),
      this.games.count({ ...published, publishedAt: { $gte: this.weekAgo() } }),
      this.games.count(published),
    ]);
    return {
      total,
      categories: [
        { id: 'all', count: total },
        { id: 'thisWeekNew', count: thisWeekNew },
        { id: 'featured', count: featured },
        ...GAME_CATEGORIES.map((id) => ({ id, count: byCategory.get(id) ?? 0 })),
      ],
    };
  }

  private weekAgo(): Date {
    return new Date(this.now().getTime() - THIS_WEEK_MS);
  }

  private filterFor(q: PublicGameListQuery, lang: string): QueryFilter<GameDoc> {
    const filter: QueryFilter<GameDoc> = { status: 'published' };
    if (q.category === 'thisWeekNew') filter.publishedAt = { $gte: this.weekAgo() };
    else if (q.category === 'featured') filter.featured = true;
    else if (q.category && q.category !== 'all') filter.category = q.category;
    if (q.ids !== undefined) filter.id = { $in: q.ids.split(',').filter(Boolean).slice(0, 200) };
    const term = q.search?.trim();
    if (term) {
      const re = new RegExp(escapeRegex(term), 'i');
      const langs = [...new Set([lang, 'en'])];
      const needle = term.toLowerCase();
      // Category names are a fixed table, so matching them here avoids a regex per document.
      const categories = GAME_CATEGORIES.filter((c) =>
        langs.some((l) => CATEGORY_NAMES[l as keyof typeof CATEGORY_NAMES]?.[c].toLowerCase().includes(needle)),
      );
      filter.$or = [
        ...langs.flatMap((l) => [{ [`name.${l}`]: re }, { [`description.${l}`]: re }]),
        ...(categories.length ? [{ category: { $in: categories } }] : []),
      ];
    }
    return filter;
  }
}
