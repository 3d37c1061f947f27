import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureDesigns } from '../../../../scene/src/testing/fixture-designs.js';
import { fixtureImages } from '../../../../scene/src/node/fixture-images.js';
import { blobKeyOf, blobResolver, runRenderTask } from './render-task.js';
import { photoLibraryDir } from '../rendering.module.js';
import { createDesign, createImage } from '@dm/scene';

const root = mkdtempSync(join(tmpdir(), 'dm-blobs-'));
const fixtures = fixtureDesigns(fixtureImages());
const design = fixtures.find((f) => f.name === 'heading-subheading-body')!.design;

describe('render task', () => {
  it('renders a page as PNG fitted into a thumbnail box (148x173)', async () => {
    const r = await runRenderTask({ id: 'a', type: 'png', design, page: 0, width: 148, height: 173, blobRoot: root });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect([r.width, r.height]).toEqual([148, 99]);
    expect(Buffer.from(r.bytes.subarray(1, 4)).toString()).toBe('PNG');
  });

  it('accepts the design as JSON text and renders JPG', async () => {
    const r = await runRenderTask({ id: 'b', type: 'jpg', design: JSON.stringify(design), page: 0, blobRoot: root });
    expect(r.ok && [r.width, r.height, r.bytes[0], r.bytes[1]]).toEqual([600, 400, 0xff, 0xd8]);
  });

  it('fails a bad design with a clear error naming the field', async () => {
    const r = await runRenderTask({ id: 'c', type: 'png', design: { id: 'x', width: 100, height: 'tall', pages: [] }, page: 0, blobRoot: root });
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/^The design could not be rendered: height: /) });
    const j = await runRenderTask({ id: 'd', type: 'png', design: '{not json', page: 0, blobRoot: root });
    expect(j.ok === false && j.error).toMatch(/not valid JSON/);
  });

  it('refuses a missing page and an oversized render', async () => {
    const p = await runRenderTask({ id: 'e', type: 'png', design, page: 3, blobRoot: root });
    expect(p.ok === false && p.error).toBe('The design has 1 page(s); there is no page 4 to render.');
    const big = await runRenderTask({ id: 'f', type: 'png', design, page: 0, width: 10000, blobRoot: root });
    expect(big.ok === false && big.error).toMatch(/limit is 40 million pixels/);
  });

  it('reads images from the blob store but never outside it', async () => {
    writeFileSync(join(root, 'pic.txt'), 'hello');
    await expect(blobResolver(root)('/blobs/pic.txt')).resolves.toBeDefined();
    await expect(blobResolver(root)('../../etc/passwd')).rejects.toThrow(/outside the blob store/);
  });

  it('draws a library photo and an upload in a design as the browser loads them (/api/photos, /api/uploads)', async () => {
    const photos = photoLibraryDir()!;
    const [photo] = (JSON.parse(readFileSync(join(photos, '..', 'photos.json'), 'utf8')) as { file: string; width: number; height: number }[]).filter((p) => p.file.endsWith('.jpg'));
    mkdirSync(join(root, 'uploads'), { recursive: true });
    const red = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ff0000' } }).png().toBuffer();
    writeFileSync(join(root, 'uploads', 'abc.png'), red);
    expect(blobKeyOf('/api/uploads/abc.png')).toBe('uploads/abc.png');
    const design = createDesign(200, 100);
    const pg = design.pages[0];
    pg.background = { color: '#ffffff' };
    const a = createImage(`/api/photos/${photo.file}`, 200, { width: 100, height: 100 }, { x: 0, y: 0, width: 100, height: 100 });
    const b = createImage('/api/uploads/abc.png', 200, { width: 100, height: 100 }, { x: 100, y: 0, width: 100, height: 100 });
    b.layer_index = 1;
    pg.objects = { [a.id]: a, [b.id]: b };
    const out = await runRenderTask({ id: 'r', type: 'png', design, page: 0, blobRoot: root, photosRoot: photos });
    if (!out.ok) throw new Error(out.error);
    const { data, info } = await sharp(out.bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(at(150, 50)).toEqual([255, 0, 0]);
    // the photo, drawn cover-fitted into its 100 x 100 box: its centre pixel, as sharp decodes it
    const expected = await sharp(join(photos, photo.file)).resize(100, 100, { fit: 'cover' }).raw().toBuffer();
    const want = [...expected.subarray((50 * 100 + 50) * 3, (50 * 100 + 50) * 3 + 3)];
    at(50, 50).forEach((v, i) => expect(Math.abs(v - want[i])).toBeLessThan(40));
    expect(out.warnings).toEqual([]);
    // nothing outside the library or with a made-up name
    await expect(blobResolver(root, false, {}, photos)('/api/photos/../photos.json')).rejects.toThrow(/not in the photo library/);
  });

  it('an export waits for a slow remote image and draws it; one that cannot load fails the export, naming it', async () => {
    // setup: a server that answers its image after 1.5 s, and a 404
    const red = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ff0000' } }).png().toBuffer();
    const server = createServer((req, res) => {
      if (req.url === '/slow.png') setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(red), 1500);
      else res.writeHead(404).end();
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const withImage = (src: string) => {
        const d = createDesign(100, 100);
        d.pages[0].background = { color: '#ffffff' };
        const img = createImage(src, 100, { width: 100, height: 100 }, { x: 0, y: 0, width: 100, height: 100 });
        d.pages[0].objects = { [img.id]: img };
        return d;
      };
      // action
      const out = await runRenderTask({ id: 'slow', type: 'png', design: withImage(`${base}/slow.png`), page: 0, allowPrivateAddresses: true, strictAssets: true });
      // check
      if (!out.ok) throw new Error(out.error);
      const { data } = await sharp(out.bytes).raw().toBuffer({ resolveWithObject: true });
      expect([...data.subarray((50 * 100 + 50) * 3, (50 * 100 + 50) * 3 + 3)]).toEqual([255, 0, 0]);
      const missing = await runRenderTask({ id: 'gone', type: 'png', design: withImage(`${base}/gone.png`), page: 0, allowPrivateAddresses: true, strictAssets: true });
      expect(missing).toEqual({ ok: false, error: `The export stopped: the image '${base}/gone.png' could not be loaded. Replace or remove it and try again.` });
    } finally {
      server.close();
    }
  });
});
