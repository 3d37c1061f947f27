import { autoFuzziness, editDistance } from '@dm/contracts/constants';
import { analyze, minimalEnglishStem, words as rawWords } from './analyze.js';
import { idf, lengthNorm } from './bm25.js';

export interface SearchSchema {
  /** Text fields with their boosts (e.g. keywords ×3). */
  fields: readonly { name: string; boost?: number }[];
  /** Exact-match filter fields (active, type, sub_type, category). */
  filters: readonly string[];
  /** best_fields: score = best field + tieBreaker × the other fields. */
  tieBreaker?: number;
}

export type FilterValue = string | number | boolean;
export interface SearchDocument {
  id: string;
  text: Record<string, string | readonly string[] | undefined | null>;
  filters?: Record<string, FilterValue | readonly FilterValue[] | undefined | null>;
}

export interface SearchQuery {
  text: string;
  filters?: Record<string, FilterValue | readonly FilterValue[]>;
  from?: number;
  size?: number;
  /** Treat the last word as a prefix (search as you type): up to 50 expansions. */
  prefix?: boolean;
  /** Typo tolerance as Elasticsearch's `fuzziness: AUTO` (transpositions count one edit), up to 50 expansions a word. */
  fuzzy?: boolean;
  /** Other words a typed word stands for (short forms: 'bday' → 'birthday'); each may be several words. */
  synonyms?: (word: string) => readonly string[] | undefined;
}
export interface SearchHit {
  id: string;
  score: number;
}
export interface SearchResult {
  total: number;
  hits: SearchHit[];
}

export const MAX_PREFIX_EXPANSIONS = 50;
/** How much a completion of the last word counts beside the word itself (a whole-word match ranks first). */
export const PREFIX_MATCH_FACTOR = 0.35;
/** How much a term within the typo tolerance counts beside the word itself. */
export const FUZZY_MATCH_FACTOR = 0.3;
export const MAX_FUZZY_EXPANSIONS = 50;
/** A typed word in at least this many documents (or a page's worth) gets no typo variants. */
export const FUZZY_SKIP_MIN_DF = 50;
/**
 * Ranking tiers (never reported in scores): a document gains a tier for every typed word it holds
 * whole (or as a short form's word), half of one for a completion of the last word, a quarter for
 * a word matched only within the typo tolerance. So exact matches rank above fuzzy ones, and
 * documents holding more of the words above those holding fewer.
 */
const TIER = 1e6;

/** One field's inverted index, column-oriented: per term, parallel arrays of doc slots and tfs. */
class FieldIndex {
  readonly postings = new Map<string, { docs: number[]; tfs: number[] }>();
  lengths = new Float64Array(1024);
  docCount = 0;
  totalLength = 0;
  private norms = new Float64Array(0);
  private normsValid = false;

  constructor(readonly boost: number) {}

  grow(capacity: number) {
    const next = new Float64Array(capacity);
    next.set(this.lengths);
    this.lengths = next;
  }

  add(slot: number, terms: string[]) {
    if (terms.length === 0) return;
    const counts = new Map<string, number>();
    for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
    for (const [term, tf] of counts) {
      let p = this.postings.get(term);
      if (!p) this.postings.set(term, (p = { docs: [], tfs: [] }));
      p.docs.push(slot);
      p.tfs.push(tf);
    }
    this.lengths[slot] = terms.length;
    this.docCount++;
    this.totalLength += terms.length;
    this.normsValid = false;
  }

  remove(slot: number) {
    const len = this.lengths[slot];
    if (len === 0) return;
    this.docCount--;
    this.totalLength -= len;
    this.normsValid = false;
    // postings keep the dead slot; queries skip dead slots; compact() drops them
  }

  /** Per-slot BM25 length norms for the current average length, recomputed after changes. */
  normsFor(slots: number): Float64Array {
    if (!this.normsValid || this.norms.length < slots) {
      if (this.norms.length < slots) this.norms = new Float64Array(this.lengths.length);
      const avg = this.docCount ? this.totalLength / this.docCount : 1;
      for (let i = 0; i < slots; i++) this.norms[i] = lengthNorm(this.lengths[i], avg);
      this.normsValid = true;
    }
    return this.norms;
  }
}

/**
 * The embedded search engine: an in-memory inverted index per field with BM25 scoring,
 * best-fields combination and top-k selection. Documents can be added, replaced and removed
 * while it serves queries.
 */
export class SearchIndex {
  private readonly fields: Map<string, FieldIndex>;
  private readonly filterFields: readonly string[];
  private readonly tieBreaker: number;
  private ids: string[] = [];
  private alive = new Uint8Array(1024);
  /** Per filter field, per value: a byte per slot (1 = the document has that value). */
  private filterMaps: Map<string, Map<string, Uint8Array>>;
  private slotOf = new Map<string, number>();
  private liveCount = 0;
  private vocab: string[] = [];
  private vocabSorted = true;
  private readonly vocabSet = new Set<string>();
  /** Bumped by every change; compiled filter masks are valid for one version. */
  private version = 0;
  private readonly maskCache = new Map<string, { version: number; mask: Uint8Array }>();
  // scratch space reused by queries
  private acc: Float64Array[] = [];
  private seen = new Uint8Array(1024);
  /** Per document, a bit per typed word it holds whole (or as a short form) / only as a completion. */
  private strong = new Int32Array(1024);
  private half = new Int32Array(1024);
  private fuzzyBits = new Int32Array(1024);
  /** Vocabulary by term length, for typo tolerance (rebuilt when the vocabulary grows). */
  private buckets: Map<number, string[]> | null = null;
  private bucketsSize = 0;
  /** Typo variants by term, for the vocabulary as it is (people search for the same words again). */
  private readonly fuzzyCache = new Map<string, { t: string; d: number }[]>();
  private touched = new Int32Array(1024);

  constructor(readonly schema: SearchSchema) {
    this.fields = new Map(schema.fields.map((f) => [f.name, new FieldIndex(f.boost ?? 1)]));
    this.filterFields = schema.filters;
    this.filterMaps = new Map(schema.filters.map((f) => [f, new Map()]));
    this.tieBreaker = schema.tieBreaker ?? 0.3;
  }

  get size(): number {
    return this.liveCount;
  }

  has(id: string): boolean {
    return this.slotOf.has(id);
  }

  /** Adds a document, replacing any earlier version with the same id. */
  upsert(doc: SearchDocument): void {
    this.remove(doc.id);
    this.version++;
    const slot = this.ids.length;
    if (slot >= this.alive.length) this.grow(this.alive.length * 2);
    this.ids.push(doc.id);
    this.alive[slot] = 1;
    this.slotOf.set(doc.id, slot);
    this.liveCount++;
    for (const [name, field] of this.fields) {
      const raw = doc.text[name];
      const terms = Array.isArray(raw) ? raw.flatMap((v) => analyze(v)) : analyze(raw as string | undefined);
      for (const t of terms) {
        if (!this.vocabSet.has(t)) {
          this.vocabSet.add(t);
          this.vocab.push(t);
          this.vocabSorted = false;
        }
      }
      field.add(slot, terms);
    }
    for (const name of this.filterFields) {
      const raw = doc.filters?.[name];
      const values = raw === undefined || raw === null ? [] : (Array.isArray(raw) ? raw : [raw]).map(String);
      const maps = this.filterMaps.get(name)!;
      for (const v of values) {
        let bits = maps.get(v);
        if (!bits) maps.set(v, (bits = new Uint8Array(this.alive.length)));
        bits[slot] = 1;
      }
    }
  }

  remove(id: string): boolean {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return false;
    this.version++;
    this.slotOf.delete(id);
    this.alive[slot] = 0;
    this.liveCount--;
    for (const field of this.fields.values()) field.remove(slot);
    return true;
  }

  clear(): void {
    const fresh = new SearchIndex(this.schema);
    Object.assign(this, fresh);
  }

  private grow(capacity: number) {
    const alive = new Uint8Array(capacity);
    alive.set(this.alive);
    this.alive = alive;
    this.seen = new Uint8Array(capacity);
    this.strong = new Int32Array(capacity);
    this.half = new Int32Array(capacity);
    this.fuzzyBits = new Int32Array(capacity);
    this.touched = new Int32Array(capacity);
    for (const maps of this.filterMaps.values()) {
      for (const [v, bits] of maps) {
        const grown = new Uint8Array(capacity);
        grown.set(bits);
        maps.set(v, grown);
      }
    }
    for (const f of this.fields.values()) f.grow(capacity);
    this.acc = [];
  }

  /** Terms the last word may stand for, in term order (like Elasticsearch's max_expansions). */
  private expand(prefix: string): string[] {
    if (!this.vocabSorted) {
      this.vocab.sort();
      this.vocabSorted = true;
    }
    let lo = 0;
    let hi = this.vocab.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.vocab[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < this.vocab.length && out.length < MAX_PREFIX_EXPANSIONS && this.vocab[i].startsWith(prefix); i++) out.push(this.vocab[i]);
    return out;
  }

  /** Vocabulary terms within `fuzziness: AUTO` of a term (not the term itself) with their edits, nearest first, at most 50. */
  private fuzzyTerms(term: string): { t: string; d: number }[] {
    const max = autoFuzziness(term);
    if (max === 0) return [];
    if (this.bucketsSize !== this.vocab.length) this.fuzzyCache.clear();
    const cached = this.fuzzyCache.get(term);
    if (cached) return cached;
    if (!this.buckets || this.bucketsSize !== this.vocab.length) {
      this.buckets = new Map();
      for (const t of this.vocab) {
        let b = this.buckets.get(t.length);
        if (!b) this.buckets.set(t.length, (b = []));
        b.push(t);
      }
      this.bucketsSize = this.vocab.length;
    }
    const found: { t: string; d: number }[] = [];
    for (let len = term.length - max; len <= term.length + max; len++) {
      for (const t of this.buckets.get(len) ?? []) {
        if (t === term) continue;
        const d = editDistance(term, t, max);
        if (d <= max) found.push({ t, d });
      }
    }
    found.sort((x, y) => x.d - y.d || (x.t < y.t ? -1 : 1));
    const out = found.slice(0, MAX_FUZZY_EXPANSIONS);
    if (this.fuzzyCache.size >= 5000) this.fuzzyCache.clear();
    this.fuzzyCache.set(term, out);
    return out;
  }

  search(query: SearchQuery): SearchResult {
    const from = Math.max(0, query.from ?? 0);
    const size = Math.max(0, query.size ?? 20);
    const typed = rawWords(query.text).slice(0, 31);
    const filters = this.compileFilters(query.filters);
    if (typed.length === 0) return this.browse(filters, from, size);

    // each typed word is a group of terms: the word (singular), its short forms' words, a
    // completion of the last word (search as you type), and terms within the typo tolerance;
    // each term with its weight and the tier it earns
    type Term = { term: string; factor: number; group: number; tier: 0 | 1 | 2 };
    const terms: Term[] = [];
    const seenTerm = new Set<string>();
    const push = (term: string, factor: number, group: number, tier: 0 | 1 | 2) => {
      const key = `${group}:${term}`;
      if (seenTerm.has(key)) return;
      seenTerm.add(key);
      terms.push({ term, factor, group, tier });
    };
    typed.forEach((word, g) => {
      const stem = minimalEnglishStem(word);
      push(stem, 1, g, 2);
      for (const alt of query.synonyms?.(word) ?? query.synonyms?.(stem) ?? []) for (const t of analyze(alt)) push(t, 1, g, 2);
      const last = g === typed.length - 1;
      if (query.prefix && last) {
        for (const t of new Set([...this.expand(word), ...this.expand(stem)])) if (t !== stem) push(t, PREFIX_MATCH_FACTOR, g, 1);
      }
      // one edit away counts more than two (Lucene weighs fuzzy terms by their similarity too); a
      // word that fills a page by itself is taken as meant (no variants: 'card' never means 'car')
      if (query.fuzzy && this.docFreq(stem) < Math.max(FUZZY_SKIP_MIN_DF, from + size)) {
        for (const { t, d } of this.fuzzyTerms(stem)) push(t, d === 1 ? FUZZY_MATCH_FACTOR : FUZZY_MATCH_FACTOR / 5, g, 0);
      }
    });
    const slots = this.ids.length;
    const fieldList = [...this.fields.values()];
    while (this.acc.length < fieldList.length) this.acc.push(new Float64Array(this.alive.length));
    if (this.strong.length < this.alive.length) {
      this.strong = new Int32Array(this.alive.length);
      this.half = new Int32Array(this.alive.length);
      this.fuzzyBits = new Int32Array(this.alive.length);
    }
    let touchedCount = 0;

    const score = (batch: Term[]) => fieldList.forEach((field, fi) => {
      const acc = this.acc[fi];
      const norms = field.normsFor(slots);
      for (const { term, factor, group, tier } of batch) {
        const p = field.postings.get(term);
        if (!p) continue;
        // docFreq over live documents only, so scores do not depend on deleted history
        const df = this.liveDocFreq(p.docs);
        if (df === 0) continue;
        const weight = factor * field.boost * idf(field.docCount, df);
        const bit = 1 << group;
        const { docs, tfs } = p;
        for (let i = 0; i < docs.length; i++) {
          const d = docs[i];
          if (!this.alive[d]) continue;
          const tf = tfs[i];
          acc[d] += (weight * tf) / (tf + norms[d]);
          if (tier === 2) this.strong[d] |= bit;
          else if (tier === 1) this.half[d] |= bit;
          else this.fuzzyBits[d] |= bit;
          if (!this.seen[d]) {
            this.seen[d] = 1;
            this.touched[touchedCount++] = d;
          }
        }
      }
    });
    // the words as typed (and their short forms) first, then completions of the last word, then
    // typo variants, each only while fewer documents than the page needs hold every word at the
    // tiers scored so far: past that, no document the next kind of term finds could enter the page
    // (it would rank below all of those), so those terms are not scored (nor counted in total)
    const all = typed.length >= 31 ? -1 : (1 << typed.length) - 1;
    const enough = (withHalf: boolean) => {
      let complete = 0;
      for (let i = 0; i < touchedCount; i++) {
        const d = this.touched[i];
        if ((withHalf ? this.strong[d] | this.half[d] : this.strong[d]) === all && (!filters || filters[d]) && ++complete >= from + size) return true;
      }
      return false;
    };
    score(terms.filter((t) => t.tier === 2));
    const completions = terms.filter((t) => t.tier === 1);
    const variants = terms.filter((t) => t.tier === 0);
    if ((completions.length || variants.length) && !enough(false)) {
      score(completions);
      if (variants.length && !enough(true)) score(variants);
    }

    // best_fields combination, tiers, filters, top-k
    const k = from + size;
    const heap = new TopK(k);
    let total = 0;
    const tie = this.tieBreaker;
    for (let i = 0; i < touchedCount; i++) {
      const d = this.touched[i];
      let best = 0;
      let sum = 0;
      for (let fi = 0; fi < fieldList.length; fi++) {
        const s = this.acc[fi][d];
        if (s > best) best = s;
        sum += s;
        this.acc[fi][d] = 0;
      }
      this.seen[d] = 0;
      const strong = this.strong[d];
      const half = this.half[d] & ~strong;
      const fuzzy = this.fuzzyBits[d] & ~strong & ~half;
      this.strong[d] = 0;
      this.half[d] = 0;
      this.fuzzyBits[d] = 0;
      if (filters && !filters[d]) continue;
      total++;
      heap.push((popcount(strong) + popcount(half) / 2 + popcount(fuzzy) / 4) * TIER + best + tie * (sum - best), d);
    }
    const hits = heap.sorted().slice(from).map(([score, d]) => ({ id: this.ids[d], score: score % TIER }));
    return { total, hits };
  }

  /** Documents holding a term in any field (an upper bound: one document may hold it in several). */
  private docFreq(term: string): number {
    let n = 0;
    for (const f of this.fields.values()) n = Math.max(n, f.postings.get(term)?.docs.length ?? 0);
    return n;
  }

  private liveDocFreq(docs: number[]): number {
    if (this.liveCount === this.ids.length) return docs.length;
    let n = 0;
    for (let i = 0; i < docs.length; i++) n += this.alive[docs[i]];
    return n;
  }

  /** No words: every live document that passes the filters, in insertion order. */
  private browse(filters: Uint8Array | null, from: number, size: number): SearchResult {
    const hits: SearchHit[] = [];
    let total = 0;
    for (let d = 0; d < this.ids.length; d++) {
      if (!this.alive[d] || (filters && !filters[d])) continue;
      if (total >= from && hits.length < size) hits.push({ id: this.ids[d], score: 0 });
      total++;
    }
    return { total, hits };
  }

  /**
   * The query's filters as one byte mask over slots (1 = passes every filter): an OR of the
   * wanted values' bitmaps per field, ANDed across fields.
   */
  private compileFilters(filters?: SearchQuery['filters']): Uint8Array | null {
    if (!filters) return null;
    const entries = Object.entries(filters);
    if (entries.length === 0) return null;
    // most queries share their filters (active: true): reuse the mask until the index changes
    const key = JSON.stringify(entries);
    const cached = this.maskCache.get(key);
    if (cached && cached.version === this.version) return cached.mask;
    const mask = this.buildMask(entries);
    if (this.maskCache.size >= 32) this.maskCache.clear();
    this.maskCache.set(key, { version: this.version, mask });
    return mask;
  }

  private buildMask(entries: [string, FilterValue | readonly FilterValue[]][]): Uint8Array {
    const n = this.ids.length;
    let mask: Uint8Array | null = null;
    for (const [name, raw] of entries) {
      const maps = this.filterMaps.get(name);
      if (!maps) throw new Error(`'${name}' is not a filter of this index`);
      const field = new Uint8Array(n);
      for (const v of Array.isArray(raw) ? raw : [raw]) {
        const bits = maps.get(String(v));
        if (bits) for (let i = 0; i < n; i++) field[i] |= bits[i];
      }
      if (mask) for (let i = 0; i < n; i++) mask[i] &= field[i];
      else mask = field;
    }
    return mask!;
  }
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** A bounded min-heap keeping the k best (score, slot) pairs; ties go to the earlier slot. */
class TopK {
  private scores: number[] = [];
  private slots: number[] = [];
  constructor(private readonly k: number) {}

  /** true when a is worse than b */
  private worse(i: number, j: number): boolean {
    const a = this.scores[i];
    const b = this.scores[j];
    return a < b || (a === b && this.slots[i] > this.slots[j]);
  }

  push(score: number, slot: number) {
    if (this.k === 0) return;
    if (this.scores.length < this.k) {
      this.scores.push(score);
      this.slots.push(slot);
      this.up(this.scores.length - 1);
      return;
    }
    if (score < this.scores[0] || (score === this.scores[0] && slot > this.slots[0])) return;
    this.scores[0] = score;
    this.slots[0] = slot;
    this.down(0);
  }

  sorted(): [number, number][] {
    return this.scores
      .map((s, i) => [s, this.slots[i]] as [number, number])
      .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  }

  private swap(i: number, j: number) {
    [this.scores[i], this.scores[j]] = [this.scores[j], this.scores[i]];
    [this.slots[i], this.slots[j]] = [this.slots[j], this.slots[i]];
  }
  private up(i: number) {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.worse(i, p)) break;
      this.swap(i, p);
      i = p;
    }
  }
  private down(i: number) {
    const n = this.scores.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < n && this.worse(l, m)) m = l;
      if (r < n && this.worse(r, m)) m = r;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
  }
}
