import { DataSource } from 'typeorm';
import { EventStore, testDatabaseKinds } from '@dm/platform';
import { startTestApp, type TestApp } from '../testing/test-app.js';

describe.each(testDatabaseKinds())('sharing designs by e-mail and by link (%s)', (kind) => {
  let app: TestApp;
  const jars = new Map<string, Map<string, string>>();
  /** Acts as one person (their own cookies), or as a visitor with none. */
  const as = (who: string | null) => {
    if (who && !jars.has(who)) jars.set(who, new Map());
    app.cookies.clear();
    for (const [k, v] of (who && jars.get(who)) || []) app.cookies.set(k, v);
  };
  const keep = (who: string) => jars.set(who, new Map(app.cookies));
  const register = async (who: string) => {
    as(null);
    const r = await app.call('auth/register', { email: `${who}-${kind}@example.com`, name: who, password: `${who} has a long password` });
    keep(who);
    return r.body.data._id as string;
  };
  let designId: string;
  let aliceId: string;

  beforeAll(async () => {
    app = await startTestApp(kind);
    aliceId = await register('alice');
    await register('bob');
    as('alice');
    designId = (await app.call('saved_design/create_blank_design', { width: 600, height: 400 })).body.data._id;
  });
  afterAll(() => app?.close());

  it('an invitation gives edit to Bob (mailed), waits for Carol until she registers, and keeps delete and sharing for the owner', async () => {
    // before: Bob cannot see it
    as('bob');
    expect((await app.call('saved_design/get_one', { id: designId })).status).toBe(404);
    // action: Alice invites Bob (edit) and Carol, who has no account yet
    as('alice');
    const shared = await app.call('permission/share_permission_with_emails/', { host_email: `alice-${kind}@example.com`, emails: [`Bob-${kind}@example.com`, `carol-${kind}@example.com`], saved_design: designId, role: 'edit' });
    // check
    expect(shared.body).toEqual({ response_code: 1, data: { shared: [`bob-${kind}@example.com`, `carol-${kind}@example.com`] } });
    const mails: { recipient: string; subject: string; body: string }[] = await app.app.get(DataSource).query(`SELECT recipient, subject, body FROM outbox WHERE subject LIKE '%shared%' ORDER BY id`);
    expect(mails.map((m) => m.recipient)).toEqual([`bob-${kind}@example.com`, `carol-${kind}@example.com`]);
    expect(mails[0].subject).toBe('alice shared "Untitled design" with you on Designmaker');
    expect(mails[0].body).toContain(`/designmaker/start/designs/${designId}/edit`);
    const events = await app.app.get(EventStore).readStream(`saved_design-${designId}`);
    expect(events.find((e) => e.type === 'SavedDesignShared')?.metadata.actorId).toBe(aliceId);
    // Bob: edit, not delete or share
    as('bob');
    const got = await app.call('saved_design/get_one', { id: designId });
    expect(got.body.data).toMatchObject({ _id: designId, role: 'edit', view_all: false, edit_all: false });
    const saved = await app.call('saved_design/save', { id: designId, version: got.body.data.version, design_file: got.body.data.design_file });
    expect(saved.body.data).toMatchObject({ version: got.body.data.version + 1 });
    expect((await app.call('saved_design/update/', { id: designId, name: 'Renamed by Bob' })).body.data).toMatchObject({ name: 'Renamed by Bob' });
    expect((await app.call('saved_design/delete', { id: designId })).status).toBe(403);
    expect((await app.call('permission/share_permission_with_emails/', { emails: ['eve@example.com'], saved_design: designId, role: 'edit' })).status).toBe(403);
    expect((await app.call('saved_design/alter_link_sharing', { design_id: designId, action: 'enable_edit' })).status).toBe(403);
    const list = await app.call('user/fetch_shared_permissions', {});
    expect(list.body.data).toEqual([{ resource_type: 'design', role: 'edit', saved_design: expect.objectContaining({ _id: designId, name: 'Renamed by Bob', role: 'edit' }) }]);
    // Bob makes a copy: his own
    const copy = await app.call('saved_design/clone_saved_design', { saved_design_id: designId, name_append: ' Copy' });
    expect(copy.body.data).toMatchObject({ name: 'Renamed by Bob Copy', role: 'edit' });
    expect((await app.call('user/fetch_owned_designs', {})).body.data.map((d: { _id: string }) => d._id)).toEqual([copy.body.data._id]);
    // Carol registers later: the invitation was waiting
    await register('carol');
    expect((await app.call('user/fetch_shared_permissions', {})).body.data).toEqual([expect.objectContaining({ role: 'edit', saved_design: expect.objectContaining({ _id: designId }) })]);
  });

  it('link sharing lets anyone with the link view (then edit); disabling it shuts them out; only the owner asks about others', async () => {
    as(null);
    expect((await app.call('saved_design/get_one', { id: designId })).status).toBe(404);
    as('alice');
    expect((await app.call('saved_design/alter_link_sharing', { design_id: designId, action: 'enable_view' })).body.data).toMatchObject({ view_all: true, edit_all: false });
    as(null);
    const seen = await app.call('saved_design/get_one', { id: designId });
    expect(seen.body.data).toMatchObject({ role: 'view', view_all: true });
    const refused = await app.call('saved_design/save', { id: designId, version: seen.body.data.version, design_file: seen.body.data.design_file });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('You can only view this design: ask its owner for edit access.');
    as('alice');
    expect((await app.call('saved_design/alter_link_sharing', { design_id: designId, action: 'enable_edit' })).body.data).toMatchObject({ view_all: false, edit_all: true });
    as(null);
    expect((await app.call('saved_design/get_one', { id: designId })).body.data.role).toBe('edit');
    as('alice');
    await app.call('saved_design/alter_link_sharing', { design_id: designId, action: 'disable' });
    as(null);
    expect((await app.call('saved_design/get_one', { id: designId })).status).toBe(404);
    // permission checks
    as('alice');
    expect((await app.call('permission/check_permission/', { user_email: `bob-${kind}@example.com`, saved_design: designId, role: 'edit' })).body.data)
      .toEqual({ user_email: `bob-${kind}@example.com`, saved_design: designId, role: 'edit', has_permission: true });
    expect((await app.call('permission/check_permission/', { user_email: `alice-${kind}@example.com`, saved_design: designId })).body.data.role).toBe('owner');
    as('bob');
    expect((await app.call('permission/check_permission/', { user_email: `carol-${kind}@example.com`, saved_design: designId })).status).toBe(404);
    expect((await app.call('permission/check_permission/', { user_email: `bob-${kind}@example.com`, saved_design: designId })).body.data.has_permission).toBe(true);
  });

  it("an upload in a shared design is served to the people invited and, while the link is on, to anyone; never to others", async () => {
    // setup: Alice uploads a picture and puts it into a new design
    as('alice');
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')]), 'dot.png');
    const cookie = () => [...app.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const up = await (await fetch(`${app.baseUrl}/api/folder/upload_file`, { method: 'POST', body: form, headers: { cookie: cookie() } })).json();
    const path = up.data.resources[0].path as string;
    const d = (await app.call('saved_design/create_blank_design', { width: 600, height: 400 })).body.data;
    const doc = d.design_file;
    doc.pages[0].objects.pic = { id: 'pic', layer_index: 1, position: { x: 0, y: 0 }, width: 100, height: 100, rotation: 0, opacity: 1, locked: false, parent: null, type: 'image', image_details: { src: path, flip_horizontal: 1, flip_vertical: 1 } };
    expect((await app.call('saved_design/save', { id: d._id, version: d.version, design_file: doc })).status).toBe(200);
    const fetchAs = async (who: string | null) => {
      as(who);
      return (await fetch(`${app.baseUrl}${path}`, { headers: { cookie: cookie() } })).status;
    };
    // check: nobody else, then Bob once invited, then anyone with the link
    expect(await fetchAs('bob')).toBe(404);
    as('alice');
    await app.call('permission/share_permission_with_emails/', { emails: [`bob-${kind}@example.com`], saved_design: d._id, role: 'view' });
    expect(await fetchAs('bob')).toBe(200);
    expect(await fetchAs(null)).toBe(404);
    as('alice');
    await app.call('saved_design/alter_link_sharing', { design_id: d._id, action: 'enable_view' });
    expect(await fetchAs(null)).toBe(200);
  });

  it('refuses bad invitations by field', async () => {
    as('alice');
    const none = await app.call('permission/share_permission_with_emails/', { emails: [], saved_design: designId, role: 'view' });
    expect(none.status).toBe(400);
    expect(none.body.error).toMatch(/^Invalid value for 'emails'/);
    const bad = await app.call('permission/share_permission_with_emails/', { emails: ['not an e-mail'], saved_design: designId, role: 'view' });
    expect(bad.body.error).toMatch(/^Invalid value for 'emails.0'/);
    const self = await app.call('permission/share_permission_with_emails/', { emails: [`alice-${kind}@example.com`], saved_design: designId, role: 'view' });
    expect(self.status).toBe(400);
  });
});
