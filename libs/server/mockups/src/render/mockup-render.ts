// Draws a mockup with its inputs at a size, on the server: the content's pictures decoded by
// sharp, the placed images read through the uploads' access check, cropped and composed by the
// engine (the same composing code as the browser's preview).
import sharp from 'sharp';
import type { MockupInputs } from '@dm/contracts';
import { composeMockup, cropImage, type Engine, type MockupImage, type MockupScene } from '@dm/engine';
import { loadMockupPictures } from '../content/generate.js';
import type { MockupCatalog } from '../catalog/mockup-catalog.js';

export type ImageReader = (src: string) => Promise<Buffer>;

export class MockupRenderer {
  readonly #scenes = new Map<string, Promise<MockupScene>>();

  constructor(private readonly catalog: MockupCatalog, private readonly engine: () => Promise<Engine>) {}

  /** The full-size scene of a mockup (kept: a purchased render is at the photograph's size). */
  scene(id: string): Promise<MockupScene> {
    let s = this.#scenes.get(id);
    if (!s) {
      const entry = this.catalog.entry(id);
      if (!entry) return Promise.reject(new Error(`mockup ${id} not found`));
      s = loadMockupPictures(this.catalog.folderOf(id), entry, entry.width, entry.height);
      s.catch(() => this.#scenes.delete(id));
      this.#scenes.set(id, s);
      if (this.#scenes.size > 8) this.#scenes.delete(this.#scenes.keys().next().value!);
    }
    return s;
  }

  /** A PNG of the mockup with the inputs at the photograph's size. */
  async render(id: string, inputs: MockupInputs, read: ImageReader): Promise<Buffer> {
    const [scene, engine] = await Promise.all([this.scene(id), this.engine()]);
    const images = new Map<string, MockupImage>();
    for (const ui of inputs.user_images) {
      const bytes = await read(ui.src);
      const { data, info } = await sharp(bytes).rotate().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const img: MockupImage = { px: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
      images.set(ui.layer, cropImage(img, ui.cropDetails));
    }
    const hues = new Map(inputs.hue_values.map((h) => [h.layer, { h: h.h, s: h.s, l: h.l, a: h.a }] as const));
    const px = composeMockup(engine, scene, { hues, images });
    return sharp(Buffer.from(px.buffer, px.byteOffset, px.length), { raw: { width: scene.width, height: scene.height, channels: 4 } }).removeAlpha().png({ compressionLevel: 6 }).toBuffer();
  }
}
