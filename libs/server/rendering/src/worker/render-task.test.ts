import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureDesigns } from '../../../../scene/src/testing/fixture-designs.js';
import { fixtureImages } from '../../../../scene/src/node/fixture-images.js';
import { blobResolver, runRenderTask } from './render-task.js';

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
});
