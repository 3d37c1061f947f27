// The mockup preview in the browser: the mockup's pictures decoded at the preview size (kept per
// mockup), the placed images cropped, and the engine composing them (the same code as the
// thumbnails and the purchased render on the server).
import type { Mockup } from '@dm/contracts/types';
import { composeMockup, cropImage, type ImageCrop, type MockupImage, type MockupLayerPictures, type MockupScene, mockupScene } from '@dm/engine';
import { editorEngine } from '../editor/canvas/engine';

async function pixels(src: string | Blob, width?: number, height?: number): Promise<MockupImage> {
  const blob = typeof src === 'string' ? await (await fetch(src, { credentials: 'same-origin' })).blob() : src;
  const bmp = await createImageBitmap(blob, width && height ? { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' } : {});
  const w = bmp.width, h = bmp.height;
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(bmp, 0, 0);
  bmp.close();
  return { px: new Uint8ClampedArray(ctx.getImageData(0, 0, w, h).data.buffer), width: w, height: h };
}

const scenes = new Map<string, Promise<MockupScene>>();

/** The mockup's scene at `width` (its height by the photograph's ratio). */
export function previewScene(m: Mockup, width: number): Promise<MockupScene> {
  const key = `${m._id}@${width}`;
  let s = scenes.get(key);
  if (!s) {
    const height = Math.round((width * m.height) / m.width);
    const file = (name: string) => pixels(`${m.files_base}/${name}`, width, height).then((i) => i.px);
    s = (async () => {
      const [base, glare] = await Promise.all([file(m.files.base), m.files.glare ? file(m.files.glare) : Promise.resolve(undefined)]);
      const layers: MockupLayerPictures[] = await Promise.all(m.layers.map(async (l) => ({
        id: l._id, dynamic: l.type === 'dynamic', hue: l.features.hue, quad: l.quad, displacementScale: l.displacement_scale,
        light: l.files.light ? await file(l.files.light) : undefined,
        displacement: l.files.displacement ? await file(l.files.displacement) : undefined,
        mask: l.files.mask ? await file(l.files.mask) : undefined,
      })));
      return mockupScene(width, height, m.width, base, layers, glare);
    })();
    s.catch(() => scenes.delete(key));
    scenes.set(key, s);
  }
  return s;
}

/** A placed image decoded once (at most 2400 px on its longer side). */
export async function decodeImage(src: string | Blob): Promise<MockupImage> {
  const first = await pixels(src);
  const k = Math.min(1, 2400 / Math.max(first.width, first.height));
  if (k === 1) return first;
  const blob = typeof src === 'string' ? await (await fetch(src)).blob() : src;
  return pixels(blob, Math.round(first.width * k), Math.round(first.height * k));
}

export interface PlacedImage { image: MockupImage; crop: ImageCrop }

/** Composes the preview; answers the pixels (the caller draws them). */
export async function composePreview(scene: MockupScene, hues: Map<string, { h: number; s: number; l: number; a: number }>, placed: Map<string, PlacedImage>): Promise<ImageData> {
  const engine = await editorEngine();
  const images = new Map<string, MockupImage>();
  for (const [layer, p] of placed) images.set(layer, cropImage(p.image, p.crop));
  const px = composeMockup(engine, scene, { hues, images });
  return new ImageData(new Uint8ClampedArray(px.buffer as ArrayBuffer), scene.width, scene.height);
}

/** '#rrggbb' → the spec's hue value {h, s, l, a} (l: the colour's lightness as a shift around the middle). */
export function hueValueOf(hex: string): { h: number; s: number; l: number; a: number } {
  const r = parseInt(hex.slice(1, 3), 16) / 255, g = parseInt(hex.slice(3, 5), 16) / 255, b = parseInt(hex.slice(5, 7), 16) / 255;
  const max = Math.max(r, g, b), min = Math.min(r, g, b);
  const L = (max + min) / 2;
  const d = max - min;
  let h = 0;
  if (d) h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const s = d ? d / (1 - Math.abs(2 * L - 1)) : 0;
  return { h: Math.round(((h * 60) + 360) % 360), s: Math.round(Math.min(1, s) * 100), l: Math.round(Math.max(-100, Math.min(100, (L - 0.5) * 120))), a: 1 };
}

/** The light diagonal marks over an unpaid preview: one line of text repeated on a rotated grid. */
export function watermark(ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D, w: number, h: number): void {
  const text = 'designmaker preview';
  const size = Math.round(w / 30);
  ctx.save();
  ctx.font = `600 ${size}px sans-serif`;
  const step = ctx.measureText(text).width + size * 3;
  ctx.translate(w / 2, h / 2);
  ctx.rotate(-Math.PI / 7);
  ctx.fillStyle = 'rgba(255,255,255,0.34)';
  ctx.strokeStyle = 'rgba(0,0,0,0.10)';
  ctx.lineWidth = Math.max(1, size / 18);
  ctx.textAlign = 'center';
  const reach = Math.hypot(w, h) / 2;
  for (let row = 0, y = -reach; y <= reach; y += size * 4, row++) {
    for (let x = -reach - (row % 2) * (step / 2); x <= reach + step; x += step) {
      ctx.fillText(text, x, y);
      ctx.strokeText(text, x, y);
    }
  }
  ctx.restore();
}
