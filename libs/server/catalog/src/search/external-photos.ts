// An external stock-photo provider behind one port, so the Photos tab can search beyond the
// embedded library when an API key is configured: Unsplash (GET /search/photos, 'Client-ID' key)
// or Pexels (GET /v1/search, key as Authorization). PHOTO_PROVIDER, PHOTO_PROVIDER_KEY and
// PHOTO_PROVIDER_URL (the API's base, for a proxy or a test stand-in) in the README.
import { Messages } from '@dm/contracts';
import { UpstreamError } from '@dm/platform';

export interface ExternalPhoto {
  id: string;
  provider: 'unsplash' | 'pexels';
  width: number;
  height: number;
  /** A small preview for the panel. */
  thumb: string;
  /** The image to place (about 1080 px wide, the 'm' size). */
  src: string;
  author: string;
  author_url: string;
  /** The photo's page at the provider (credit link). */
  link: string;
}

export interface ExternalPhotoPage {
  total: number;
  photos: ExternalPhoto[];
}

export interface ExternalPhotoProvider {
  readonly name: 'unsplash' | 'pexels';
  search(query: string, page: number, perPage: number): Promise<ExternalPhotoPage>;
}

const TIMEOUT_MS = 8000;

async function getJson(url: URL, headers: Record<string, string>, provider: string): Promise<any> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch {
    throw new UpstreamError(Messages.photoProviderUnavailable(provider));
  }
  if (!res.ok) throw new UpstreamError(Messages.photoProviderUnavailable(provider, res.status));
  try {
    return await res.json();
  } catch {
    throw new UpstreamError(Messages.photoProviderUnavailable(provider));
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const https = (v: unknown) => (typeof v === 'string' && /^https?:\/\//.test(v) ? v : '');

export class UnsplashPhotos implements ExternalPhotoProvider {
  readonly name = 'unsplash' as const;
  constructor(private readonly key: string, private readonly base = 'https://api.unsplash.com') {}

  async search(query: string, page: number, perPage: number): Promise<ExternalPhotoPage> {
    const url = new URL('/search/photos', this.base);
    url.search = new URLSearchParams({ query, page: String(page), per_page: String(perPage) }).toString();
    const body = await getJson(url, { authorization: `Client-ID ${this.key}`, 'accept-version': 'v1' }, 'Unsplash');
    const results: any[] = Array.isArray(body?.results) ? body.results : [];
    return {
      total: num(body?.total),
      photos: results.map((r) => ({
        id: str(r.id), provider: this.name, width: num(r.width), height: num(r.height),
        thumb: https(r.urls?.small), src: https(r.urls?.regular), author: str(r.user?.name), author_url: https(r.user?.links?.html), link: https(r.links?.html),
      })).filter((p) => p.id && p.src && p.width > 0 && p.height > 0),
    };
  }
}

export class PexelsPhotos implements ExternalPhotoProvider {
  readonly name = 'pexels' as const;
  constructor(private readonly key: string, private readonly base = 'https://api.pexels.com') {}

  async search(query: string, page: number, perPage: number): Promise<ExternalPhotoPage> {
    const url = new URL('/v1/search', this.base);
    url.search = new URLSearchParams({ query, page: String(page), per_page: String(perPage) }).toString();
    const body = await getJson(url, { authorization: this.key }, 'Pexels');
    const results: any[] = Array.isArray(body?.photos) ? body.photos : [];
    return {
      total: num(body?.total_results),
      photos: results.map((r) => ({
        id: String(r.id ?? ''), provider: this.name, width: num(r.width), height: num(r.height),
        thumb: https(r.src?.medium), src: https(r.src?.large), author: str(r.photographer), author_url: https(r.photographer_url), link: https(r.url),
      })).filter((p) => p.id && p.src && p.width > 0 && p.height > 0),
    };
  }
}

/** The configured provider, or null (the embedded default: the library only). */
export function externalPhotoProvider(env: NodeJS.ProcessEnv = process.env): ExternalPhotoProvider | null {
  const name = env.PHOTO_PROVIDER?.trim().toLowerCase();
  const key = env.PHOTO_PROVIDER_KEY?.trim();
  if (!name) return null;
  if (name !== 'unsplash' && name !== 'pexels') throw new Error(`PHOTO_PROVIDER must be unsplash or pexels, got '${env.PHOTO_PROVIDER}'`);
  if (!key) throw new Error(`PHOTO_PROVIDER=${name} needs PHOTO_PROVIDER_KEY`);
  const base = env.PHOTO_PROVIDER_URL?.trim() || undefined;
  return name === 'unsplash' ? new UnsplashPhotos(key, base) : new PexelsPhotos(key, base);
}
