import { analyze, SearchIndex } from '@dm/platform';
import { buildSeedContent } from '../seed/catalog-content.js';
import { SEARCH_SCHEMAS, toSearchDocument } from './catalog-search.schema.js';

/**
 * The template index scores exactly as a plain BM25 best-fields computation over the seed
 * content: Lucene's BM25 (k1 1.2, b 0.75, idf ln(1 + (N - n + 0.5) / (n + 0.5)) with N the
 * documents that have the field), per field, keywords boosted 3, best field + 0.3 x the others.
 */
function referenceScores(docs: { id: string; fields: Record<string, string[]> }[], query: string, boosts: Record<string, number>) {
  const words = [...new Set(analyze(query))];
  const stats = Object.keys(boosts).map((field) => {
    const withField = docs.filter((d) => d.fields[field].length > 0);
    const avg = withField.reduce((s, d) => s + d.fields[field].length, 0) / withField.length;
    const df = new Map(words.map((w) => [w, withField.filter((d) => d.fields[field].includes(w)).length]));
    return { field, n: withField.length, avg, df };
  });
  const scores = new Map<string, number>();
  for (const d of docs) {
    const perField = stats.map(({ field, n, avg, df }) => {
      const terms = d.fields[field];
      let s = 0;
      for (const w of words) {
        const tf = terms.filter((t) => t === w).length;
        if (!tf) continue;
        const idf = Math.log(1 + (n - df.get(w)! + 0.5) / (df.get(w)! + 0.5));
        s += boosts[field] * idf * (tf / (tf + 1.2 * (1 - 0.75 + (0.75 * terms.length) / avg)));
      }
      return s;
    });
    const best = Math.max(...perField);
    const sum = perField.reduce((a, b) => a + b, 0);
    if (sum > 0) scores.set(d.id, best + 0.3 * (sum - best));
  }
  return scores;
}

describe('template scores against a straightforward BM25 best-fields reference', () => {
  const schema = SEARCH_SCHEMAS.design_templates;
  const boosts = Object.fromEntries(schema.fields.map((f) => [f.name, f.boost ?? 1]));
  const index = new SearchIndex(schema);
  const docs: { id: string; fields: Record<string, string[]> }[] = [];

  beforeAll(() => {
    const { entries } = buildSeedContent('full');
    for (const e of entries.filter((x) => x.kind === 'design_template')) {
      const doc = toSearchDocument('design_templates', { _id: e.id, ...e.fields });
      index.upsert(doc);
      docs.push({
        id: e.id,
        fields: Object.fromEntries(Object.keys(boosts).map((f) => {
          const raw = doc.text[f];
          return [f, Array.isArray(raw) ? raw.flatMap((v) => analyze(v)) : analyze(raw as string)];
        })),
      });
    }
  });

  it.each(['wedding invitation', 'summer sale instagram', 'modern resume', 'coffee menu', 'bold poster', 'music festival tickets'])(
    'scores "%s" like the reference for every matching template',
    (query) => {
      const expected = referenceScores(docs, query, boosts);
      const result = index.search({ text: query, size: 1000 });
      expect(result.total).toBe(expected.size);
      for (const hit of result.hits) expect(hit.score).toBeCloseTo(expected.get(hit.id)!, 9);
    },
  );
});
