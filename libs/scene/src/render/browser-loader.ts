// The browser's asset loader: images through <img> (remote http images through the app's
// image proxy, so canvases stay readable), text through fetch. The server uses the loader in
// '@dm/scene/node' over the blob store instead.
import type { AssetLoader } from './assets.js';
import type { ImageLike } from './canvas-types.js';

export interface BrowserLoaderOptions {
  /** Path of the image proxy for foreign http(s) images; default '/api/image_proxy'. */
  imageProxy?: string;
  /** Origin considered local (no proxy); default location.origin. */
  origin?: string;
}

/** Where the browser fetches a src: data/blob/same-origin as is, foreign http(s) via the proxy. */
export function resolveAssetUrl(src: string, opts: BrowserLoaderOptions = {}): string {
  if (!/^https?:\/\//i.test(src)) return src;
  const origin = opts.origin ?? (globalThis as { location?: { origin: string } }).location?.origin;
  if (origin && src.startsWith(origin + '/')) return src;
  return `${opts.imageProxy ?? '/api/image_proxy'}?src=${encodeURIComponent(src)}`;
}

interface HtmlImage {
  crossOrigin: string | null;
  decoding: string;
  src: string;
  width: number;
  height: number;
  naturalWidth: number;
  onload: (() => void) | null;
  onerror: ((e: unknown) => void) | null;
  decode?: () => Promise<void>;
}

export function browserAssetLoader(opts: BrowserLoaderOptions = {}): AssetLoader {
  const g = globalThis as unknown as { Image: new () => HtmlImage; fetch: typeof fetch };
  return {
    async loadImage(src) {
      const img = new g.Image();
      img.crossOrigin = 'anonymous';
      img.decoding = 'async';
      await new Promise<void>((ok, fail) => {
        img.onload = () => ok();
        img.onerror = () => fail(new Error(`image failed to load: ${src.slice(0, 80)}`));
        img.src = resolveAssetUrl(src, opts);
      });
      if (img.decode) await img.decode().catch(() => undefined);
      return img as unknown as ImageLike;
    },
    async loadText(src) {
      const res = await g.fetch(resolveAssetUrl(src, opts));
      if (!res.ok) throw new Error(`${res.status} for ${src.slice(0, 80)}`);
      return res.text();
    },
  };
}
