// Text-to-image providers: a port, and its adapter for the OpenAI-compatible images API
// (POST {base}/v1/images/generations), which hosted services and self-hosted servers (LocalAI and
// others) speak. The adapter turns every way a provider fails into a ProviderFailure of a kind the
// service can explain (and refund): no answer in time, busy (429 with Retry-After), a refusal by
// its content policy, a failure, or an answer that is not an image.
import sharp from 'sharp';
import { sniffImageType } from '@dm/platform';

export interface GeneratedImage { bytes: Buffer; ext: 'png' | 'jpg' | 'webp'; width: number; height: number }

export interface ImageProvider {
  readonly model: string;
  generate(prompt: string): Promise<GeneratedImage>;
}

export type FailureKind = 'timeout' | 'rate_limited' | 'refused' | 'failed' | 'malformed';

export class ProviderFailure extends Error {
  constructor(readonly kind: FailureKind, message: string, readonly retryAfterSeconds?: number) {
    super(message);
    this.name = 'ProviderFailure';
  }
}

export interface OpenAiImagesSettings {
  /** The API's base: `https://api.example.com` or `https://api.example.com/v1`. */
  url: string;
  key?: string;
  model: string;
  size: string;
  timeoutMs: number;
}

/** The biggest image accepted from a provider. */
const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

/** Seconds to wait from a Retry-After header (seconds or an HTTP date); 30 when it says nothing usable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (!header) return 30;
  const n = Number(header);
  if (Number.isFinite(n) && n >= 0) return Math.min(3600, Math.ceil(n));
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.min(3600, Math.max(1, Math.ceil((at - now) / 1000))) : 30;
}

export class OpenAiCompatibleImages implements ImageProvider {
  readonly model: string;
  readonly #endpoint: string;

  constructor(private readonly settings: OpenAiImagesSettings, private readonly fetchImpl: typeof fetch = fetch) {
    this.model = settings.model;
    const base = settings.url.replace(/\/+$/, '');
    this.#endpoint = `${/\/v1$/.test(base) ? base : `${base}/v1`}/images/generations`;
  }

  async generate(prompt: string): Promise<GeneratedImage> {
    const signal = AbortSignal.timeout(this.settings.timeoutMs);
    let res: Response;
    try {
      res = await this.fetchImpl(this.#endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(this.settings.key ? { authorization: `Bearer ${this.settings.key}` } : {}) },
        body: JSON.stringify({ model: this.model, prompt, n: 1, size: this.settings.size, response_format: 'b64_json' }),
        signal,
      });
    } catch (err) {
      throw this.#transportFailure(err, signal);
    }
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      throw this.#transportFailure(err, signal);
    }
    if (res.status === 429) throw new ProviderFailure('rate_limited', 'the provider is busy (429)', retryAfterSeconds(res.headers.get('retry-after')));
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ProviderFailure(res.ok ? 'malformed' : 'failed', `the provider answered ${res.status} with a body that is not JSON`);
    }
    if (!res.ok) {
      const error = (body as { error?: { code?: string; type?: string; message?: string } })?.error;
      const said = `${error?.code ?? ''} ${error?.type ?? ''} ${error?.message ?? ''}`.toLowerCase();
      if (res.status === 400 && /content_policy|content policy|safety|moderation/.test(said)) throw new ProviderFailure('refused', `refused: ${error?.message ?? error?.code}`);
      throw new ProviderFailure('failed', `the provider answered ${res.status}${error?.message ? `: ${error.message}` : ''}`);
    }
    const first = (body as { data?: { b64_json?: unknown; url?: unknown }[] })?.data?.[0];
    let bytes: Buffer;
    if (typeof first?.b64_json === 'string' && first.b64_json.length > 0) bytes = Buffer.from(first.b64_json, 'base64');
    else if (typeof first?.url === 'string' && /^https?:\/\//.test(first.url)) bytes = await this.#download(first.url, signal);
    else throw new ProviderFailure('malformed', 'the answer holds no image (data[0].b64_json or data[0].url)');
    return describeImage(bytes);
  }

  /** The image a provider links to, fetched once and kept by us (never hot-linked). */
  async #download(url: string, signal: AbortSignal): Promise<Buffer> {
    try {
      const res = await this.fetchImpl(url, { signal });
      if (!res.ok) throw new ProviderFailure('failed', `the image link answered ${res.status}`);
      const buf = Buffer.from(await res.arrayBuffer());
      if (buf.length > MAX_IMAGE_BYTES) throw new ProviderFailure('malformed', 'the image is larger than 25 MB');
      return buf;
    } catch (err) {
      if (err instanceof ProviderFailure) throw err;
      throw this.#transportFailure(err, signal);
    }
  }

  #transportFailure(err: unknown, signal: AbortSignal): ProviderFailure {
    if (signal.aborted || (err as { name?: string })?.name === 'TimeoutError') return new ProviderFailure('timeout', `no answer within ${this.settings.timeoutMs} ms`);
    return new ProviderFailure('failed', `the provider could not be reached: ${(err as Error)?.message ?? err}`);
  }
}

/** The bytes checked to be an image (png, jpeg or webp by their magic bytes) and measured. */
export async function describeImage(bytes: Buffer): Promise<GeneratedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new ProviderFailure('malformed', 'the image is larger than 25 MB');
  const ext = sniffImageType(bytes);
  if (!ext) throw new ProviderFailure('malformed', 'the answer is not a png, jpeg or webp image');
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    return { bytes, ext, width: meta.width, height: meta.height };
  } catch {
    throw new ProviderFailure('malformed', 'the image could not be read');
  }
}

/** IMAGE_API_URL (with IMAGE_API_KEY, IMAGE_MODEL, IMAGE_SIZE, IMAGE_API_TIMEOUT_MS), or null: no provider is the embedded default. */
export function imageProviderFrom(env: Record<string, string | undefined>): ImageProvider | null {
  const url = env.IMAGE_API_URL?.trim();
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new Error(`IMAGE_API_URL must be an http(s) URL, not '${url}'`);
  const timeoutMs = Number(env.IMAGE_API_TIMEOUT_MS ?? 60_000);
  return new OpenAiCompatibleImages({
    url,
    key: env.IMAGE_API_KEY?.trim() || undefined,
    model: env.IMAGE_MODEL?.trim() || 'dall-e-2',
    size: env.IMAGE_SIZE?.trim() || '1024x1024',
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : 60_000,
  });
}
