import { EventStore, testDatabaseKinds } from '@dm/platform';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const DOT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe.each(testDatabaseKinds())('saved_design/bulk_save (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
    await app.call('auth/register', { email: `bulk-${kind}@example.com`, name: 'Bulk', password: 'bulk bulk bulk bulk' });
  });
  afterAll(() => app?.close());

  const resources = async (id: string) => (await app.call('folder/get', { id })).body.data[0].folder.resources.map((r: { _id: string }) => r._id);
  const copyOf = (doc: { pages: { objects: Record<string, { type: string; text_details?: { text: string } }> }[] }, text: string) => {
    const next = structuredClone(doc);
    const heading = Object.values(next.pages[0].objects).find((o) => o.type === 'text');
    if (heading?.text_details) heading.text_details.text = text;
    return next;
  };

  it('creates every design in one transaction, puts them into the folder with thumbnails, and refuses bad input changing nothing', async () => {
    // setup: an original design with a heading and a labels list, a design folder
    const original = (await app.call('saved_design/create_blank_design', { width: 600, height: 400, name: 'Name badge' })).body.data;
    const doc = original.design_file;
    const page = doc.pages[0];
    page.objects.h1 = { id: 'h1', type: 'text', layer_index: 0, position: { x: 20, y: 20 }, width: 400, height: 60, user_labels: { text: 'L1' }, text_details: { text: 'Name', fontSize: 40 } };
    doc.bulk_edit_data = { labels: [{ id: 'L1', text: 'Name', type: 'text', assigned: ['h1'] }] };
    const saved = await app.call('saved_design/save', { id: original._id, version: original.version, design_file: doc });
    expect(saved.status).toBe(200);
    const reopened = (await app.call('saved_design/get_one', { id: original._id })).body.data;
    expect(reopened.design_file.bulk_edit_data.labels).toEqual([{ id: 'L1', text: 'Name', type: 'text', assigned: ['h1'] }]);
    const folder = (await app.call('folder/create', { folder_name: 'Badges', folder_type: 'design' })).body.data.folder._id;
    const before = (await app.call('user/fetch_owned_designs', {})).body.data.length;

    // action: three designs
    const designs = ['Ada', 'Grace', 'Linus'].map((n) => ({ design_file: copyOf(reopened.design_file, n), thumbnail: DOT }));
    const res = await app.call('saved_design/bulk_save', { original_save_id: original._id, folderId: folder, designs });

    // after: three new designs, in the folder, named after the original, with their rows' texts and stored thumbnails
    expect(res.status).toBe(200);
    const made = res.body.data as { _id: string; name: string; thumbnail: string }[];
    expect(made.map((d) => d.name)).toEqual(['Name badge 1', 'Name badge 2', 'Name badge 3']);
    expect(made.every((d) => d.thumbnail.startsWith('/api/blobs/'))).toBe(true);
    expect((await resources(folder)).sort()).toEqual(made.map((d) => d._id).sort());
    const second = (await app.call('saved_design/get_one', { id: made[1]._id })).body.data;
    expect(second.design_file.id).toBe(made[1]._id);
    expect(Object.values(second.design_file.pages[0].objects as Record<string, { text_details?: { text: string } }>).find((o) => o.text_details)?.text_details?.text).toBe('Grace');
    expect((await app.call('user/fetch_owned_designs', {})).body.data.length).toBe(before + 3);
    const events = await app.app.get(EventStore).readStream(`folder-${folder}`);
    expect(events.filter((e) => e.type === 'DesignAddedToFolder')).toHaveLength(3);

    // bad input: one broken document among good ones names its place, and nothing is created
    const broken = [designs[0], { design_file: { ...reopened.design_file, width: -5 } }];
    const bad = await app.call('saved_design/bulk_save', { original_save_id: original._id, folderId: folder, designs: broken });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('designs.1.design_file.width');
    // a folder one may not add to: all or nothing (no design is left behind)
    const missing = await app.call('saved_design/bulk_save', { original_save_id: original._id, folderId: 'no-such-folder', designs: designs.slice(0, 2) });
    expect(missing.status).toBe(404);
    const photos = (await app.call('user/get_details', {})).body.data.my_photos_folder;
    const intoPhotos = await app.call('saved_design/bulk_save', { original_save_id: original._id, folderId: photos, designs: designs.slice(0, 1) });
    expect(intoPhotos.status).toBe(400);
    expect((await app.call('user/fetch_owned_designs', {})).body.data.length).toBe(before + 3);
    // too many designs, no designs
    const many = await app.call('saved_design/bulk_save', { original_save_id: original._id, folderId: folder, designs: Array.from({ length: 101 }, () => designs[0]) });
    expect(many.status).toBe(400);
    expect(many.body.error).toContain('designs');
    expect((await app.call('saved_design/bulk_save', { original_save_id: original._id, folderId: folder, designs: [] })).status).toBe(400);
    // duplicate label names are refused in a saved document
    const dup = structuredClone(reopened.design_file);
    dup.bulk_edit_data.labels.push({ id: 'L2', text: 'name ', type: 'text', assigned: [] });
    const dupSave = await app.call('saved_design/save', { id: original._id, version: saved.body.data.version, design_file: dup });
    expect(dupSave.status).toBe(400);
    expect(dupSave.body.error).toMatch(/labels must have unique names/i);
  });

  it('saves into My Designs, and refuses designs made from someone else\'s design', async () => {
    // setup: the owner's design; someone else signed in
    const original = (await app.call('saved_design/create_blank_design', { width: 300, height: 300 })).body.data;
    const me = (await app.call('user/get_details', {})).body.data;
    const ok = await app.call('saved_design/bulk_save', { original_save_id: original._id, folderId: me.my_designs_folder, designs: [{ design_file: original.design_file }] });
    expect(ok.status).toBe(200);
    expect(await resources(me.my_designs_folder)).toContain(ok.body.data[0]._id);
    app.cookies.clear();
    await app.call('auth/register', { email: `other-bulk-${kind}@example.com`, name: 'Other', password: 'other other other other' });
    const mine = (await app.call('user/get_details', {})).body.data.my_designs_folder;
    const theirs = await app.call('saved_design/bulk_save', { original_save_id: original._id, folderId: mine, designs: [{ design_file: original.design_file }] });
    expect(theirs.status).toBe(404);
    app.cookies.clear();
    const visitor = await app.call('saved_design/bulk_save', { original_save_id: original._id, folderId: mine, designs: [{ design_file: original.design_file }] });
    expect(visitor.status).toBe(401);
  });
});
