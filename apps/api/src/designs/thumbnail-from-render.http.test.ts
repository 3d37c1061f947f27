import { ProjectionRunner } from '@dm/platform';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const register = (app: TestApp, email: string) => app.call('auth/register', { email, name: 'Designer', password: 'correct horse battery' });

async function until<T>(fn: () => Promise<T | undefined>, ms = 20000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('thumbnails refreshed by a server render', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite');
  });
  afterAll(() => app?.close());

  it("sets the owner's design thumbnail when the render completes, and never someone else's", async () => {
    // setup
    await register(app, 'thumbs@example.com');
    const d = (await app.call('saved_design/create_blank_design', { width: 600, height: 600 })).body.data;
    // action: the owner asks for a thumbnail render
    const r = await app.call('render/initiate', { type: 'png', html_data: d.design_file, rendering_parameters: { width: 148, height: 173, update_type: 'saved_design', update_thumbnail: true, model_id: d._id } });
    expect(r.body.response_code).toBe(1);
    // check
    const thumb = await until(async () => {
      await app.app.get(ProjectionRunner).catchUp();
      const t = (await app.call('saved_design/get_one', { id: d._id })).body.data.thumbnail;
      return t ?? undefined;
    });
    expect(thumb).toMatch(/^\/api\/render\/outputs\/[0-9a-f-]+\.png\?t=\d+$/);

    // another user renders with the owner's design as model: ignored
    app.cookies.clear();
    await register(app, 'other@example.com');
    const r2 = await app.call('render/initiate', { type: 'png', html_data: d.design_file, rendering_parameters: { update_type: 'saved_design', update_thumbnail: true, model_id: d._id } });
    const id2 = r2.body.data._id ?? r2.body.data.id;
    await until(async () => ((await app.call('render/status', { id: id2 })).body.data?.status === 'completed' ? true : undefined));
    await app.app.get(ProjectionRunner).catchUp();
    app.cookies.clear();
    await app.call('auth/login', { email: 'thumbs@example.com', password: 'correct horse battery' });
    expect((await app.call('saved_design/get_one', { id: d._id })).body.data.thumbnail).toBe(thumb);
  });
});
