/**
 * Case-insensitive substring search over many short texts (a game's name and description in
 * one language), in time that grows with the matches, not with the catalogue.
 *
 * Every text is lower-cased once and cut into its distinct characters and pairs of adjacent
 * characters; each of those keeps the ascending list of the texts ("slots") containing it. A
 * query intersects the lists of its own pairs (of its one character, if it is one character
 * long), shortest first, and confirms each surviving slot with `includes` on the text, so the
 * answer is exact. Pairs, not words: Chinese and Japanese have no spaces, and a substring may
 * start inside a word. A text that changes gets a new slot and its old slot is marked dead;
 * `compact` (or building anew on reload) drops the dead ones.
 */

/** A growable, ascending list of slots. */
class Postings {
  arr = new Int32Array(4);
  n = 0;
  push(slot: number): void {
    // Slots are added in increasing order; a text adds each of its keys once.
    if (this.n > 0 && this.arr[this.n - 1] === slot) return;
    if (this.n === this.arr.length) {
      const next = new Int32Array(this.arr.length * 2);
      next.set(this.arr);
      this.arr = next;
    }
    this.arr[this.n++] = slot;
  }
}

/** Separates name from description inside one text; never part of a query. */
const SEPARATOR = '\u0000';

export interface SubstringHit {
  key: string;
  /** The match lies in the name (else only in the description). */
  inName: boolean;
}

export class SubstringIndex {
  private readonly postings = new Map<number, Postings>();
  /** Per slot: the key it belongs to (null once dead), its lower-cased text and where the name ends. */
  private keys: Array<string | null> = [];
  private texts: string[] = [];
  private nameEnds: number[] = [];
  private readonly slotOf = new Map<string, number>();
  private dead = 0;

  get size(): number {
    return this.slotOf.size;
  }

  /** Indexes (or re-indexes) one key's name and description. */
  set(key: string, name: string, description: string): void {
    const lowerName = name.toLowerCase();
    const text = `${lowerName}${SEPARATOR}${description.toLowerCase()}`;
    const old = this.slotOf.get(key);
    if (old !== undefined) {
      if (this.texts[old] === text) return;
      this.kill(old);
    }
    const slot = this.keys.length;
    this.keys.push(key);
    this.texts.push(text);
    this.nameEnds.push(lowerName.length);
    this.slotOf.set(key, slot);
    for (let i = 0; i < text.length; i++) {
      const a = text.charCodeAt(i);
      if (a === 0) continue;
      this.list(a).push(slot);
      const b = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (b !== 0) this.list(pairKey(a, b)).push(slot);
    }
  }

  delete(key: string): void {
    const slot = this.slotOf.get(key);
    if (slot === undefined) return;
    this.kill(slot);
    this.slotOf.delete(key);
  }

  /** Dead slots as a share of all: past a half, rebuilding pays for itself. */
  get waste(): number {
    return this.keys.length ? this.dead / this.keys.length : 0;
  }

  /** Every key whose name or description contains `term` (case-insensitive). */
  search(term: string): SubstringHit[] {
    const needle = term.toLowerCase();
    if (!needle || needle.includes(SEPARATOR)) return [];
    const lists: Postings[] = [];
    const seen = new Set<number>();
    const add = (k: number) => {
      if (seen.has(k)) return true;
      seen.add(k);
      const p = this.postings.get(k);
      if (!p) return false;
      lists.push(p);
      return true;
    };
    if (needle.length === 1) {
      if (!add(needle.charCodeAt(0))) return [];
    } else {
      for (let i = 0; i + 1 < needle.length; i++) if (!add(pairKey(needle.charCodeAt(i), needle.charCodeAt(i + 1)))) return [];
    }
    lists.sort((x, y) => x.n - y.n);
    let slots: Int32Array = lists[0]!.arr.subarray(0, lists[0]!.n);
    for (let l = 1; l < lists.length && slots.length > 0; l++) slots = intersect(slots, lists[l]!);
    const hits: SubstringHit[] = [];
    for (const slot of slots) {
      const key = this.keys[slot];
      if (key === null || key === undefined) continue;
      const at = this.texts[slot]!.indexOf(needle);
      if (at < 0) continue;
      hits.push({ key, inName: at < this.nameEnds[slot]! });
    }
    return hits;
  }

  /** A fresh index of the live texts only. */
  compact(): SubstringIndex {
    const next = new SubstringIndex();
    for (const [key, slot] of this.slotOf) {
      const text = this.texts[slot]!;
      const end = this.nameEnds[slot]!;
      next.set(key, text.slice(0, end), text.slice(end + 1));
    }
    return next;
  }

  private kill(slot: number): void {
    this.keys[slot] = null;
    this.texts[slot] = '';
    this.dead += 1;
  }

  private list(k: number): Postings {
    let p = this.postings.get(k);
    if (!p) {
      p = new Postings();
      this.postings.set(k, p);
    }
    return p;
  }
}

/** Two UTF-16 code units as one number key (characters alone use keys below 65536). */
function pairKey(a: number, b: number): number {
  return 65536 + a * 65536 + b;
}

/** The slots of `a` that are also in `b` (both ascending). */
function intersect(a: Int32Array, b: Postings): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.n));
  let n = 0;
  const bArr = b.arr;
  const bn = b.n;
  if (bn > a.length * 8) {
    // Few candidates against a long list: binary search each one.
    let lo = 0;
    for (let i = 0; i < a.length; i++) {
      const v = a[i]!;
      let hi = bn;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (bArr[mid]! < v) lo = mid + 1;
        else hi = mid;
      }
      if (lo < bn && bArr[lo] === v) out[n++] = v;
    }
  } else {
    let j = 0;
    for (let i = 0; i < a.length && j < bn; ) {
      const x = a[i]!;
      const y = bArr[j]!;
      if (x === y) {
        out[n++] = x;
        i++;
        j++;
      } else if (x < y) i++;
      else j++;
    }
  }
  return out.subarray(0, n);
}
