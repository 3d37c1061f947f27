// The external photo port against a stand-in of each provider's search API over real HTTP: the
// adapters send the provider's own request (path, query, key header) and map its answer; the app
// answers design_resource/search_external_photos from the configured one, and says so when none is.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../../../../apps/api/src/testing/test-app.js';
import { DataSource } from 'typeorm';
import { CatalogSearchService } from './catalog-search.service.js';
import { externalPhotoProvider, PexelsPhotos, UnsplashPhotos } from './external-photos.js';

const seen: IncomingMessage[] = [];
let status = 200;
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const url = new URL(req.url!, 'http://x');
    res.setHeader('content-type', 'application/json');
    if (status !== 200) {
      res.statusCode = status;
      return res.end('{"errors":["Rate Limit Exceeded"]}');
    }
    if (url.pathname === '/search/photos') {
      return res.end(JSON.stringify({
        total: 2, total_pages: 1,
        results: [
          { id: 'u1', width: 4000, height: 3000, urls: { small: 'https://images.example/u1-s.jpg', regular: 'https://images.example/u1-r.jpg' }, user: { name: 'Ana', links: { html: 'https://unsplash.example/@ana' } }, links: { html: 'https://unsplash.example/photos/u1' } },
          { id: 'broken', width: 0, height: 0, urls: {} },
        ],
      }));
    }
    if (url.pathname === '/v1/search') {
      return res.end(JSON.stringify({
        total_results: 1, page: 1,
        photos: [{ id: 77, width: 3000, height: 2000, url: 'https://pexels.example/photo/77', photographer: 'Bo', photographer_url: 'https://pexels.example/@bo', src: { medium: 'https://images.example/p77-m.jpg', large: 'https://images.example/p77-l.jpg' } }],
      }));
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen.length = 0;
  status = 200;
});

describe('external photo providers', () => {
  it('Unsplash: GET /search/photos with a Client-ID key; photos without an image are left out', async () => {
    const page = await new UnsplashPhotos('k-123', base).search('red apple', 2, 10);
    expect(seen[0].url).toBe('/search/photos?query=red+apple&page=2&per_page=10');
    expect(seen[0].headers.authorization).toBe('Client-ID k-123');
    expect(page).toEqual({ total: 2, photos: [{ id: 'u1', provider: 'unsplash', width: 4000, height: 3000, thumb: 'https://images.example/u1-s.jpg', src: 'https://images.example/u1-r.jpg', author: 'Ana', author_url: 'https://unsplash.example/@ana', link: 'https://unsplash.example/photos/u1' }] });
  });

  it('Pexels: GET /v1/search with the key as Authorization', async () => {
    const page = await new PexelsPhotos('px-9', base).search('beach', 1, 20);
    expect(seen[0].url).toBe('/v1/search?query=beach&page=1&per_page=20');
    expect(seen[0].headers.authorization).toBe('px-9');
    expect(page.photos[0]).toMatchObject({ id: '77', provider: 'pexels', src: 'https://images.example/p77-l.jpg', author: 'Bo' });
  });

  it("a provider's failure is a 502-kind error naming it, never its body", async () => {
    status = 429;
    await expect(new UnsplashPhotos('k', base).search('x', 1, 5)).rejects.toMatchObject({ status: 502, message: 'Unsplash photos are not available right now (it answered 429). Try again later.' });
    await expect(new PexelsPhotos('k', 'http://127.0.0.1:1').search('x', 1, 5)).rejects.toMatchObject({ status: 502, message: 'Pexels photos are not available right now. Try again later.' });
  });

  it('is chosen by PHOTO_PROVIDER and refuses a half configuration', () => {
    expect(externalPhotoProvider({})).toBeNull();
    expect(externalPhotoProvider({ PHOTO_PROVIDER: 'pexels', PHOTO_PROVIDER_KEY: 'k' })?.name).toBe('pexels');
    expect(() => externalPhotoProvider({ PHOTO_PROVIDER: 'unsplash' })).toThrow(/PHOTO_PROVIDER_KEY/);
    expect(() => externalPhotoProvider({ PHOTO_PROVIDER: 'flickr', PHOTO_PROVIDER_KEY: 'k' })).toThrow(/unsplash or pexels/);
  });
});

describe('design_resource/search_external_photos', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite', { env: { PHOTO_PROVIDER: 'unsplash', PHOTO_PROVIDER_KEY: 'secret-key', PHOTO_PROVIDER_URL: base } });
  }, 120_000);
  afterAll(() => app?.close());

  it("answers the provider's photos, validates the query, keeps the key to itself, and says when no provider is set up", async () => {
    const res = await app.call('design_resource/search_external_photos', { query: 'apple' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ provider: 'unsplash', total: 2, photos: [{ id: 'u1', src: 'https://images.example/u1-r.jpg' }] });
    expect(JSON.stringify(res.body)).not.toContain('secret-key');
    const empty = await app.call('design_resource/search_external_photos', { query: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/'query'/);
    status = 503;
    const down = await app.call('design_resource/search_external_photos', { query: 'apple' });
    expect(down.status).toBe(502);
    expect(down.body.error).toBe('Unsplash photos are not available right now (it answered 503). Try again later.');
    // with no provider configured the answer says so
    const none = new CatalogSearchService(app.app.get(DataSource), null as never, null);
    expect(await none.externalPhotos({ query: 'apple', page: 1, per_page: 20 })).toEqual({ provider: null, total: 0, photos: [] });
  });
});
