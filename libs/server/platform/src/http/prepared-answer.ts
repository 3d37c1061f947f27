// Answers that are the same for everyone until the data behind them changes (the category tree):
// serialised and compressed once per version, sent with a validator so a browser revalidates
// with If-None-Match and gets 304 with no body.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

export interface PreparedAnswer {
  /** Weak validator (one per content, whatever its encoding). */
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The JSON of `body`, gzip (level 9) and brotli (quality 11) of it, and its validator; compressed off the event loop. */
export async function prepareAnswer(body: unknown): Promise<PreparedAnswer> {
  const identity = Buffer.from(JSON.stringify(body));
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`;
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  return { etag, identity, gzip: gz, br };
}

/** The codings a request accepts, by its Accept-Encoding (a q of 0 refuses one). */
export function acceptedCodings(header: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    out.add(name);
  }
  return out;
}

/** Whether If-None-Match names this validator (weak comparison, or '*'). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/**
 * Sends a prepared answer: 304 to a GET or HEAD whose If-None-Match names it, else the smallest
 * coding the client accepts (br, gzip, none); the browser revalidates every time (no-cache).
 */
export function sendPrepared(req: Request, res: Response, answer: PreparedAnswer): void {
  res.setHeader('ETag', answer.etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if ((req.method === 'GET' || req.method === 'HEAD') && notModified(req.header('if-none-match'), answer.etag)) {
    res.status(304).end();
    return;
  }
  const accepts = acceptedCodings(req.header('accept-encoding'));
  const [coding, body] = accepts.has('br') ? ['br', answer.br] : accepts.has('gzip') ? ['gzip', answer.gzip] : [undefined, answer.identity];
  if (coding) res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(body.length));
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}
