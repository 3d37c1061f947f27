// @napi-rs/canvas glue: the scratch-canvas factory and an asset loader over a resolver that turns
// a src (blob key, upload path, data: URL) into bytes.
import { readFile } from 'node:fs/promises';
import { type Canvas, createCanvas, Image } from '@napi-rs/canvas';
import type { AssetLoader } from '../render/assets.js';
import type { CanvasFactory, CanvasLike, ImageLike } from '../render/canvas-types.js';

export const nodeCanvasFactory: CanvasFactory = (w, h) => createCanvas(w, h) as unknown as CanvasLike;

export function newCanvas(width: number, height: number): Canvas {
  return createCanvas(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)));
}

/** Bytes for a src; throw when it does not exist. */
export type ByteResolver = (src: string) => Promise<Uint8Array>;

export function dataUrlBytes(src: string): Uint8Array {
  const comma = src.indexOf(',');
  const meta = src.slice(5, comma);
  const body = src.slice(comma + 1);
  return meta.endsWith(';base64') ? Buffer.from(body, 'base64') : Buffer.from(decodeURIComponent(body), 'utf8');
}

/** Reads data: URLs itself and local paths from disk; everything else goes to `resolve`. */
export function nodeAssetLoader(resolve?: ByteResolver): AssetLoader {
  const bytes = async (src: string): Promise<Uint8Array> => {
    if (src.startsWith('data:')) return dataUrlBytes(src);
    if (resolve) return resolve(src);
    return readFile(src);
  };
  return {
    async loadImage(src) {
      const data = await bytes(src);
      const img = new Image();
      await new Promise<void>((ok, fail) => {
        img.onload = () => ok();
        img.onerror = (e: unknown) => fail(e);
        img.src = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      });
      if (!img.width || !img.height) throw new Error(`scene: ${src.slice(0, 60)} has no size`);
      return img as unknown as ImageLike;
    },
    loadBytes: bytes,
    async loadText(src) {
      return Buffer.from(await bytes(src)).toString('utf8');
    },
  };
}
