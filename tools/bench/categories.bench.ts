// The dashboard's category tree (category/fetch_all_design_categories, ~120 KB of JSON) under
// load: autocannon, 50 connections, against the built server on the embedded database (SEED=minimal
// has every category). The tree is prepared once per change of the categories (serialised, br and
// gzip) and revalidated with its ETag. Baseline, in the same run: category/get for the same
// design categories, read and serialised on every call (what the tree call did before).
// Needs `npm run build` first (npm run bench does it).
import autocannon from 'autocannon';
import { startBuiltServer } from './browser-harness.js';

const DURATION = Number(process.env.CATEGORIES_BENCH_SECONDS ?? 8);
const server = await startBuiltServer('categories', { SEED: 'minimal', THUMBNAILS: 'off' });

async function load(name: string, opts: { path: string; method: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> }) {
  const url = `${server.baseURL}/api/${opts.path}`;
  const headers = { 'content-type': 'application/json', ...opts.headers };
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  // size of one answer as sent
  const one = await fetch(url, { method: opts.method, headers, body });
  const bytes = Number(one.headers.get('content-length') ?? (await one.arrayBuffer()).byteLength);
  const r = await autocannon({ url, connections: 50, duration: DURATION, method: opts.method, headers, body });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bytes, non2xx: r.non2xx };
}

try {
  const etag = (await fetch(`${server.baseURL}/api/category/fetch_all_design_categories`)).headers.get('etag') ?? '';
  // warm both paths
  await load('warm-up', { path: 'category/get', method: 'POST', body: { type: 'design' } });
  const rows = [
    await load('baseline: category/get (design), read and serialised per call', { path: 'category/get', method: 'POST', body: { type: 'design' }, headers: { 'accept-encoding': 'identity' } }),
    await load('tree, POST as the spec calls it (no compression asked)', { path: 'category/fetch_all_design_categories', method: 'POST', body: {}, headers: { 'accept-encoding': 'identity' } }),
    await load('tree, GET with Accept-Encoding: br, gzip', { path: 'category/fetch_all_design_categories', method: 'GET', headers: { 'accept-encoding': 'br, gzip' } }),
    await load('tree, GET revalidated (If-None-Match: 304)', { path: 'category/fetch_all_design_categories', method: 'GET', headers: { 'accept-encoding': 'br, gzip', 'if-none-match': etag } }),
  ];
  const base = rows[0];
  console.log(`\nCategory tree under autocannon, 50 connections, ${DURATION} s each (embedded database)`);
  console.log('subject                                                          |   req/s | p50 ms | p99 ms |  bytes | ratio (req/s vs baseline)');
  for (const r of rows) {
    console.log(`${r.name.padEnd(64)} | ${r.rps.toFixed(0).padStart(7)} | ${String(r.p50).padStart(6)} | ${String(r.p99).padStart(6)} | ${String(r.bytes).padStart(6)} | ${(r.rps / base.rps).toFixed(1)}x${r.non2xx && !r.name.includes('304') ? ` (${r.non2xx} not 2xx)` : ''}`);
  }
} finally {
  server.stop();
}
