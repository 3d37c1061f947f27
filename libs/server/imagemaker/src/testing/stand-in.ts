// A local stand-in for an OpenAI-compatible images API (POST /v1/images/generations) for tests:
// real PNGs (a gradient in a colour taken from the prompt, with a circle), and each way a
// provider fails, chosen by a word in the prompt: 'slowpoke' never answers in time, 'busy' is a
// 429 with Retry-After: 7, 'explode' a 500, 'forbidden' a content-policy refusal (400), 'garbled'
// an answer that is not JSON, 'empty' JSON without an image, 'notimage' base64 that is not an image,
// 'linked' a url to the image instead of base64. It checks the bearer key when given one.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface StandIn {
  url: string;
  /** Every request's body, in order. */
  requests: { prompt: string; model: string; size: string; authorization?: string }[];
  close(): Promise<void>;
}

export async function pngFor(prompt: string, size = 256): Promise<Buffer> {
  const h = createHash('sha256').update(prompt).digest();
  const [r, g, b] = [h[0], h[1], h[2]];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`
    + `<stop offset="0" stop-color="rgb(${r},${g},${b})"/><stop offset="1" stop-color="rgb(${255 - r},${255 - g},${255 - b})"/></linearGradient></defs>`
    + `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${size / 2}" cy="${size / 2}" r="${size / 4}" fill="rgba(255,255,255,0.6)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function startImageStandIn(options: { key?: string; size?: number; slowMs?: number } = {}): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  const images = new Map<string, Buffer>();
  const hanging = new Set<ServerResponse>();
  const send = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body);
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && req.url?.startsWith('/files/')) {
      const png = images.get(req.url.slice('/files/'.length));
      if (!png) return send(res, 404, '{}');
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(png);
    }
    if (req.method !== 'POST' || req.url !== '/v1/images/generations') return send(res, 404, JSON.stringify({ error: { message: 'not found' } }));
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void (async () => {
      let body: { prompt?: string; model?: string; size?: string; n?: number };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString());
      } catch {
        return send(res, 400, JSON.stringify({ error: { message: 'invalid JSON' } }));
      }
      requests.push({ prompt: body.prompt ?? '', model: body.model ?? '', size: body.size ?? '', authorization: req.headers.authorization });
      if (options.key && req.headers.authorization !== `Bearer ${options.key}`) return send(res, 401, JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }));
      const prompt = body.prompt ?? '';
      if (!prompt) return send(res, 400, JSON.stringify({ error: { message: 'prompt is required' } }));
      if (/slowpoke/.test(prompt)) { hanging.add(res); return; }
      if (/busy/.test(prompt)) return send(res, 429, JSON.stringify({ error: { message: 'Rate limit reached', type: 'rate_limit_error' } }), { 'retry-after': '7' });
      if (/explode/.test(prompt)) return send(res, 500, JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
      if (/forbidden/.test(prompt)) return send(res, 400, JSON.stringify({ error: { code: 'content_policy_violation', message: 'Your request was rejected as a result of our safety system.' } }));
      if (/garbled/.test(prompt)) return send(res, 200, '{"created": 1, "data": [{"b64_json": ');
      if (/empty/.test(prompt)) return send(res, 200, JSON.stringify({ created: 1, data: [] }));
      if (/notimage/.test(prompt)) return send(res, 200, JSON.stringify({ created: 1, data: [{ b64_json: Buffer.from('<html>no</html>').toString('base64') }] }));
      if (options.slowMs) await new Promise((ok) => setTimeout(ok, options.slowMs));
      const png = await pngFor(prompt, options.size ?? 256);
      if (/linked/.test(prompt)) {
        const name = `${createHash('sha1').update(prompt).digest('hex')}.png`;
        images.set(name, png);
        const { port } = server.address() as AddressInfo;
        return send(res, 200, JSON.stringify({ created: 1, data: [{ url: `http://127.0.0.1:${port}/files/${name}` }] }));
      }
      return send(res, 200, JSON.stringify({ created: Math.floor(Date.now() / 1000), data: [{ b64_json: png.toString('base64'), revised_prompt: prompt }] }));
    })());
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((ok) => {
      for (const r of hanging) r.destroy();
      server.closeAllConnections?.();
      server.close(() => ok());
    }),
  };
}
