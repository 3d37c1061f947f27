import { testDatabaseKinds } from '@dm/platform';
import { startTestApp, type TestApp } from '../../../../apps/api/src/testing/test-app.js';
import { fixtureDesigns } from '../../../scene/src/testing/fixture-designs.js';
import { fixtureImages } from '../../../scene/src/node/fixture-images.js';

const design = fixtureDesigns(fixtureImages()).find((f) => f.name === 'boxes')!.design;

async function waitFor(app: TestApp, id: string) {
  for (let i = 0; i < 200; i++) {
    const r = await app.call('render/status', { id });
    if (r.status !== 200) throw new Error(`render/status answered ${r.status}: ${JSON.stringify(r.body)}`);
    if (r.body.data.status !== 'requested') return r;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error('render did not finish');
}

describe.each(testDatabaseKinds())('render calls over HTTP (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  it('render/initiate answers a record at once and the output is fetched as {id}.jpg', async () => {
    // action
    const r = await app.call('render/initiate', { type: 'jpg', html_data: design, rendering_parameters: { width: 148, height: 173, update_type: 'saved_design', update_thumbnail: true, model_id: 'd1' } });
    // check
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ response_code: 1, data: { status: 'requested', type: 'jpg' } });
    const done = await waitFor(app, r.body.data._id);
    expect(done.body.data).toMatchObject({ status: 'completed', width: 148, height: 99, thumbnail: expect.stringMatching(new RegExp(`^/api/render/outputs/${r.body.data._id}\\.jpg\\?t=\\d+$`)) });
    const res = await app.call(r.body.data.output_src.replace(/^\/api\//, ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });

  it('render/initiate_bulk returns a list of records with _id', async () => {
    const r = await app.call('render/initiate_bulk', { render_data: [
      { type: 'png', html_data: JSON.stringify(design), rendering_parameters: { pdf_quality: 1, width: 300, height: 300 } },
      { type: 'png', html_data: { width: 1 }, rendering_parameters: {} },
    ] });
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(2);
    const [ok, bad] = await Promise.all(r.body.data.map((x: { _id: string }) => waitFor(app, x._id)));
    expect(ok.body.data).toMatchObject({ status: 'completed', width: 300, height: 200 });
    expect(bad.body.data).toMatchObject({ status: 'failed', error: expect.stringMatching(/^The design could not be rendered/) });
    const png = await app.call(`render/outputs/${r.body.data[0]._id}.png`);
    expect(png.status).toBe(200);
  });

  it('a pdf render draws the design into one file, served as application/pdf', async () => {
    const twoPages = { ...design, pages: [design.pages[0], { ...design.pages[0], id: 'second' }] };
    const r = await app.call('render/initiate', { type: 'pdf', html_data: twoPages, rendering_parameters: {} });
    expect(r.body).toMatchObject({ response_code: 1, data: { status: 'requested', type: 'pdf' } });
    const done = await waitFor(app, r.body.data._id);
    expect(done.body.data).toMatchObject({ status: 'completed', output_src: `/api/render/outputs/${r.body.data._id}.pdf` });
    const res = await app.call(`render/outputs/${r.body.data._id}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // the pages and their text are checked with pdftotext in the download e2e test
    expect(String(res.body).startsWith('%PDF-')).toBe(true);
  });

  it('an export whose image cannot be loaded fails, naming it (PNG and PDF); a thumbnail draws without it', async () => {
    // setup: the boxes design with a photo that is not in the library
    const missing = '/api/photos/0123456789abcdef0123456789abcdef.jpg';
    const broken = { ...design, pages: [{ ...design.pages[0], objects: { ...design.pages[0].objects, gone: {
      id: 'gone', layer_index: 99, position: { x: 10, y: 10 }, width: 100, height: 100, rotation: 0, opacity: 1, locked: false, parent: null,
      type: 'image', image_details: { src: missing, flip_horizontal: 1, flip_vertical: 1 },
    } } }] };
    for (const type of ['png', 'pdf'] as const) {
      // action
      const r = await app.call('render/initiate', { type, html_data: broken, rendering_parameters: {} });
      // check
      const done = await waitFor(app, r.body.data._id);
      expect(done.body.data).toMatchObject({ status: 'failed', error: `The export stopped: the image '${missing}' could not be loaded. Replace or remove it and try again.` });
    }
    const thumb = await app.call('render/initiate', { type: 'jpg', html_data: broken, rendering_parameters: { width: 148, height: 173, update_type: 'saved_design', update_thumbnail: true, model_id: 'd1' } });
    expect((await waitFor(app, thumb.body.data._id)).body.data.status).toBe('completed');
  });

  it('refuses a request without html_data, naming the field', async () => {
    const r = await app.call('render/initiate', { type: 'png', rendering_parameters: {} });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ response_code: 0, error: expect.stringContaining("'html_data'") });
  });
});
