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

/** One entry of a query: a term standing for typed word `group`, its weight and the tier it earns. */
type Term = { term: string; factor: number; group: number; tier: 0 | 1 | 2 };

/** Options of an index (for tests: which path a query takes). */
export interface SearchIndexOptions {
  /** Indexes with at least this many documents answer through the pruned path (default 4,096). */
  pruneFrom?: number;
  /** A tier class up to this size is scored whole, a larger one in impact order (default 2,048). */
  scoreWholeMax?: number;
}

/** An index this large answers through the pruned path (bitsets and impact-ordered lists). */
export const PRUNE_FROM = 4096;
/** A class of documents at the page's lowest tier up to this size is scored whole; past it, in impact order. */
const SCORE_WHOLE_MAX = 2048;
/** Tier combinations a pruned query may look at before it answers the exhaustive way. */
const MAX_COMBINATIONS = 48;
/** Terms in at least this many documents keep a presence bitset and an impact-ordered list. */
const CACHED_TERM_MIN_DF = 256;

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
  private acc = new Float64Array(0);
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

  /** Vocabulary ids (forward index and per-query weights are by id). */
  private readonly termIds = new Map<string, number>();
  /** Forward index keys are term id × stride + field (the stride a power of two, at least the field count). */
  private readonly stride: number;
  private readonly strideShift: number;
  /** Forward index: per slot, pairs of (term id × stride + field, tf). */
  private fwd = new Int32Array(1 << 16);
  private fwdUsed = 0;
  /** Per slot, where its pairs start and end in `fwd` (a replaced document's old pairs stay as garbage). */
  private fwdStart = new Int32Array(1024);
  private fwdEnd = new Int32Array(1024);
  private readonly presenceCache = new Map<string, { version: number; bits: Uint32Array }>();
  private readonly impactCache = new Map<string, { version: number } & ImpactList>();
  private readonly groupListCache = new Map<string, { version: number } & ImpactList>();
  private maskBitsCache: { version: number; of: Uint8Array | null; bits: Uint32Array } | null = null;
  // per-query weights by term id, reset after every pruned query
  private qw = new Float64Array(0);
  /** Per term id, the tier bits it earns: typed words held whole in bits 0-7, as a completion 8-15, as a typo variant 16-23 (a pruned query has at most four words). */
  private qBits = new Int32Array(0);
  private qFactor = new Float64Array(0);
  private qNorms: Float64Array[] = [];
  private qPerField = new Float64Array(0);
  private readonly pruneFrom: number;

  constructor(
    readonly schema: SearchSchema,
    readonly options: SearchIndexOptions = {},
  ) {
    this.pruneFrom = options.pruneFrom ?? PRUNE_FROM;
    this.strideShift = Math.ceil(Math.log2(Math.max(1, schema.fields.length)));
    this.stride = 1 << this.strideShift;
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
    const entries: number[] = [];
    const stride = this.stride;
    let fi = 0;
    for (const [name, field] of this.fields) {
      const raw = doc.text[name];
      const terms = Array.isArray(raw) ? raw.flatMap((v) => analyze(v)) : analyze(raw as string | undefined);
      const counts = new Map<string, number>();
      for (const t of terms) {
        if (!this.vocabSet.has(t)) {
          this.vocabSet.add(t);
          this.vocab.push(t);
          this.vocabSorted = false;
          this.termIds.set(t, this.termIds.size);
        }
        counts.set(t, (counts.get(t) ?? 0) + 1);
      }
      field.add(slot, terms);
      for (const [t, tf] of counts) entries.push(this.termIds.get(t)! * stride + fi, tf);
      fi++;
    }
    if (this.fwdUsed + entries.length > this.fwd.length) {
      const grown = new Int32Array(Math.max(this.fwd.length * 2, this.fwdUsed + entries.length));
      grown.set(this.fwd.subarray(0, this.fwdUsed));
      this.fwd = grown;
    }
    this.fwd.set(entries, this.fwdUsed);
    this.fwdStart[slot] = this.fwdUsed;
    this.fwdUsed += entries.length;
    this.fwdEnd[slot] = this.fwdUsed;
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
    const fresh = new SearchIndex(this.schema, this.options);
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
    const starts = new Int32Array(capacity);
    starts.set(this.fwdStart);
    this.fwdStart = starts;
    const ends = new Int32Array(capacity);
    ends.set(this.fwdEnd);
    this.fwdEnd = ends;
    for (const maps of this.filterMaps.values()) {
      for (const [v, bits] of maps) {
        const grown = new Uint8Array(capacity);
        grown.set(bits);
        maps.set(v, grown);
      }
    }
    for (const f of this.fields.values()) f.grow(capacity);
    this.acc = new Float64Array(0);
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
    if (this.ids.length >= this.pruneFrom && typed.length <= 4) {
      const answer = this.pruned(terms, typed.length, filters, from, size);
      if (answer) return answer;
    }
    return this.exhaustive(terms, typed.length, filters, from, size);
  }

  /**
   * Scores every document any term finds (term at a time), then keeps the page: the way for small
   * indexes, long queries, and the reference the pruned path is tested against.
   */
  private exhaustive(terms: Term[], groups: number, filters: Uint8Array | null, from: number, size: number): SearchResult {
    const slots = this.ids.length;
    const fieldList = [...this.fields.values()];
    const F = fieldList.length;
    if (this.acc.length < this.alive.length * F) this.acc = new Float64Array(this.alive.length * F);
    if (this.strong.length < this.alive.length) {
      this.strong = new Int32Array(this.alive.length);
      this.half = new Int32Array(this.alive.length);
      this.fuzzyBits = new Int32Array(this.alive.length);
    }
    // the hot loops read locals only (property loads are not hoisted past typed-array writes)
    const acc = this.acc;
    const alive = this.alive;
    const seen = this.seen;
    const touched = this.touched;
    const strongBits = this.strong;
    const halfBits = this.half;
    const fuzzyBits = this.fuzzyBits;
    const allAlive = this.liveCount === this.ids.length;
    let touchedCount = 0;

    const score = (batch: Term[]) => fieldList.forEach((field, fi) => {
      const norms = field.normsFor(slots);
      for (const { term, factor, group, tier } of batch) {
        const p = field.postings.get(term);
        if (!p) continue;
        // docFreq over live documents only, so scores do not depend on deleted history
        const df = this.liveDocFreq(p.docs);
        if (df === 0) continue;
        const weight = factor * field.boost * idf(field.docCount, df);
        const bit = 1 << group;
        const tierBits = tier === 2 ? strongBits : tier === 1 ? halfBits : fuzzyBits;
        const { docs, tfs } = p;
        const n = docs.length;
        for (let i = 0; i < n; i++) {
          const d = docs[i];
          if (!allAlive && !alive[d]) continue;
          const tf = tfs[i];
          acc[d * F + fi] += (weight * tf) / (tf + norms[d]);
          tierBits[d] |= bit;
          if (seen[d] === 0) {
            seen[d] = 1;
            touched[touchedCount++] = d;
          }
        }
      }
    });
    // the words as typed (and their short forms) first, then completions of the last word, then
    // typo variants, each only while fewer documents than the page needs hold every word at the
    // tiers scored so far: past that, no document the next kind of term finds could enter the page
    // (it would rank below all of those), so those terms are not scored (nor counted in total)
    const all = groups >= 31 ? -1 : (1 << groups) - 1;
    const enough = (withHalf: boolean) => {
      let complete = 0;
      for (let i = 0; i < touchedCount; i++) {
        const d = touched[i];
        if ((withHalf ? strongBits[d] | halfBits[d] : strongBits[d]) === all && (!filters || filters[d]) && ++complete >= from + size) return true;
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

    // best_fields combination, tiers, filters, top-k; a document whose tier cannot reach the
    // page's lowest is not scored (a text score is far below an eighth of a tier)
    const k = from + size;
    const heap = new TopK(k);
    let total = 0;
    const tie = this.tieBreaker;
    for (let i = 0; i < touchedCount; i++) {
      const d = touched[i];
      const base = d * F;
      seen[d] = 0;
      const strong = strongBits[d];
      const half = halfBits[d] & ~strong;
      const fuzzy = fuzzyBits[d] & ~strong & ~half;
      strongBits[d] = 0;
      halfBits[d] = 0;
      fuzzyBits[d] = 0;
      if (filters && !filters[d]) {
        acc.fill(0, base, base + F);
        continue;
      }
      total++;
      const tierScore = (popcount(strong) + popcount(half) / 2 + popcount(fuzzy) / 4) * TIER;
      if (tierScore + TIER / 8 <= heap.floor) {
        acc.fill(0, base, base + F);
        continue;
      }
      heap.push(tierScore + takeBestFields(acc, base, F, tie), d);
    }
    const hits = heap.sorted().slice(from).map(([score, d]) => ({ id: this.ids[d], score: score % TIER }));
    return { total, hits };
  }

  /**
   * The pruned path for large indexes (the same answers as `exhaustive`, without scoring every
   * document a common word finds). Which documents hold which words is read from bitsets (one
   * per term, cached for common terms), so the total and the tiers cost a pass over words of
   * 32 documents, not over postings. Tier classes (every combination of a word held whole, as
   * a completion, as a typo variant or not at all) are walked from the best down until the page
   * is full: documents in the better classes are on the page for sure and are scored from the
   * forward index; in the class the page ends in, a small class is scored whole and a large one
   * in impact order (Fagin's threshold algorithm over per-term lists sorted by the term's score),
   * stopping once no document not yet seen can beat the page's lowest. Undefined when the query
   * has too many tier classes to walk (the caller scores it exhaustively).
   */
  private pruned(terms: Term[], groups: number, filters: Uint8Array | null, from: number, size: number): SearchResult | undefined {
    const slots = this.ids.length;
    const W = (slots + 31) >>> 5;
    const k = from + size;
    const mask = this.maskBits(filters, W);
    const groupBits = (g: number, tier: 0 | 1 | 2): Uint32Array | null => {
      let bits: Uint32Array | null = null;
      for (const t of terms) {
        if (t.group !== g || t.tier !== tier) continue;
        bits ??= new Uint32Array(W);
        this.orPresence(bits, t.term, W);
      }
      if (bits) for (let w = 0; w < W; w++) bits[w] &= mask[w];
      return bits;
    };
    const range = [...Array(groups).keys()];
    const strong = range.map((g) => groupBits(g, 2));
    // completions, then typo variants, only while fewer documents than the page holds every word
    const holdingAll = (sets: (Uint32Array | null)[][]): number => {
      const acc = new Uint32Array(mask);
      for (let g = 0; g < groups; g++) {
        for (let w = 0; w < W; w++) {
          let x = 0;
          for (const set of sets[g]) if (set) x |= set[w];
          acc[w] &= x;
        }
      }
      return countBits(acc);
    };
    let half: (Uint32Array | null)[] = range.map(() => null);
    let fuzzy: (Uint32Array | null)[] = range.map(() => null);
    const hasCompletions = terms.some((t) => t.tier === 1);
    const hasVariants = terms.some((t) => t.tier === 0);
    let included: (0 | 1 | 2)[] = [2];
    if ((hasCompletions || hasVariants) && holdingAll(range.map((g) => [strong[g]])) < k) {
      half = range.map((g) => groupBits(g, 1));
      included = [2, 1];
      if (hasVariants && holdingAll(range.map((g) => [strong[g], half[g]])) < k) {
        fuzzy = range.map((g) => groupBits(g, 0));
        included = [2, 1, 0];
      }
    }
    // per group, its documents by the best way they hold the word, and the found ones without it
    const found = new Uint32Array(W);
    for (let g = 0; g < groups; g++) for (const set of [strong[g], half[g], fuzzy[g]]) if (set) for (let w = 0; w < W; w++) found[w] |= set[w];
    const total = countBits(found);
    const LEVEL = [1, 0.5, 0.25, 0];
    const levels = range.map((g) => {
      const s = strong[g];
      const h = half[g];
      const z = fuzzy[g];
      const out: (Uint32Array | null)[] = [s, null, null, new Uint32Array(W)];
      if (h) out[1] = h.map((x, w) => x & ~(s?.[w] ?? 0));
      if (z) out[2] = z.map((x, w) => x & ~(s?.[w] ?? 0) & ~(h?.[w] ?? 0));
      const none = out[3]!;
      for (let w = 0; w < W; w++) none[w] = found[w] & ~((s?.[w] ?? 0) | (h?.[w] ?? 0) | (z?.[w] ?? 0));
      return out.map((set) => (set && countBits(set) > 0 ? set : null));
    });
    // the tier classes, best first (a class is every combination worth the same)
    const combos: { value: number; pick: number[] }[] = [];
    const walk = (g: number, pick: number[], value: number) => {
      if (g === groups) {
        if (value > 0) combos.push({ value, pick: [...pick] });
        return;
      }
      for (let l = 0; l < 4; l++) {
        if (!levels[g][l]) continue;
        pick.push(l);
        walk(g + 1, pick, value + LEVEL[l]);
        pick.pop();
      }
    };
    walk(0, [], 0);
    combos.sort((a, b) => b.value - a.value);

    this.setQueryWeights(terms, included);
    try {
      const heap = new TopK(k);
      let placed = 0;
      let looked = 0;
      for (let c = 0; c < combos.length && placed < k; ) {
        const value = combos[c].value;
        const klass = new Uint32Array(W);
        for (; c < combos.length && combos[c].value === value; c++) {
          if (++looked > MAX_COMBINATIONS) return undefined;
          const { pick } = combos[c];
          const first = levels[0][pick[0]]!;
          for (let w = 0; w < W; w++) {
            let x = first[w];
            for (let g = 1; g < groups && x; g++) x &= levels[g][pick[g]]![w];
            klass[w] |= x;
          }
        }
        const n = countBits(klass);
        if (placed + n <= k || n <= (this.options.scoreWholeMax ?? SCORE_WHOLE_MAX)) forEachBit(klass, (d) => heap.push(this.docScore(d), d));
        else this.thresholdTopK(klass, value * TIER, heap, k, included, terms);
        placed += n;
      }
      return { total, hits: heap.sorted().slice(from).map(([score, d]) => ({ id: this.ids[d], score: score % TIER })) };
    } finally {
      this.resetQueryWeights(terms);
    }
  }

  /**
   * The best documents of one large tier class into the page: per-term lists in impact order are
   * read a block at a time; each document of the class met for the first time is scored whole;
   * it stops when the page is full and its lowest beats what any document not yet met could score
   * (the tier plus the sum of every term's weight times the highest impact left in its list:
   * best-fields with a tie breaker is subadditive, so that bounds the text score).
   */
  private thresholdTopK(klass: Uint32Array, tierScore: number, heap: TopK, k: number, included: (0 | 1 | 2)[], terms: Term[]) {
    // one list per typed word: its terms (the word, short forms, completions, variants) are
    // alternatives a document seldom holds together, so one list over their weighted sum bounds
    // far tighter than a list per term
    const byGroup = new Map<number, Map<string, number>>();
    for (const t of terms) {
      if (!included.includes(t.tier) || !this.termIds.has(t.term) || this.docFreq(t.term) === 0) continue;
      let group = byGroup.get(t.group);
      if (!group) byGroup.set(t.group, (group = new Map()));
      group.set(t.term, (group.get(t.term) ?? 0) + t.factor);
    }
    const lists: { docs: Int32Array; vals: Float64Array; factor: number; pos: number }[] = [];
    for (const group of byGroup.values()) {
      const list = group.size === 1 ? { ...this.impactList([...group.keys()][0]), factor: [...group.values()][0] } : { ...this.groupList(group), factor: 1 };
      if (list.docs.length) lists.push({ ...list, pos: 0 });
    }
    const met = this.seen;
    const touched: number[] = [];
    // read next from the list whose next documents could add the most (the bound falls fastest)
    const BLOCK = 64;
    for (;;) {
      let next = -1;
      let bound = 0;
      let most = 0;
      for (let l = 0; l < lists.length; l++) {
        const list = lists[l];
        if (list.pos >= list.docs.length) continue;
        const head = list.factor * list.vals[list.pos];
        bound += head;
        if (next < 0 || head > most) {
          next = l;
          most = head;
        }
      }
      if (next < 0 || (heap.count >= k && heap.floor > tierScore + bound)) break;
      const list = lists[next];
      const end = Math.min(list.pos + BLOCK, list.docs.length);
      for (let j = list.pos; j < end; j++) {
        const d = list.docs[j];
        if (met[d] || !(klass[d >>> 5] & (1 << (d & 31)))) continue;
        met[d] = 1;
        touched.push(d);
        heap.push(this.docScore(d), d);
      }
      list.pos = end;
    }
    for (const d of touched) met[d] = 0;
  }

  /** Per-term weights by field, tier bits and total factor for the terms the query scores. */
  private setQueryWeights(terms: Term[], included: (0 | 1 | 2)[]) {
    const F = this.fields.size;
    const n = this.termIds.size;
    if (this.qBits.length < n) {
      this.qw = new Float64Array(n * this.stride);
      this.qBits = new Int32Array(n);
      this.qFactor = new Float64Array(n);
    }
    const fieldList = [...this.fields.values()];
    this.qNorms = fieldList.map((f) => f.normsFor(this.ids.length));
    this.qPerField = new Float64Array(F);
    for (const { term, factor, group, tier } of terms) {
      if (!included.includes(tier)) continue;
      const tid = this.termIds.get(term);
      if (tid === undefined) continue;
      let any = false;
      fieldList.forEach((field, fi) => {
        const p = field.postings.get(term);
        if (!p) return;
        const df = this.liveDocFreq(p.docs);
        if (df === 0) return;
        this.qw[tid * this.stride + fi] += factor * field.boost * idf(field.docCount, df);
        any = true;
      });
      if (!any) continue;
      this.qFactor[tid] += factor;
      const bit = 1 << group;
      this.qBits[tid] |= tier === 2 ? bit : tier === 1 ? bit << 8 : bit << 16;
    }
  }

  private resetQueryWeights(terms: Term[]) {
    const stride = this.stride;
    for (const { term } of terms) {
      const tid = this.termIds.get(term);
      if (tid === undefined) continue;
      this.qw.fill(0, tid * stride, tid * stride + stride);
      this.qBits[tid] = 0;
      this.qFactor[tid] = 0;
    }
  }

  /** One document's score for the query whose weights are set, from its forward index. */
  private docScore(d: number): number {
    const F = this.fields.size;
    const entries = this.fwd;
    const end = this.fwdEnd[d];
    // left all zero by the last call (takeBestFields clears what it reads)
    const perField = this.qPerField;
    let bits = 0;
    const norms = this.qNorms;
    const fieldBits = this.stride - 1;
    const shift = this.strideShift;
    const qw = this.qw;
    const qBits = this.qBits;
    for (let i = this.fwdStart[d]; i < end; i += 2) {
      const key = entries[i];
      const w = qw[key];
      if (w === 0) continue;
      const fi = key & fieldBits;
      const tf = entries[i + 1];
      perField[fi] += (w * tf) / (tf + norms[fi][d]);
      bits |= qBits[key >>> shift];
    }
    const strong = bits & 0xff;
    const half = (bits >>> 8) & 0xff & ~strong;
    const fuzzy = (bits >>> 16) & 0xff & ~strong & ~half;
    return (popcount(strong) + popcount(half) / 2 + popcount(fuzzy) / 4) * TIER + takeBestFields(perField, 0, F, this.tieBreaker);
  }

  /** The documents holding a term in any field, ORed into `into` (a bitset kept for common terms). */
  private orPresence(into: Uint32Array, term: string, W: number) {
    const cached = this.presenceCache.get(term);
    if (cached && cached.version === this.version && cached.bits.length === W) {
      for (let w = 0; w < W; w++) into[w] |= cached.bits[w];
      return;
    }
    const common = this.docFreq(term) >= CACHED_TERM_MIN_DF;
    const bits = common ? new Uint32Array(W) : into;
    for (const field of this.fields.values()) {
      const docs = field.postings.get(term)?.docs;
      if (docs) for (let i = 0; i < docs.length; i++) bits[docs[i] >>> 5] |= 1 << (docs[i] & 31);
    }
    if (!common) return;
    if (this.presenceCache.size >= 1024) this.presenceCache.clear();
    this.presenceCache.set(term, { version: this.version, bits });
    for (let w = 0; w < W; w++) into[w] |= bits[w];
  }

  /** Live documents passing the filters, as a bitset (kept while the index and filters are the same). */
  private maskBits(filters: Uint8Array | null, W: number): Uint32Array {
    const c = this.maskBitsCache;
    if (c && c.version === this.version && c.of === filters && c.bits.length === W) return c.bits;
    const bits = new Uint32Array(W);
    for (let d = 0; d < this.ids.length; d++) if (this.alive[d] && (!filters || filters[d])) bits[d >>> 5] |= 1 << (d & 31);
    this.maskBitsCache = { version: this.version, of: filters, bits };
    return bits;
  }

  /** The documents of several terms by their weighted sum of impacts (term → factor), kept while the index is the same. */
  private groupList(group: Map<string, number>): ImpactList {
    const key = [...group].map(([t, f]) => `${t}\u0000${f}`).join('\u0001');
    const cached = this.groupListCache.get(key);
    if (cached && cached.version === this.version) return cached;
    const slots = this.ids.length;
    // every term's list first: building one uses the same scratch space
    const lists = [...group].map(([term, factor]) => ({ factor, ...this.impactList(term) }));
    if (this.acc.length < slots) this.acc = new Float64Array(Math.max(slots, this.alive.length * this.fields.size));
    const sum = this.acc;
    const seen = this.seen;
    const found: number[] = [];
    for (const { factor, docs, exact } of lists) {
      for (let i = 0; i < docs.length; i++) {
        const d = docs[i];
        sum[d] += factor * exact[i];
        if (seen[d] === 0) {
          seen[d] = 1;
          found.push(d);
        }
      }
    }
    const value = new Float64Array(found.length);
    let top = 0;
    for (let j = 0; j < found.length; j++) {
      const d = found[j];
      value[j] = sum[d];
      if (value[j] > top) top = value[j];
      sum[d] = 0;
      seen[d] = 0;
    }
    const list = { version: this.version, ...banded(found, value, top) };
    if (this.groupListCache.size >= 512) this.groupListCache.clear();
    this.groupListCache.set(key, list);
    return list;
  }

  /**
   * A term's live documents by the term's own score (best fields over its weighted impacts, the
   * query's factor aside), highest first in 1,024 bands (a counting sort: order within a band is
   * free), with, at every position, the highest score from there on; kept while the index is the
   * same.
   */
  private impactList(term: string): ImpactList {
    const cached = this.impactCache.get(term);
    if (cached && cached.version === this.version) return cached;
    const slots = this.ids.length;
    const F = this.fields.size;
    if (this.acc.length < this.alive.length * F) this.acc = new Float64Array(this.alive.length * F);
    const acc = this.acc;
    const seen = this.seen;
    const alive = this.alive;
    const found: number[] = [];
    [...this.fields.values()].forEach((field, fi) => {
      const p = field.postings.get(term);
      if (!p) return;
      const df = this.liveDocFreq(p.docs);
      if (df === 0) return;
      const w = field.boost * idf(field.docCount, df);
      const norms = field.normsFor(slots);
      const { docs, tfs } = p;
      for (let i = 0; i < docs.length; i++) {
        const d = docs[i];
        if (!alive[d]) continue;
        const tf = tfs[i];
        acc[d * F + fi] += (w * tf) / (tf + norms[d]);
        if (seen[d] === 0) {
          seen[d] = 1;
          found.push(d);
        }
      }
    });
    const n = found.length;
    const value = new Float64Array(n);
    let top = 0;
    for (let j = 0; j < n; j++) {
      seen[found[j]] = 0;
      value[j] = takeBestFields(acc, found[j] * F, F, this.tieBreaker);
      if (value[j] > top) top = value[j];
    }
    const { docs, vals, exact } = banded(found, value, top);
    if (this.impactCache.size >= 512) this.impactCache.clear();
    const list = { version: this.version, docs, vals, exact };
    this.impactCache.set(term, list);
    return list;
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

/**
 * Documents in impact order: `docs` highest first in 1,024 bands (a counting sort: order within a
 * band is free), `vals` at each position the highest impact from there on, `exact` each one's own.
 */
interface ImpactList {
  docs: Int32Array;
  vals: Float64Array;
  exact: Float64Array;
}

function banded(found: ArrayLike<number>, value: Float64Array, top: number): ImpactList {
  const BANDS = 1024;
  const n = found.length;
  const band = new Int32Array(n);
  const starts = new Int32Array(BANDS + 1);
  const bandMax = new Float64Array(BANDS);
  for (let j = 0; j < n; j++) {
    const b = top > 0 ? BANDS - 1 - Math.min(BANDS - 1, Math.floor((value[j] / top) * BANDS)) : 0;
    band[j] = b;
    starts[b + 1]++;
    if (value[j] > bandMax[b]) bandMax[b] = value[j];
  }
  for (let b = 0; b < BANDS; b++) starts[b + 1] += starts[b];
  const docs = new Int32Array(n);
  const vals = new Float64Array(n);
  const exact = new Float64Array(n);
  for (let j = 0; j < n; j++) {
    const at = starts[band[j]]++;
    docs[at] = found[j];
    vals[at] = bandMax[band[j]];
    exact[at] = value[j];
  }
  return { docs, vals, exact };
}

/**
 * Best-fields with a tie breaker over one document's per-field scores at values[base .. base + F):
 * the best field plus `tie` times the others. Clears what it read (the scratch is reused).
 */
function takeBestFields(values: Float64Array, base: number, F: number, tie: number): number {
  let best = 0;
  let sum = 0;
  for (let fi = 0; fi < F; fi++) {
    const x = values[base + fi];
    if (x > best) best = x;
    sum += x;
    values[base + fi] = 0;
  }
  return best + tie * (sum - best);
}

function countBits(bits: Uint32Array): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) if (bits[w]) n += popcount(bits[w]);
  return n;
}

function forEachBit(bits: Uint32Array, visit: (d: number) => void) {
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w];
    while (x) {
      const low = x & -x;
      visit(w * 32 + 31 - Math.clz32(low));
      x ^= low;
    }
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

  get count(): number {
    return this.scores.length;
  }

  /** The lowest score on a full page (a score below it cannot enter); -Infinity while not full. */
  get floor(): number {
    return this.scores.length < this.k || this.k === 0 ? -Infinity : this.scores[0];
  }

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
    const score = this.scores[i];
    this.scores[i] = this.scores[j];
    this.scores[j] = score;
    const slot = this.slots[i];
    this.slots[i] = this.slots[j];
    this.slots[j] = slot;
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
