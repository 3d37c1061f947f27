import sharp from 'sharp';
import { EventStore, testDatabaseKinds } from '@dm/platform';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const DOT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe.each(testDatabaseKinds())('photo and design folders (%s)', (kind) => {
  let app: TestApp;
  let userId: string;
  beforeAll(async () => {
    app = await startTestApp(kind);
    userId = (await app.call('auth/register', { email: `folders-${kind}@example.com`, name: 'Folders', password: 'folders folders folders' })).body.data._id;
  });
  afterAll(() => app?.close());

  const names = async () => (await app.call('folder/get', {})).body.data.map((e: { folder: { name: string; type: string }; protected?: boolean }) => `${e.folder.type}:${e.folder.name}${e.protected ? ' (protected)' : ''}`);
  const resources = async (id: string) => (await app.call('folder/get', { id })).body.data[0].folder.resources.map((r: { _id: string }) => r._id);

  it('makes folders beside the protected ones, moves designs between design folders, keeps photos per folder, renames and deletes', async () => {
    // before: the protected folders
    expect(await names()).toEqual(['photo:Photos (protected)', 'design:My Designs (protected)']);
    // action: two design folders, a photo folder
    const clients = (await app.call('folder/create', { folder_name: 'Clients', folder_type: 'design' })).body.data;
    const archive = (await app.call('folder/create', { folder_name: 'Archive', folder_type: 'design' })).body.data;
    const trips = (await app.call('folder/create', { folder_name: ' Trips ', folder_type: 'photo' })).body.data;
    expect(clients).toMatchObject({ folder: { name: 'Clients', type: 'design', resources: [] }, role: 'edit', ownership: 'owned', protected: false });
    expect(await names()).toEqual(['photo:Photos (protected)', 'design:My Designs (protected)', 'design:Clients', 'design:Archive', 'photo:Trips']);
    // a design moves into Clients, then into Archive (out of Clients); My Designs always has it
    const design = (await app.call('saved_design/create_blank_design', { width: 600, height: 400 })).body.data;
    expect((await app.call('saved_design/move_to_folder', { folder_id: clients.folder._id, design_id: design._id })).body.data).toEqual({ moved: true });
    expect(await resources(clients.folder._id)).toEqual([design._id]);
    await app.call('saved_design/move_to_folder', { folder_id: archive.folder._id, design_id: design._id });
    expect(await resources(clients.folder._id)).toEqual([]);
    expect(await resources(archive.folder._id)).toEqual([design._id]);
    const me = (await app.call('user/get_details', {})).body.data;
    expect(await resources(me.my_designs_folder)).toEqual([design._id]);
    const intoMine = await app.call('saved_design/move_to_folder', { folder_id: me.my_designs_folder, design_id: design._id });
    expect(intoMine.status).toBe(400);
    const intoPhotos = await app.call('saved_design/move_to_folder', { folder_id: trips.folder._id, design_id: design._id });
    expect(intoPhotos.status).toBe(400);
    // a photo uploaded into Trips is in Trips only; taken out, it is gone from the listing
    const form = new FormData();
    form.append('folder_id', trips.folder._id);
    form.append('file', new Blob([DOT]), 'dot.png');
    const cookie = [...app.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const up = await (await fetch(`${app.baseUrl}/api/folder/upload_file`, { method: 'POST', body: form, headers: { cookie } })).json();
    const photoId = up.data.resources[0]._id as string;
    expect(await resources(trips.folder._id)).toEqual([photoId]);
    expect(await resources(me.my_photos_folder)).toEqual([]);
    expect((await app.call('folder/delete_resource', { folder_id: trips.folder._id, resource: photoId })).body.data).toEqual({ removed: photoId });
    expect(await resources(trips.folder._id)).toEqual([]);
    // rename and delete; the protected ones refuse both
    expect((await app.call('folder/rename', { folder_id: clients.folder._id, new_name: 'Clients 2026' })).body.data.folder.name).toBe('Clients 2026');
    const protectedRename = await app.call('folder/rename', { folder_id: me.my_photos_folder, new_name: 'Mine' });
    expect(protectedRename.status).toBe(403);
    expect(protectedRename.body.error).toBe('Your Photos and My Designs folders cannot be renamed or deleted.');
    expect((await app.call('folder/delete', { folder_id: archive.folder._id })).body.data).toEqual({ deleted: archive.folder._id });
    expect(await names()).toEqual(['photo:Photos (protected)', 'design:My Designs (protected)', 'design:Clients 2026', 'photo:Trips']);
    expect(await resources(me.my_designs_folder)).toEqual([design._id]);
    const gone = await app.call('folder/get', { id: archive.folder._id });
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('Oops the resource does not exist.');
    // every change is an event with its actor
    const events = await app.app.get(EventStore).readStream(`folder-${clients.folder._id}`);
    expect(events.map((e) => e.type)).toEqual(['FolderCreated', 'DesignAddedToFolder', 'FolderRenamed']);
    expect(events.every((e) => e.metadata.actorId === userId)).toBe(true);
  });

  it('shares folders by e-mail (waiting for registration): their designs open in that role and their photos are served; My Designs is never shared', async () => {
    // setup: the owner's design folder with a design, a photo folder with a photo
    app.cookies.clear();
    await app.call('auth/register', { email: `owner-${kind}@example.com`, name: 'Owner', password: 'owner owner owner owner' });
    const ownerCookies = new Map(app.cookies);
    const team = (await app.call('folder/create', { folder_name: 'Team', folder_type: 'design' })).body.data.folder._id;
    const shots = (await app.call('folder/create', { folder_name: 'Shots', folder_type: 'photo' })).body.data.folder._id;
    const design = (await app.call('saved_design/create_blank_design', { width: 600, height: 400 })).body.data;
    await app.call('saved_design/move_to_folder', { folder_id: team, design_id: design._id });
    const form = new FormData();
    form.append('folder_id', shots);
    form.append('file', new Blob([DOT]), 'dot.png');
    const up = await (await fetch(`${app.baseUrl}/api/folder/upload_file`, { method: 'POST', body: form, headers: { cookie: [...app.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } })).json();
    const photoPath = up.data.resources[0].path as string;
    // action: shared before the guest has an account
    const guest = `guest-${kind}@example.com`;
    expect((await app.call('folder/share', { host_email: `owner-${kind}@example.com`, emails: [guest], folder_id: team, role: 'edit' })).body.data).toEqual({ shared: [guest] });
    expect((await app.call('folder/share', { emails: [guest], folder_id: shots, role: 'view' })).body.data).toEqual({ shared: [guest] });
    const me = (await app.call('user/get_details', {})).body.data;
    expect((await app.call('folder/share', { emails: [guest], folder_id: me.my_designs_folder, role: 'view' })).status).toBe(400);
    // check: the guest registers and finds both, in their roles
    app.cookies.clear();
    await app.call('auth/register', { email: guest, name: 'Guest', password: 'guest guest guest guest' });
    const entries = (await app.call('folder/get', {})).body.data;
    expect(entries.filter((e: { ownership: string }) => e.ownership === 'shared').map((e: { folder: { name: string }; role: string }) => `${e.folder.name}:${e.role}`)).toEqual(['Team:edit', 'Shots:view']);
    expect((await app.call('folder/get', { id: team })).body.data[0].folder.resources.map((r: { path: string }) => r.path)).toEqual([design._id]);
    expect((await app.call('saved_design/get_one', { id: design._id })).body.data.role).toBe('edit');
    const cookie = [...app.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await fetch(`${app.baseUrl}${photoPath}`, { headers: { cookie } })).status).toBe(200);
    // the guest cannot share, rename or delete the owner's folders, but may put a design of theirs in (edit)
    expect((await app.call('folder/share', { emails: ['x@example.com'], folder_id: team, role: 'view' })).status).toBe(404);
    expect((await app.call('folder/rename', { folder_id: team, new_name: 'Mine' })).status).toBe(404);
    const theirs = (await app.call('saved_design/create_blank_design', { width: 300, height: 300 })).body.data;
    expect((await app.call('saved_design/move_to_folder', { folder_id: team, design_id: theirs._id })).body.data).toEqual({ moved: true });
    expect((await app.call('saved_design/move_to_folder', { folder_id: shots, design_id: theirs._id })).status).toBe(404);
    app.cookies.clear();
    for (const [k, v] of ownerCookies) app.cookies.set(k, v);
    // the owner finds it in their folder and may open it
    expect((await app.call('folder/get', { id: team })).body.data[0].folder.resources.map((r: { path: string }) => r.path).sort()).toEqual([design._id, theirs._id].sort());
    expect((await app.call('saved_design/get_one', { id: theirs._id })).body.data.role).toBe('edit');
    // a photo folder shared for edit takes the guest's uploads; its owner lists and sees them
    await app.call('folder/share', { emails: [guest], folder_id: shots, role: 'edit' });
    app.cookies.clear();
    await app.call('auth/login', { email: guest, password: 'guest guest guest guest' });
    const upForm = new FormData();
    upForm.append('folder_id', shots);
    // other bytes than the owner's photo (uploads are stored by content)
    const red = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#ff0000' } }).png().toBuffer();
    upForm.append('file', new Blob([red]), 'guest.png');
    const guestUp = await (await fetch(`${app.baseUrl}/api/folder/upload_file`, { method: 'POST', body: upForm, headers: { cookie: [...app.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } })).json();
    expect(guestUp.response_code).toBe(1);
    app.cookies.clear();
    for (const [k, v] of ownerCookies) app.cookies.set(k, v);
    const listed = (await app.call('folder/get', { id: shots })).body.data[0].folder.resources.map((r: { name: string; path: string }) => r.name);
    expect(listed.sort()).toEqual(['dot.png', 'guest.png']);
    const ownerCookie = [...app.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await fetch(`${app.baseUrl}${guestUp.data.resources[0].path}`, { headers: { cookie: ownerCookie } })).status).toBe(200);
  });

  it("keeps one person's folders from another", async () => {
    // setup
    const theirs = (await app.call('folder/create', { folder_name: 'Private', folder_type: 'photo' })).body.data.folder._id;
    app.cookies.clear();
    await app.call('auth/register', { email: `other-folders-${kind}@example.com`, name: 'Other', password: 'other other other other' });
    // check
    expect((await app.call('folder/get', { id: theirs })).status).toBe(404);
    expect((await app.call('folder/rename', { folder_id: theirs, new_name: 'Mine now' })).status).toBe(404);
    expect((await app.call('folder/delete', { folder_id: theirs })).status).toBe(404);
    const mine = (await app.call('saved_design/create_blank_design', { width: 600, height: 400 })).body.data;
    expect((await app.call('saved_design/move_to_folder', { folder_id: theirs, design_id: mine._id })).status).toBe(404);
    expect((await app.call('folder/create', { folder_name: '   ', folder_type: 'design' })).body.error).toMatch(/^Invalid value for 'folder_name'/);
  });
});
