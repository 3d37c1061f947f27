import { testDatabaseKinds } from '@dm/platform';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe.each(testDatabaseKinds())('commands under concurrency and unchecked bytes on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  }, 120_000);
  afterAll(() => app?.close());

  it('lets 50 parallel renames of one design all succeed (they do not depend on the version read)', async () => {
    // setup
    await app.call('auth/register', { email: 'renamer@example.com', name: 'R', password: 'correct horse battery' });
    const design = (await app.call('saved_design/create_blank_design', { width: 500, height: 500 })).body.data;
    // action
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => app.call('saved_design/update/', { id: design._id, name: `Name ${i}` })));
    // check
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const name = (await app.call('saved_design/get_one', { id: design._id })).body.data.name;
    expect(name).toMatch(/^Name \d+$/);
  });

  it('judges a thumbnail by its bytes, not its label', async () => {
    const design = (await app.call('saved_design/create_blank_design', { width: 500, height: 500 })).body.data;
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(64)]).toString('base64');
    for (const bytes of [html, elf]) {
      const r = await app.call('saved_design/update_thumbnail', { id: design._id, thumbnail_data: `data:image/png;base64,${bytes}` });
      expect(r.status).toBe(400);
      expect(r.body.error).toMatch(/thumbnail/i);
    }
    expect((await app.call('saved_design/get_one', { id: design._id })).body.data.thumbnail).toBeNull();
    const ok = await app.call('saved_design/update_thumbnail', { id: design._id, thumbnail_data: `data:image/png;base64,${PNG_1x1}` });
    expect(ok.status).toBe(200);
  });
});
