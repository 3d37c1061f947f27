import { createServer, type IncomingMessage, type Server } from 'node:http';
import { SearchIndex, type SearchSchema } from '@dm/platform';

/**
 * No Elasticsearch runs here, so this stands in for one: a local HTTP server that answers like
 * Elasticsearch of one major version (9 by default, the one docker-compose.yml ships) and records
 * what the official client sends. It behaves as that server does where our adapter depends on it:
 * a client asking for a newer `compatible-with` than the server's major is refused (an 8.x server
 * refuses the 9.x client); indexes, aliases and alias moves; bulk index and delete (a delete of a
 * missing document is a 404 item, not an error); from + size over 10,000 is refused; and searches
 * are answered over the indexed documents, not with canned ids: the text of the query's clauses
 * (exact, bool_prefix, fuzziness) through the same analysis (stemming, the index's synonym rules,
 * typo tolerance) with the filters, by a model of Elasticsearch's scoring (the embedded engine's
 * BM25). So a query the adapter builds wrong finds the wrong templates and the tests fail.
 */
export interface Recorded {
  method: string;
  path: string;
  body: string;
}

interface Index {
  mappings: { properties?: Record<string, { type: string; boost?: number }> };
  settings: { analysis?: { filter?: Record<string, { type: string; synonyms?: string[] }> } };
  engine: SearchIndex;
  docs: Map<string, Record<string, unknown>>;
  synonyms: Map<string, string[]>;
}

const MAX_RESULT_WINDOW = 10_000;

export function fakeElasticsearch(options: { major?: number } = {}) {
  const major = options.major ?? 9;
  const requests: Recorded[] = [];
  const indexes = new Map<string, Index>();
  const aliases = new Map<string, string>();
  const resolve = (name: string) => aliases.get(name) ?? name;

  function makeIndex(body: { mappings?: Index['mappings']; settings?: Index['settings'] }): Index {
    const props = body.mappings?.properties ?? {};
    const schema: SearchSchema = {
      fields: Object.entries(props).filter(([, p]) => p.type === 'text').map(([name]) => ({ name, boost: name === 'keywords' ? 3 : 1 })),
      filters: Object.entries(props).filter(([, p]) => p.type !== 'text').map(([name]) => name),
      tieBreaker: 0.3,
    };
    const synonyms = new Map<string, string[]>();
    for (const f of Object.values(body.settings?.analysis?.filter ?? {})) {
      if (f.type !== 'synonym_graph' && f.type !== 'synonym') continue;
      for (const rule of f.synonyms ?? []) {
        const [from, to] = rule.split('=>').map((x) => x.trim());
        if (to) synonyms.set(from, to.split(',').map((x) => x.trim()).filter((x) => x !== from));
      }
    }
    return { mappings: body.mappings ?? {}, settings: body.settings ?? {}, engine: new SearchIndex(schema), docs: new Map(), synonyms };
  }

  function put(index: Index, id: string, source: Record<string, unknown>) {
    index.docs.set(id, source);
    const text: Record<string, string | string[]> = {};
    const filters: Record<string, string | boolean | string[]> = {};
    for (const f of index.engine.schema.fields) text[f.name] = source[f.name] as string | string[];
    for (const f of index.engine.schema.filters) filters[f] = source[f] as string | boolean | string[];
    index.engine.upsert({ id, text, filters });
  }

  /** The search body as our adapter writes it: its clauses' text, whether prefix and fuzzy clauses are there, the filters. */
  function search(index: Index, body: Record<string, any>) {
    const from = body.from ?? 0;
    const size = body.size ?? 10;
    const clauses: Record<string, any>[] = [];
    const walk = (q: any) => {
      if (!q || typeof q !== 'object') return;
      if (q.multi_match) clauses.push(q.multi_match);
      for (const v of Object.values(q)) {
        if (Array.isArray(v)) v.forEach(walk);
        else if (typeof v === 'object') walk(v);
      }
    };
    walk(body.query?.bool?.must);
    const text: string = clauses[0]?.query ?? '';
    const filters: Record<string, any> = {};
    for (const f of body.query?.bool?.filter ?? []) {
      if (f.term) Object.assign(filters, f.term);
      if (f.terms) Object.assign(filters, f.terms);
    }
    const result = index.engine.search({
      text, filters, from, size,
      prefix: clauses.some((c) => c.type === 'bool_prefix'),
      fuzzy: clauses.some((c) => c.fuzziness !== undefined),
      synonyms: (w) => index.synonyms.get(w),
    });
    return { took: 1, timed_out: false, hits: { total: { value: result.total, relation: 'eq' }, max_score: result.hits[0]?.score ?? null, hits: result.hits.map((h) => ({ _index: resolve(body.index ?? ''), _id: h.id, _score: h.score })) } };
  }

  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push({ method: req.method ?? '', path: url.pathname + url.search, body });
    res.setHeader('x-elastic-product', 'Elasticsearch');
    res.setHeader('content-type', `application/vnd.elasticsearch+json;compatible-with=${major}`);
    const send = (status: number, json: unknown) => {
      res.statusCode = status;
      res.end(JSON.stringify(json));
    };
    // a client asking for a newer REST compatibility than this server's major is refused, as Elasticsearch does
    for (const h of [req.headers.accept, req.headers['content-type']]) {
      const asked = /compatible-with=(\d+)/.exec(String(h ?? ''))?.[1];
      if (asked && Number(asked) > major) {
        return send(400, { error: { type: 'media_type_header_exception', reason: `Invalid media-type value on headers [Accept, Content-Type]: compatible-with=${asked} is not supported by ${major}.x` }, status: 400 });
      }
    }
    const parts = url.pathname.split('/').filter(Boolean);
    const json = body ? (() => { try { return JSON.parse(body); } catch { return {}; } })() : {};
    if (url.pathname === '/_cluster/health') return send(200, { status: 'green' });
    if (req.method === 'HEAD' && parts.length === 1) return send(indexes.has(parts[0]) || aliases.has(parts[0]) ? 200 : 404, {});
    if (req.method === 'PUT' && parts.length === 1) {
      if (indexes.has(parts[0])) return send(400, { error: { type: 'resource_already_exists_exception' }, status: 400 });
      indexes.set(parts[0], makeIndex(json));
      return send(200, { acknowledged: true, shards_acknowledged: true, index: parts[0] });
    }
    if (req.method === 'DELETE' && parts.length === 1) {
      if (!indexes.delete(parts[0])) return send(404, { error: { type: 'index_not_found_exception' }, status: 404 });
      for (const [a, i] of aliases) if (i === parts[0]) aliases.delete(a);
      return send(200, { acknowledged: true });
    }
    if (req.method === 'GET' && parts[0] === '_alias' && parts[1]) {
      const target = aliases.get(parts[1]);
      return target ? send(200, { [target]: { aliases: { [parts[1]]: {} } } }) : send(404, { error: `alias [${parts[1]}] missing`, status: 404 });
    }
    if (req.method === 'POST' && url.pathname === '/_aliases') {
      for (const a of json.actions ?? []) {
        if (a.remove) aliases.delete(a.remove.alias);
        if (a.add) {
          if (!indexes.has(a.add.index)) return send(404, { error: { type: 'index_not_found_exception' }, status: 404 });
          aliases.set(a.add.alias, a.add.index);
        }
      }
      return send(200, { acknowledged: true });
    }
    if (url.pathname === '/_bulk') {
      const lines = body.trim().split('\n').map((l) => JSON.parse(l));
      const items: unknown[] = [];
      let errors = false;
      for (let i = 0; i < lines.length; i++) {
        const l = lines[i];
        if (l.index) {
          const index = indexes.get(resolve(l.index._index));
          if (!index) {
            errors = true;
            items.push({ index: { _id: l.index._id, status: 404, error: { type: 'index_not_found_exception', reason: `no such index [${l.index._index}]` } } });
          } else {
            put(index, l.index._id, lines[i + 1]);
            items.push({ index: { _id: l.index._id, status: 201, result: 'created' } });
          }
          i++;
        } else if (l.delete) {
          const index = indexes.get(resolve(l.delete._index));
          const had = !!index?.docs.delete(l.delete._id);
          if (had) index!.engine.remove(l.delete._id);
          items.push({ delete: { _id: l.delete._id, status: had ? 200 : 404, result: had ? 'deleted' : 'not_found' } });
        }
      }
      return send(200, { took: 1, errors, items });
    }
    if (parts[1] === '_search') {
      const index = indexes.get(resolve(parts[0]));
      if (!index) return send(404, { error: { type: 'index_not_found_exception', reason: `no such index [${parts[0]}]` }, status: 404 });
      if ((json.from ?? 0) + (json.size ?? 10) > MAX_RESULT_WINDOW) {
        return send(400, { error: { type: 'search_phase_execution_exception', reason: `Result window is too large, from + size must be less than or equal to: [${MAX_RESULT_WINDOW}]` }, status: 400 });
      }
      return send(200, search(index, { ...json, index: parts[0] }));
    }
    send(404, { error: 'unexpected', status: 404 });
  });
  return { server, requests, indexes, aliases };
}
