import { analyze } from './analyze.js';
import { SearchIndex, type SearchDocument, type SearchSchema } from './search-index.js';

const schema: SearchSchema = {
  fields: [{ name: 'category' }, { name: 'keywords', boost: 3 }, { name: 'name' }, { name: 'design_text' }],
  filters: ['active', 'category_id'],
  tieBreaker: 0.3,
};

/** Straightforward BM25 best-fields, written from the formulas, to check the engine against. */
function referenceScores(docs: SearchDocument[], text: string): Map<string, number> {
  const words = analyze(text);
  const scores = new Map<string, number>();
  const perField = schema.fields.map((f) => {
    const tokens = docs.map((d) => {
      const raw = d.text[f.name];
      return Array.isArray(raw) ? raw.flatMap((v) => analyze(v)) : analyze(raw as string);
    });
    const withField = tokens.filter((t) => t.length > 0);
    const avg = withField.reduce((s, t) => s + t.length, 0) / (withField.length || 1);
    return { boost: f.boost ?? 1, tokens, docCount: withField.length, avg };
  });
  docs.forEach((doc, i) => {
    const fieldScores = perField.map(({ boost, tokens, docCount, avg }) => {
      let s = 0;
      for (const w of words) {
        const tf = tokens[i].filter((t) => t === w).length;
        if (!tf) continue;
        const df = tokens.filter((t) => t.includes(w)).length;
        const idf = Math.log(1 + (docCount - df + 0.5) / (df + 0.5));
        s += boost * idf * (tf / (tf + 1.2 * (1 - 0.75 + (0.75 * tokens[i].length) / avg)));
      }
      return s;
    });
    const best = Math.max(...fieldScores);
    const sum = fieldScores.reduce((a, b) => a + b, 0);
    if (sum > 0) scores.set(doc.id, best + 0.3 * (sum - best));
  });
  return scores;
}

function rng(seed: number) {
  return () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}
const WORDS = 'business card poster birthday party flyer wedding invitation menu cafe resume modern minimal bold floral summer sale instagram story logo certificate elegant vintage neon travel food fitness music'.split(' ');

function corpus(n: number, seed = 7): SearchDocument[] {
  const r = rng(seed);
  const pick = (k: number) => Array.from({ length: k }, () => WORDS[Math.floor(r() * WORDS.length)]).join(' ');
  return Array.from({ length: n }, (_, i) => ({
    id: `t${i}`,
    text: { category: pick(2), keywords: pick(1 + Math.floor(r() * 4)), name: pick(2 + Math.floor(r() * 3)), design_text: r() < 0.2 ? '' : pick(3 + Math.floor(r() * 12)) },
    filters: { active: r() < 0.9, category_id: [`c${Math.floor(r() * 5)}`] },
  }));
}

describe('embedded search index', () => {
  it('scores exactly like a straightforward BM25 best-fields reference (documents with more of the words first)', () => {
    // setup
    const docs = corpus(400);
    const index = new SearchIndex(schema);
    docs.forEach((d) => index.upsert(d));
    const r = rng(99);
    for (let q = 0; q < 40; q++) {
      const text = `${WORDS[Math.floor(r() * WORDS.length)]} ${WORDS[Math.floor(r() * WORDS.length)]}`;
      // action
      const result = index.search({ text, size: 25 });
      // check
      // documents holding more of the typed words rank first (the engine's tiers), then by score
      const held = (id: string) => {
        const d = docs.find((x) => x.id === id)!;
        const all = new Set(Object.values(d.text).flatMap((v) => (Array.isArray(v) ? v.flatMap((x) => analyze(x)) : analyze(v as string))));
        return analyze(text).filter((w) => all.has(w)).length;
      };
      const expected = [...referenceScores(docs, text)].sort((a, b) => held(b[0]) - held(a[0]) || b[1] - a[1] || Number(a[0].slice(1)) - Number(b[0].slice(1)));
      expect(result.total).toBe(expected.length);
      expect(result.hits.map((h) => h.id)).toEqual(expected.slice(0, 25).map(([id]) => id));
      result.hits.forEach((h, i) => expect(h.score).toBeCloseTo(expected[i][1], 9));
    }
  });

  it('boosts keywords three times over the name', () => {
    const index = new SearchIndex(schema);
    index.upsert({ id: 'by-name', text: { name: 'wedding', keywords: 'floral' } });
    index.upsert({ id: 'by-keyword', text: { name: 'floral', keywords: 'wedding' } });
    expect(index.search({ text: 'wedding' }).hits.map((h) => h.id)).toEqual(['by-keyword', 'by-name']);
  });

  it('applies filters for active and category', () => {
    const docs = corpus(300);
    const index = new SearchIndex(schema);
    docs.forEach((d) => index.upsert(d));
    const res = index.search({ text: 'poster', filters: { active: true, category_id: 'c2' }, size: 1000 });
    const byId = new Map(docs.map((d) => [d.id, d]));
    expect(res.total).toBeGreaterThan(0);
    for (const h of res.hits) {
      expect(byId.get(h.id)!.filters!.active).toBe(true);
      expect(byId.get(h.id)!.filters!.category_id).toEqual(['c2']);
    }
    expect(() => index.search({ text: 'x', filters: { nope: 1 } })).toThrow(/not a filter/);
    // a document added or withdrawn after a query is seen by the next query with the same filters
    index.upsert({ id: 'late', text: { name: 'poster' }, filters: { active: true, category_id: ['c2'] } });
    expect(index.search({ text: 'poster', filters: { active: true, category_id: 'c2' }, size: 1000 }).hits.map((h) => h.id)).toContain('late');
    index.upsert({ id: 'late', text: { name: 'poster' }, filters: { active: false, category_id: ['c2'] } });
    expect(index.search({ text: 'poster', filters: { active: true, category_id: 'c2' }, size: 1000 }).hits.map((h) => h.id)).not.toContain('late');
  });

  it('gives the same answers after updates and deletions as a fresh index of the final documents', () => {
    const docs = corpus(200, 3);
    const live = new SearchIndex(schema);
    docs.forEach((d) => live.upsert(d));
    const changed = corpus(50, 11).map((d, i) => ({ ...d, id: `t${i * 3}` }));
    changed.forEach((d) => live.upsert(d));
    for (let i = 1; i < 200; i += 7) live.remove(`t${i}`);
    const finalDocs = new Map(docs.map((d) => [d.id, d]));
    changed.forEach((d) => finalDocs.set(d.id, d));
    for (let i = 1; i < 200; i += 7) finalDocs.delete(`t${i}`);
    const fresh = new SearchIndex(schema);
    [...finalDocs.values()].forEach((d) => fresh.upsert(d));
    expect(live.size).toBe(fresh.size);
    for (const text of ['poster sale', 'wedding invitation', 'neon music', 'cafe']) {
      const a = live.search({ text, size: 500 });
      const b = fresh.search({ text, size: 500 });
      expect(a.total).toBe(b.total);
      expect(new Map(a.hits.map((h) => [h.id, h.score.toFixed(9)]))).toEqual(new Map(b.hits.map((h) => [h.id, h.score.toFixed(9)])));
    }
  });

  it('matches the last word as a prefix while a person types', () => {
    const index = new SearchIndex(schema);
    index.upsert({ id: 'a', text: { name: 'Business Card' } });
    index.upsert({ id: 'b', text: { name: 'Birthday invitation' } });
    expect(index.search({ text: 'busi', prefix: true }).hits.map((h) => h.id)).toEqual(['a']);
    expect(index.search({ text: 'busi' }).total).toBe(0);
    expect(index.search({ text: 'birthday inv', prefix: true }).hits.map((h) => h.id)).toEqual(['b']);
  });

  it('folds case and accents and pages with from and size', () => {
    const index = new SearchIndex(schema);
    for (let i = 0; i < 30; i++) index.upsert({ id: `m${i}`, text: { name: `Café menu ${i}` } });
    expect(index.search({ text: 'CAFE' }).total).toBe(30);
    const p1 = index.search({ text: 'cafe', from: 0, size: 10 }).hits.map((h) => h.id);
    const p2 = index.search({ text: 'cafe', from: 10, size: 10 }).hits.map((h) => h.id);
    expect(p1).toHaveLength(10);
    expect(p2).toHaveLength(10);
    expect(p1.filter((id) => p2.includes(id))).toEqual([]);
  });
});

describe('search as you type', () => {
  it('ranks a whole-word match above completions of the last word (star: Star before List Start)', () => {
    const index = new SearchIndex(schema);
    for (const [id, name] of [['list-start', 'List Start'], ['align-start', 'Align Start Horizontal'], ['star', 'Star'], ['sparkles', 'Sparkles'], ['star-half', 'Star Half'], ['star-off', 'Star Off'], ['shield-star', 'Shield Star'], ['book-star', 'Book Star'], ['file-star', 'File Star']]) {
      index.upsert({ id, text: { name, keywords: name.toLowerCase() } });
    }
    const ids = index.search({ text: 'star', prefix: true, size: 10 }).hits.map((h) => h.id);
    expect(ids.slice(0, 2).sort()).toEqual(['star', 'star-half']);
    expect(ids).toContain('list-start');
    expect(ids.indexOf('list-start')).toBeGreaterThan(1);
  });
});

describe('the pruned path (large indexes)', () => {
  /** Words with a Zipf distribution (a few in most documents, most in few), some of them look-alikes. */
  function zipfCorpus(n: number, seed: number): SearchDocument[] {
    const r = rng(seed);
    const extra = Array.from({ length: 400 }, (_, i) => `${['ka', 'lo', 'mi', 'ne', 'ru', 'sa'][i % 6]}${['bri', 'dor', 'fel', 'gan'][(i >> 2) % 4]}${i}`);
    const vocab = [...WORDS, 'cards', 'posters', 'birthdays', 'buisness', 'resumes', 'curriculum', 'vitae', 'instagrams', ...extra];
    const cdf: number[] = [];
    let sum = 0;
    for (let i = 0; i < vocab.length; i++) cdf.push((sum += 1 / (i + 1)));
    const word = () => {
      const x = r() * sum;
      return vocab[cdf.findIndex((c) => c >= x)];
    };
    const words = (k: number) => Array.from({ length: k }, word).join(' ');
    return Array.from({ length: n }, (_, i) => ({
      id: `z${i}`,
      text: { category: words(2), keywords: words(1 + Math.floor(r() * 5)), name: words(2 + Math.floor(r() * 3)), design_text: r() < 0.2 ? '' : words(3 + Math.floor(r() * 20)) },
      filters: { active: r() < 0.9, category_id: [`c${Math.floor(r() * 5)}`] },
    }));
  }
  const SYN: Record<string, string[]> = { cv: ['resume', 'curriculum vitae'], ig: ['instagram'], bday: ['birthday'], biz: ['business'] };

  it('answers every query exactly as the exhaustive scoring does: total, order and scores, with typos, completions, short forms, filters, pages and removals', () => {
    // setup: the same documents in an index that always prunes and one that never does
    const docs = zipfCorpus(3000, 11);
    const pruned = new SearchIndex(schema, { pruneFrom: 0, scoreWholeMax: 16 });
    const exhaustive = new SearchIndex(schema, { pruneFrom: Infinity });
    for (const d of docs) {
      pruned.upsert(d);
      exhaustive.upsert(d);
    }
    for (let i = 0; i < 3000; i += 37) {
      pruned.remove(`z${i}`);
      exhaustive.remove(`z${i}`);
    }
    const r = rng(5);
    const pick = () => docs[Math.floor(r() * docs.length)].text.name as string;
    const queries = ['business card', 'buisness', 'bsuiness card', 'cv', 'ig post', 'bday party', 'birthday inv', 'card', 'car', 'posters', 'zzz', 'menu cafe modern bold', 'kabri', 'flyer summer sale neon'];
    for (let i = 0; i < 120; i++) queries.push(pick().split(' ').slice(0, 1 + (i % 3)).join(' '));
    let compared = 0;
    queries.forEach((text, i) => {
      for (const opts of [{ prefix: true, fuzzy: true, synonyms: (w: string) => SYN[w] }, {}, { fuzzy: true }, { prefix: true }]) {
        const query = { text, ...opts, size: [20, 50, 5, 0][i % 4], from: [0, 0, 7, 3][i % 4], filters: i % 3 === 0 ? undefined : i % 3 === 1 ? { active: true } : { active: true, category_id: ['c1', 'c3'] } };
        // action
        const a = pruned.search(query);
        const b = exhaustive.search(query);
        // check
        expect(a.total).toBe(b.total);
        expect(a.hits.map((h) => h.score)).toEqual(b.hits.map((h) => expect.closeTo(h.score, 9)));
        a.hits.forEach((h, j) => {
          if (Math.abs(h.score - b.hits[j].score) > 1e-9 || (j > 0 && Math.abs(h.score - b.hits[j - 1].score) > 1e-9 && j + 1 < b.hits.length && Math.abs(h.score - b.hits[j + 1].score) > 1e-9)) expect(h.id).toBe(b.hits[j].id);
        });
        compared++;
      }
    });
    expect(compared).toBe(queries.length * 4);
  });

  it('takes the pruned path only from its threshold up, and gives the same answer after documents are replaced', () => {
    const docs = zipfCorpus(600, 3);
    const index = new SearchIndex(schema, { pruneFrom: 500 });
    const reference = new SearchIndex(schema, { pruneFrom: Infinity });
    for (const d of docs) {
      index.upsert(d);
      reference.upsert(d);
    }
    const query = { text: 'business card', prefix: true, fuzzy: true, size: 10 };
    expect(index.search(query)).toEqual(reference.search(query));
    // replace a tenth of them with new words; caches of the old index version must not be used
    for (const d of docs.slice(0, 60)) {
      const changed = { ...d, text: { ...d.text, keywords: 'business card business' } };
      index.upsert(changed);
      reference.upsert(changed);
    }
    const a = index.search(query);
    const b = reference.search(query);
    expect(a.total).toBe(b.total);
    expect(a.hits.map((h) => h.id)).toEqual(b.hits.map((h) => h.id));
  });
});
