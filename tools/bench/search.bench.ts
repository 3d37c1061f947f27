// Template search latency: the embedded engine (plain, and as the product queries: last word as a
// prefix, typo tolerance as fuzziness AUTO, short forms) against PostgreSQL full-text search
// (weighted tsvector, GIN, ts_rank_cd) and MiniSearch with fuzzy matching (the same AUTO rule) on
// the same synthetic corpus; 2-word queries (a third of them with a typo), 50 results.
// PostgreSQL: DATABASE_URL, else the local server at 127.0.0.1:5432/test, else skipped.
import pg from 'pg';
import MiniSearch from 'minisearch';
import { autoFuzziness, SYNONYMS } from '../../libs/contracts/src/search-text.js';
import { SearchIndex } from '../../libs/server/platform/src/search/embedded/search-index.js';
import { corpus, queries } from './search-corpus.js';

/** A typo in every third query: two letters swapped in its first long word (what people do most). */
const withTypos = (qs: string[]) => qs.map((q, i) => (i % 3 ? q : q.replace(/\b(\w)(\w)(\w)(\w+)/, '$1$3$2$4')));

const SIZES = (process.env.SEARCH_BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const QUERIES = 400;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const f = (ms: number) => ms.toFixed(2).padStart(8);

async function pgClient(): Promise<pg.Client | null> {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
  try {
    await c.connect();
    return c;
  } catch {
    return null;
  }
}

const rows: string[] = [];
const client = await pgClient();
const schema = `search_bench_${process.pid}`;
if (client) await client.query(`CREATE SCHEMA ${schema}; SET search_path = ${schema}`);

for (const size of SIZES) {
  const docs = corpus(size);
  const qs = withTypos(queries(QUERIES));
  // embedded
  let t0 = performance.now();
  const index = new SearchIndex({
    fields: [{ name: 'categories.name' }, { name: 'keywords', boost: 3 }, { name: 'name' }, { name: 'design_text' }],
    filters: ['active', 'category'],
  });
  for (const d of docs) index.upsert(d);
  const buildMs = performance.now() - t0;
  for (const q of qs.slice(0, 50)) index.search({ text: q, size: 50, filters: { active: true } });
  const lat: number[] = [];
  for (const q of qs) {
    t0 = performance.now();
    index.search({ text: q, size: 50, filters: { active: true } });
    lat.push(performance.now() - t0);
  }
  rows.push(`${String(size).padStart(7)} | embedded (BM25 best-fields, OR)     | ${f(pct(lat, 50))} | ${f(pct(lat, 99))} | ${f(buildMs)}`);
  // as the product queries: prefix, typo tolerance, short forms (target p99 <= 5 ms at 100,000)
  const synonyms = (w: string) => SYNONYMS[w];
  for (const q of qs.slice(0, 50)) index.search({ text: q, size: 50, filters: { active: true }, prefix: true, fuzzy: true, synonyms });
  const fz: number[] = [];
  for (const q of qs) {
    t0 = performance.now();
    index.search({ text: q, size: 50, filters: { active: true }, prefix: true, fuzzy: true, synonyms });
    fz.push(performance.now() - t0);
  }
  rows.push(`${String(size).padStart(7)} | embedded, typo tolerance AUTO + prefix | ${f(pct(fz, 50))} | ${f(pct(fz, 99))} | ${f(buildMs)}`);
  const embP50 = pct(fz, 50);
  // MiniSearch, fuzzy with the same AUTO rule, prefix, keywords x3
  t0 = performance.now();
  const mini = new MiniSearch<{ id: string; name: string; keywords: string; category: string; design_text: string; active: boolean }>({
    fields: ['category', 'keywords', 'name', 'design_text'],
    searchOptions: { boost: { keywords: 3 }, prefix: true, fuzzy: (term) => autoFuzziness(term), maxFuzzy: 2 },
  });
  mini.addAll(docs.map((d) => ({ id: d.id, name: String(d.text.name), keywords: String(d.text.keywords), category: String(d.text['categories.name']), design_text: String(d.text.design_text), active: !!d.filters!.active })));
  const miniBuild = performance.now() - t0;
  const active = new Set(docs.filter((d) => d.filters!.active).map((d) => d.id));
  const ml: number[] = [];
  for (const q of qs) {
    t0 = performance.now();
    mini.search(q, { filter: (r) => active.has(String(r.id)) }).slice(0, 50);
    ml.push(performance.now() - t0);
  }
  rows.push(`${String(size).padStart(7)} | MiniSearch (fuzzy AUTO, prefix)     | ${f(pct(ml, 50))} | ${f(pct(ml, 99))} | ${f(miniBuild)}   ratio p50 ${(pct(ml, 50) / embP50).toFixed(1)}x`);

  if (client) {
    await client.query(`DROP TABLE IF EXISTS templates; CREATE TABLE templates (id int PRIMARY KEY, active boolean, name text, keywords text, category text, design_text text, tsv tsvector)`);
    t0 = performance.now();
    for (let i = 0; i < docs.length; i += 5000) {
      const chunk = docs.slice(i, i + 5000);
      await client.query(
        `INSERT INTO templates (id, active, name, keywords, category, design_text)
         SELECT * FROM unnest($1::int[], $2::bool[], $3::text[], $4::text[], $5::text[], $6::text[])`,
        [chunk.map((d) => Number(d.id)), chunk.map((d) => d.filters!.active), chunk.map((d) => d.text.name), chunk.map((d) => d.text.keywords), chunk.map((d) => d.text['categories.name']), chunk.map((d) => d.text.design_text)],
      );
    }
    await client.query(`UPDATE templates SET tsv = setweight(to_tsvector('simple', keywords), 'A') || setweight(to_tsvector('simple', name), 'B') || setweight(to_tsvector('simple', category), 'B') || setweight(to_tsvector('simple', design_text), 'C')`);
    await client.query(`CREATE INDEX templates_tsv ON templates USING gin (tsv); ANALYZE templates`);
    const pgBuild = performance.now() - t0;
    for (const [label, op] of [['AND', '&'], ['OR', '|']] as const) {
      const pl: number[] = [];
      for (const q of qs) {
        const tsq = q.split(' ').join(` ${op} `);
        t0 = performance.now();
        await client.query(`SELECT id FROM templates, to_tsquery('simple', $1) q WHERE active AND tsv @@ q ORDER BY ts_rank_cd(tsv, q) DESC LIMIT 50`, [tsq]);
        pl.push(performance.now() - t0);
      }
      rows.push(`${String(size).padStart(7)} | PostgreSQL FTS (ts_rank_cd, ${label})${label === 'OR' ? ' ' : ''}     | ${f(pct(pl, 50))} | ${f(pct(pl, 99))} | ${f(pgBuild)}   ratio p50 ${(pct(pl, 50) / embP50).toFixed(1)}x`);
    }
  }
}
if (client) {
  await client.query(`DROP SCHEMA ${schema} CASCADE`);
  await client.end();
}
console.log(`\nTemplate search, ${QUERIES} two-word queries, top 50 (ms; ratio = baseline p50 / embedded p50)`);
console.log(`   docs | engine                              |      p50 |      p99 | build ms`);
console.log(rows.join('\n'));
if (!client) console.log('(PostgreSQL not reachable: baseline skipped)');
