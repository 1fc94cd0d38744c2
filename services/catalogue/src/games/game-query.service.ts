import {
  CATEGORY_NAMES,
  DEFAULT_LANGUAGE,
  GAME_CATEGORIES,
  THIS_WEEK_MS,
  type AdminGameListQuery,
  type CategoryCounts,
  type GameCardPage,
  type GameDetail,
  type PublicGameListQuery,
} from '@portal/contracts';
import type { GameDoc } from './game.model';
import type { GameRepository } from './game.repository';
import type { GameRow } from './read-model/game-index';
import { toCard, toDetail } from './localize';

/** The most ids one favourites or recently-played request may name. */
const MAX_IDS = 200;

/**
 * Read side of the catalogue, answered from the game index in memory: visitors see published
 * games only; the admin sees every status. A list, a search or the counts walk the catalogue at
 * most once per change of it (the index keeps what they found until the next write); pages of
 * the same list are slices of that, so they do not grow with the catalogue.
 */
export class GameQueryService {
  constructor(
    private readonly games: GameRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The list answer as JSON, kept until a game or its counters change: a busy page costs a
   * string lookup instead of building and serialising its cards on every request.
   */
  async listJson(q: PublicGameListQuery): Promise<string> {
    await this.games.whenReady();
    const key = `json:${this.games.statsVersion}:${JSON.stringify([q.lang, q.category, q.search, q.ids, q.page, q.limit])}`;
    return this.games.index.derived(key, () => JSON.stringify(this.listNow(q)), 'queries');
  }

  private listNow(q: PublicGameListQuery): GameCardPage {
    const lang = q.lang ?? DEFAULT_LANGUAGE;
    const skip = (q.page - 1) * q.limit;
    const { rows, total } = this.publishedPage(q, lang, skip, q.limit);
    return {
      data: rows.map((r) => toCard(this.games.withStats(r.doc), lang)),
      total,
      page: q.page,
      limit: q.limit,
      hasMore: q.page * q.limit < total,
    };
  }

  /** A published game by slug or id, or why not: a game that left the storefront is `gone`. */
  async detail(ref: string, lang: string | undefined): Promise<{ game: GameDetail } | { gone: boolean }> {
    await this.games.whenReady();
    const row = this.games.findByRef(ref);
    if (!row) return { gone: false };
    if (row.status !== 'published') return { gone: row.publishedAt !== -Infinity || row.status === 'archived' };
    return { game: toDetail(this.games.withStats(row.doc), lang ?? DEFAULT_LANGUAGE) };
  }

  async categoryCounts(): Promise<CategoryCounts> {
    await this.games.whenReady();
    const weekAgo = this.weekAgo();
    return this.games.index.derived(`counts:${minuteOf(weekAgo)}`, () => this.countCategories(weekAgo));
  }

  private countCategories(weekAgo: number): CategoryCounts {
    const byCategory = new Map<string, number>();
    let total = 0;
    let featured = 0;
    let thisWeekNew = 0;
    for (const r of this.games.index.inListOrder()) {
      if (r.status !== 'published') continue;
      total++;
      if (r.featured) featured++;
      if (r.publishedAt >= weekAgo) thisWeekNew++;
      byCategory.set(r.category, (byCategory.get(r.category) ?? 0) + 1);
    }
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

  /** The admin's list: every status, filtered, newest first. */
  async adminPage(q: AdminGameListQuery): Promise<{ docs: GameDoc[]; total: number }> {
    await this.games.whenReady();
    const term = q.search?.trim() ?? '';
    const needle = term.toLowerCase();
    const match = (r: GameRow) =>
      (!q.status || r.status === q.status) &&
      (!q.kind || r.kind === q.kind) &&
      (!q.category || r.category === q.category) &&
      (q.featured === undefined || r.featured === q.featured) &&
      (!needle || r.nameKey.includes(needle) || r.slug.includes(needle) || r.id === term);
    const key = `admin:${JSON.stringify([q.status, q.kind, q.category, q.featured, term])}`;
    const all = this.games.index.derived(key, () => this.games.index.inListOrder().filter(match));
    const skip = (q.page - 1) * q.limit;
    return { docs: all.slice(skip, skip + q.limit).map((r) => this.games.withStats(r.doc)), total: all.length };
  }

  private weekAgo(): number {
    return this.now().getTime() - THIS_WEEK_MS;
  }

  private publishedPage(q: PublicGameListQuery, lang: string, skip: number, limit: number): { rows: GameRow[]; total: number } {
    const weekAgo = this.weekAgo();
    const inView = (r: GameRow) =>
      r.status === 'published' &&
      (q.category === 'thisWeekNew' ? r.publishedAt >= weekAgo : q.category === 'featured' ? r.featured : !q.category || q.category === 'all' || r.category === q.category);
    const ordered = this.games.index.inListOrder();

    if (q.ids !== undefined) {
      const wanted = [...new Set(q.ids.split(',').filter(Boolean))].slice(0, MAX_IDS);
      const rows = wanted
        .map((id) => this.games.index.get(id))
        .filter((r): r is GameRow => !!r && inView(r))
        .sort(byListOrder);
      return { rows: rows.slice(skip, skip + limit), total: rows.length };
    }

    // The games a view shows are worked out once per change of the catalogue (and per minute for
    // this week's new games); every other request for it is a slice.
    const view = `${q.category ?? 'all'}:${q.category === 'thisWeekNew' ? minuteOf(weekAgo) : ''}`;
    const term = q.search?.trim();
    if (!term) {
      const all = this.games.index.derived(`view:${view}`, () => ordered.filter(inView));
      return { rows: all.slice(skip, skip + limit), total: all.length };
    }
    const found = this.games.index.derived(`search:${lang}:${view}:${term.toLowerCase()}`, () => this.search(term, lang, ordered, inView), 'queries');
    const rows = found.slice(skip, skip + limit);
    return { rows, total: found.length };
  }

  /** Games whose name matches first, then description or category matches, each in list order. */
  private search(term: string, lang: string, ordered: readonly GameRow[], inView: (r: GameRow) => boolean): GameRow[] {
    // Search: games whose name matches come first, then description or category matches,
    // each in list order. Category names are a fixed table, matched here once per query.
    const langs = [...new Set([lang, 'en'])];
    const needle = term.toLowerCase();
    const categories = new Set<string>(
      GAME_CATEGORIES.filter((c) => langs.some((l) => CATEGORY_NAMES[l as keyof typeof CATEGORY_NAMES]?.[c].toLowerCase().includes(needle))),
    );
    const hits = this.games.index.searchPublished(term, langs);
    const inName: GameRow[] = [];
    const other: GameRow[] = [];
    const consider = (r: GameRow) => {
      if (!inView(r)) return;
      if (hits.get(r.id) === true) inName.push(r);
      else other.push(r);
    };
    if (categories.size || hits.size * 16 > ordered.length) {
      // Many hits (or a whole category matched by name): one walk in list order beats sorting them.
      for (const r of ordered) if (hits.has(r.id) || categories.has(r.category)) consider(r);
    } else {
      for (const id of hits.keys()) {
        const r = this.games.index.get(id);
        if (r) consider(r);
      }
      inName.sort(byListOrder);
      other.sort(byListOrder);
    }
    return inName.concat(other);
  }
}

function byListOrder(a: GameRow, b: GameRow): number {
  return a.listKey - b.listKey || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Time to the minute: views that depend on the clock are kept for a minute at most. */
const minuteOf = (ms: number) => Math.floor(ms / 60_000);
