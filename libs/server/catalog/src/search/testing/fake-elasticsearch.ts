import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * No Elasticsearch runs here, so this stands in for one: a local HTTP server that answers like
 * Elasticsearch 9 and records what the official client sends (index mappings, bulk bodies, the
 * query). It checks the wire, not Elasticsearch's scoring: a search answers the first ids bulk-indexed.
 */
export interface Recorded {
  method: string;
  path: string;
  body: string;
}

export function fakeElasticsearch() {
  const requests: Recorded[] = [];
  const existing = new Set<string>();
  const indexed = new Map<string, string[]>();
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push({ method: req.method ?? '', path: url.pathname + url.search, body });
    res.setHeader('x-elastic-product', 'Elasticsearch');
    res.setHeader('content-type', 'application/vnd.elasticsearch+json;compatible-with=9');
    const send = (status: number, json: unknown) => {
      res.statusCode = status;
      res.end(JSON.stringify(json));
    };
    const index = url.pathname.split('/')[1];
    if (req.method === 'HEAD') return send(existing.has(index) ? 200 : 404, {});
    if (req.method === 'PUT') {
      existing.add(index);
      return send(200, { acknowledged: true, shards_acknowledged: true, index });
    }
    if (url.pathname === '/_bulk') {
      const lines = body.trim().split('\n').map((l) => JSON.parse(l));
      for (const l of lines) if (l.index) indexed.set(l.index._index, [...(indexed.get(l.index._index) ?? []), l.index._id]);
      const items = lines.filter((l) => l.index || l.delete).map((l) => (l.index ? { index: { _id: l.index._id, status: 201 } } : { delete: { _id: l.delete._id, status: 200 } }));
      return send(200, { took: 1, errors: false, items });
    }
    if (url.pathname === '/_cluster/health') return send(200, { status: 'green' });
    if (url.pathname.endsWith('/_search')) {
      const ids = indexed.get(index)?.slice(0, 2) ?? ['a', 'b'];
      return send(200, { took: 1, timed_out: false, hits: { total: { value: ids.length, relation: 'eq' }, max_score: 3.5, hits: ids.map((id, i) => ({ _index: index, _id: id, _score: i ? 1.25 : 3.5 })) } });
    }
    send(404, { error: 'unexpected' });
  });
  return { server, requests };
}

