import { DataSource } from 'typeorm';
import { testDatabaseKinds } from '@dm/platform';
import { CatalogService } from '@dm/server-catalog';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { registeredRoutes } from './testing/routes.js';

/**
 * Authorization matrix: for every route the app registers, a second user and a visitor try the
 * first user's ids (read, write, delete, clone, render, claim) and must be refused with 401, 403
 * or 404, changing nothing. Routes that take no one's ids say why. A route missing from this
 * matrix fails the test, so every new call must join it.
 */
interface Owned {
  designId: string;
  designFile: unknown;
  renderId: string;
  photosFolder: string;
  upload: string;
  email: string;
  orderId: string;
  designFolder: string;
  teamId: string;
}
/** A probe; `listing` calls may answer 200 as long as the answer holds none of the owner's ids. */
type Probe = (o: Owned) => { method?: 'GET' | 'POST'; path: string; body?: unknown; listing?: boolean };
type Entry = { probes: Probe[] } | { public: string } | { self: string };

const MATRIX: Record<string, Entry> = {
  // the audit console: admins only (the owner's streams are out of reach of everyone else)
  'POST audit/streams': { probes: [(o) => ({ path: 'audit/streams', body: { email: o.email } })] },
  'POST audit/stream': { probes: [(o) => ({ path: 'audit/stream', body: { stream_id: `saved_design-${o.designId}` } })] },
  'POST audit/state': { probes: [(o) => ({ path: 'audit/state', body: { stream_id: `order-${o.orderId}`, at: new Date().toISOString() } })] },
  'POST audit/projections': { probes: [() => ({ path: 'audit/projections', body: {} })] },
  'POST audit/replay': { probes: [() => ({ path: 'audit/replay', body: { projection: 'all' } })] },
  'POST audit/replay/status': { probes: [() => ({ path: 'audit/replay/status', body: { job_id: 'any' } })] },
  'POST audit/export': { probes: [(o) => ({ path: 'audit/export', body: { format: 'csv', stream_id: `saved_design-${o.designId}` } })] },
  // template authoring: admins and designers only
  'POST design_template/save': { probes: [(o) => ({ path: 'design_template/save', body: { name: 'taken over', design_file: o.designFile } })] },
  'POST text_template/save': { probes: [(o) => ({ path: 'text_template/save', body: { name: 'taken over', design_file: o.designFile } })] },
  'POST design_template/set_active': { probes: [() => ({ path: 'design_template/set_active', body: { id: 'any', active: false } })] },
  'POST text_template/set_active': { probes: [() => ({ path: 'text_template/set_active', body: { id: 'any', active: false } })] },
  // saved designs: the owner's ids
  'POST saved_design/get': { probes: [(o) => ({ path: 'saved_design/get', body: { ids: [o.designId] }, listing: true })] },
  'POST saved_design/get_one': { probes: [(o) => ({ path: 'saved_design/get_one', body: { id: o.designId } })] },
  'GET saved_design/get_one': { probes: [(o) => ({ method: 'GET', path: `saved_design/get_one?id=${o.designId}` })] },
  'POST saved_design/update': { probes: [(o) => ({ path: 'saved_design/update/', body: { id: o.designId, name: 'taken over' } })] },
  'POST saved_design/update_thumbnail': {
    probes: [(o) => ({ path: 'saved_design/update_thumbnail', body: { id: o.designId, thumbnail_data: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==' } })],
  },
  'POST saved_design/delete': { probes: [(o) => ({ path: 'saved_design/delete', body: { id: [o.designId] } })] },
  'POST saved_design/save': { probes: [(o) => ({ path: 'saved_design/save', body: { id: o.designId, version: 1, design_file: o.designFile } })] },
  'POST saved_design/clone_saved_design': { probes: [(o) => ({ path: 'saved_design/clone_saved_design', body: { saved_design_id: o.designId, name_append: ' Copy' } })] },
  'POST saved_design/bulk_save': {
    probes: [
      (o) => ({ path: 'saved_design/bulk_save', body: { original_save_id: o.designId, folderId: o.designFolder, designs: [{ design_file: o.designFile }] } }),
    ],
  },
  'POST saved_design/claim': { probes: [(o) => ({ path: 'saved_design/claim', body: { design_id: o.designId } })] },
  'POST saved_design/create_blank_design': { self: 'creates a design owned by the caller' },
  // sharing: the owner's design
  'POST permission/share_permission_with_emails': { probes: [(o) => ({ path: 'permission/share_permission_with_emails/', body: { emails: ['taker@example.com'], saved_design: o.designId, role: 'edit' } })] },
  'POST permission/check_permission': { probes: [(o) => ({ path: 'permission/check_permission/', body: { user_email: o.email, saved_design: o.designId } })] },
  'POST saved_design/alter_link_sharing': { probes: [(o) => ({ path: 'saved_design/alter_link_sharing', body: { design_id: o.designId, action: 'enable_edit' } })] },
  'POST user/fetch_shared_permissions': { self: "designs shared with the caller's own e-mail (sharing.http.test)" },
  'POST saved_design/create_from_json': { self: 'creates a design owned by the caller from the document it sends' },
  'GET user/fetch_owned_designs': { self: "lists the caller's own designs (checked below: never the owner's)" },
  'POST user/fetch_owned_designs': { self: "lists the caller's own designs (checked below: never the owner's)" },
  // renders: the requester's ids
  'POST render/status': { probes: [(o) => ({ path: 'render/status', body: { id: o.renderId } })] },
  'GET render/outputs/:file': { probes: [(o) => ({ method: 'GET', path: `render/outputs/${o.renderId}.png` })] },
  'POST render/initiate': { self: 'renders the document the caller sends, as the caller' },
  'POST render/initiate_bulk': { self: 'renders the documents the caller sends, as the caller' },
  'GET image_proxy': { public: 'fetches public images for anyone (guarded against private addresses)' },
  // identity: the caller's own account
  'POST auth/register': { self: 'makes a new account' },
  'POST auth/login': { self: 'signs in with credentials' },
  'POST auth/refresh': { self: "rotates the caller's own session" },
  'POST auth/forgot_password': { public: 'answers the same whether or not the address has an account' },
  'POST auth/reset_password': { self: 'needs the secret token mailed to the owner' },
  'GET auth/config': { public: 'sign-in options' },
  'GET auth/oidc/login': { public: 'starts external sign-in' },
  'GET auth/oidc/callback': { self: "needs the caller's own state cookie" },
  'POST user/logout': { self: "ends the caller's own session" },
  'POST user/get_details': { self: "the caller's own details (checked below: never the owner's)" },
  'GET user/get_details': { self: "the caller's own details, the same read (preloaded by every page)" },
  'POST user/fetch_teams': { self: "the caller's own teams" },
  'GET user/credits': { self: "the caller's own credits" },
  // AI images: bearer tokens of the caller's own session; another user's image is a 404 (imagemaker.http.test)
  'POST auth/token': { self: "a bearer token for the caller's own session (never accepted as the access cookie)" },
  'GET imagemaker/config': { public: 'whether AI images are set up on this server, and the model' },
  'POST imagemaker/text-to-image/generate': { self: "spends the caller's own credit for the caller's own image" },
  'GET imagemaker/auth/userBalance': { self: "the caller's own AI credit balance" },
  'GET imagemaker/history': { self: "the caller's own images (another user's list is empty: imagemaker.http.test)" },
  'GET imagemaker/history/:id': { self: "the caller's own image by id (another user's is a 404: imagemaker.http.test)" },
  'GET health': { public: 'liveness' },
  'GET blobs/*key': { public: 'catalog assets and unguessable, content-named thumbnail links (per-user blobs arrive with uploads)' },
  // catalog: public content (inactive templates are for admins and designers: see wire-hardening)
  'POST category/get_design_categories': { public: 'catalog' },
  'GET category/get_design_categories': { public: 'catalog (revalidated with its ETag)' },
  'POST category/get': { public: 'catalog' },
  'POST category/get_design_recommendations': { public: 'catalog' },
  'POST design/get': { public: 'active templates' },
  'POST design/get_one': { public: 'active templates' },
  'POST design/get_by_custom_url': { public: 'active templates' },
  'POST design/get_by_tag_id': { public: 'active templates' },
  'POST design/copy_into_saved_design': { self: 'copies an active template into a design of the caller' },
  'POST design_templates/_search': { public: 'catalog search' },
  'POST text_template/get': { public: 'catalog' },
  'POST text_template/get_one': { public: 'catalog' },
  'POST text_templates/_search': { public: 'catalog search' },
  'POST design_resource/get': { public: 'catalog' },
  'GET design_resource/get_icons': { public: 'catalog' },
  'POST design_resources/_search': { public: 'catalog search' },
  'POST design_resource/load_design_resource': { public: "a library photo's src at quality m (premium ones are charged at download)" },
  'POST design_resource/load_pixlr_resource': { public: "a library photo's src at quality m (premium ones are charged at download)" },
  'POST design_resource/load_123rf_resource': { public: "a library photo's src at quality m (premium ones are charged at download)" },
  'GET design_resource/load_123rf_resource/:hash': { public: "a library photo's src by its content hash" },
  'POST design_resource/search_external_photos': { public: 'the configured stock-photo search (rate-limited per caller; the key never leaves the server)' },
  'POST design_resource/get_color_palettes': { public: 'catalog' },
  'POST design_resource/get_display_color_palettes': { public: 'catalog' },
  'GET tag/get_all': { public: 'catalog' },
  'POST tag/get_all': { public: 'catalog' },
  'POST tag/get_all_labels': { public: 'catalog' },
  // folders: the owner's photos folder and uploads
  'POST folder/get': { probes: [(o) => ({ path: 'folder/get', body: { id: o.photosFolder } })] },
  'GET uploads/:file': { probes: [(o) => ({ method: 'GET', path: o.upload.replace(/^\/api\//, '') }), (o) => ({ method: 'GET', path: o.upload.replace(/^\/api\//, '').replace('.png', '.low.png') })] },
  'POST folder/upload_file': { self: "uploads only into the caller's own photos folder (another's answers 404: uploads.http.test)" },
  'POST folder/upload_multiple_files': { self: "uploads only into the caller's own photos folder (another's answers 404: uploads.http.test)" },
  'POST folder/upload_image': { self: "uploads only into the caller's own photos folder (another's answers 404: uploads.http.test)" },
  'POST folder/rename': { probes: [(o) => ({ path: 'folder/rename', body: { folder_id: o.photosFolder, new_name: 'taken' } }), (o) => ({ path: 'folder/rename', body: { folder_id: o.designFolder, new_name: 'taken' } })] },
  'POST folder/delete': { probes: [(o) => ({ path: 'folder/delete', body: { folder_id: o.designFolder } })] },
  'POST folder/delete_resource': { probes: [(o) => ({ path: 'folder/delete_resource', body: { folder_id: o.designFolder, resource: o.designId } })] },
  'POST saved_design/move_to_folder': { probes: [(o) => ({ path: 'saved_design/move_to_folder', body: { folder_id: o.designFolder, design_id: o.designId } })] },
  'POST folder/create': { self: 'makes a folder owned by the caller' },
  'POST folder/share': { probes: [(o) => ({ path: 'folder/share', body: { emails: ['taker@example.com'], folder_id: o.designFolder, role: 'edit' } })] },
  'POST folder/upload_mask': { self: "keeps a mask with the caller's own uploads, served only to who may see it (uploads.http.test)" },
  // orders: the owner's order ids
  'POST order/confirm': { probes: [(o) => ({ path: 'order/confirm', body: { id: o.orderId } })] },
  'POST checkout/test/get': { probes: [(o) => ({ path: 'checkout/test/get', body: { order_id: o.orderId } })] },
  'POST checkout/test/pay': { probes: [(o) => ({ path: 'checkout/test/pay', body: { order_id: o.orderId, outcome: 'success' } })] },
  'POST order/charge_stripe': { probes: [(o) => ({ path: 'order/charge_stripe', body: { order_id: o.orderId, payment_method: 'pm_card_visa' } })] },
  'POST order/stripe_webhook': { public: "Stripe's calls, credentialed only by the signature over the raw body (stripe.http.test)" },
  'POST user/fetch_order_history': { probes: [() => ({ path: 'user/fetch_order_history/', body: {}, listing: true })] },
  'POST design_resource/get_premium_resources': { self: 'checks the resources the caller sends against the catalog and their own purchases' },
  'POST order/add_design_order': { self: 'places an order for the caller, prices from the catalog' },
  'POST order/add': { self: 'places an order for the caller, prices from the catalog' },
  'POST order/apply_coupon': { self: "prices a coupon for the caller (its use is recorded only with the caller's order)" },
  // the mockup maker: the catalogue is public; saved mockups and renders are the owner's
  // brand kits: the owner's team id
  'GET user/get_brand_kit': { self: "the caller's own first team's kit (brand.http.test)" },
  'POST user/update_brand_data': { probes: [(o) => ({ path: 'user/update_brand_data', body: { team_id: o.teamId, brand_kit: {} } })] },
  'POST user/upload_brand_file': { self: "keeps a file for the caller (fonts go to the caller's own team)" },
  'POST user/update_font_uploads': { probes: [(o) => ({ path: 'user/update_font_uploads', body: { team_id: o.teamId, font_uploads: [] } })] },
  'POST team/invite_member': { probes: [(o) => ({ path: 'team/invite_member', body: { team_id: o.teamId, email: 'taker@example.com', role: 'edit' } })] },
  'POST team/remove_member': { probes: [(o) => ({ path: 'team/remove_member', body: { team_id: o.teamId, email: 'matrix-owner@example.com' } })] },
  'GET brand/files/:kind/:file': { public: 'logos and fonts under content-hash names (shared designs and server renders read them)' },
  'POST mockups/_search': { public: 'searches the public mockup catalogue' },
  'POST mockup/get': { public: 'public mockup catalogue' },
  'POST mockup/get_mockups': { public: 'public mockup catalogue' },
  'POST mockup/get_one': { public: 'public mockup catalogue' },
  'POST category/get_mockups': { public: 'public mockup catalogue' },
  'POST category/get_recommendations': { public: 'public mockup catalogue' },
  'GET mockups/files/:version/:slug/:file': { public: "the catalogue's product photographs" },
  'POST mockup/get_all_saved': { self: "lists the caller's own saved mockups (mockups.http.test)" },
  'POST mockup/get_saved': { self: "answers a saved mockup of the caller's only, by id (404 for anyone else's)" },
  'POST mockup/save': { self: "saves for the caller; the images must be the caller's (mockups.http.test)" },
  'GET mockups/previews/:file': { self: "a saved mockup's preview, the caller's own only" },
  'POST order/mockup/render/status': { probes: [(o) => ({ path: 'order/mockup/render/status', body: { orderId: o.orderId, skuIndex: 0 } })] },
  'GET mockups/orders/:orderId/:sku/mockup.png': { probes: [(o) => ({ method: 'GET', path: `mockups/orders/${o.orderId}/0/mockup.png` })] },
};

describe.each(testDatabaseKinds())('authorization matrix on %s', (kind) => {
  let app: TestApp;
  let owned: Owned;
  let ownerCookies: Map<string, string>;
  let intruderCookies: Map<string, string>;
  beforeAll(async () => {
    app = await startTestApp(kind);
    // setup: the owner's design and render
    await app.call('auth/register', { email: 'matrix-owner@example.com', name: 'Owner', password: 'correct horse battery' });
    const design = (await app.call('saved_design/create_blank_design', { width: 600, height: 400 })).body.data;
    const render = (await app.call('render/initiate', { type: 'png', html_data: design.design_file, rendering_parameters: {} })).body.data;
    const photosFolder = (await app.call('user/get_details', {})).body.data.my_photos_folder;
    const form = new FormData();
    form.append('folder_id', photosFolder);
    // a 1x1 png
    form.append('file', new Blob([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')]), 'dot.png');
    const uploaded = await fetch(`${app.baseUrl}/api/folder/upload_file`, { method: 'POST', body: form, headers: { cookie: [...app.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    const upload = (await uploaded.json()).data.resources[0].path as string;
    await app.app.get(CatalogService).publish('design_resource', 'matrix-premium', {
      name: 'Matrix premium', type: 'image', sub_type: 'photo', keywords: '', src: '/api/photos/none.jpg', path: '/api/photos/none.jpg', low_path: '/api/photos/none.jpg',
      category: null, category_id: null, free: false, price: 1,
    });
    const order = (await app.call('order/add_design_order/', { design_id: design._id, resources: ['matrix-premium'], payment_mode: 'card' })).body.data.order;
    const designFolder = (await app.call('folder/create', { folder_name: 'Owner folder', folder_type: 'design' })).body.data.folder._id;
    await app.call('saved_design/move_to_folder', { folder_id: designFolder, design_id: design._id });
    const teamId = (await app.call('user/fetch_teams', {})).body.data.own_teams[0]._id as string;
    owned = { teamId, designFolder, designId: design._id, designFile: design.design_file, renderId: render._id, email: 'matrix-owner@example.com', photosFolder, upload, orderId: order._id };
    ownerCookies = new Map(app.cookies);
    app.cookies.clear();
    await app.call('auth/register', { email: 'matrix-intruder@example.com', name: 'Intruder', password: 'correct horse battery' });
    intruderCookies = new Map(app.cookies);
    await app.app.get(DataSource).query('SELECT 1');
  }, 120_000);
  afterAll(() => app?.close());

  const as = (cookies: Map<string, string> | null) => {
    app.cookies.clear();
    for (const [k, v] of cookies ?? []) app.cookies.set(k, v);
  };
  const state = async () => {
    const [row] = await app.app.get(DataSource).query(`SELECT
      (SELECT count(*) FROM events WHERE stream_id NOT LIKE 'render-%' AND NOT (metadata ? 'causationId'))::text AS events,
      (SELECT md5(string_agg(id || ':' || name || ':' || coalesce(thumbnail, '') || ':' || deleted::text || ':' || owner, ',' ORDER BY id)) FROM saved_designs) AS designs,
      (SELECT md5(string_agg(id || ':' || version, ',' ORDER BY id)) FROM saved_design_documents) AS documents`);
    return JSON.stringify(row);
  };

  it('covers every registered route', () => {
    const routes = registeredRoutes(app.app);
    // a route is covered when the matrix names it by any of its aliases
    const missing = routes.filter((r) => !r.aliases.some((a) => MATRIX[`${r.method} ${a}`])).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    const names = new Set(routes.flatMap((r) => r.aliases.map((a) => `${r.method} ${a}`)));
    const stale = Object.keys(MATRIX).filter((k) => !names.has(k));
    expect(stale).toEqual([]);
  });

  it("refuses the owner's ids to a second user and to a visitor, changing nothing", async () => {
    let probes = 0;
    const refusals: string[] = [];
    for (const [route, entry] of Object.entries(MATRIX)) {
      if (!('probes' in entry)) continue;
      for (const probe of entry.probes) {
        for (const [who, cookies] of [['second user', intruderCookies], ['visitor', null]] as const) {
          const { method = 'POST', path, body, listing } = probe(owned);
          const before = await state();
          as(cookies);
          const res = await app.call(path, method === 'GET' ? undefined : body);
          probes++;
          const after = await state();
          const refused = [401, 403, 404].includes(res.status) || (listing && res.status === 200 && !JSON.stringify(res.body).includes(owned.designId) && !JSON.stringify(res.body).includes(owned.orderId));
          if (!refused || after !== before) refusals.push(`${route} as ${who}: ${res.status}${after !== before ? ', state changed' : ''}`);
        }
      }
    }
    expect(refusals).toEqual([]);
    console.log(`authorization matrix on ${kind}: ${Object.keys(MATRIX).length} routes, ${probes} probes`);
    // the owner still has it all
    as(ownerCookies);
    expect((await app.call('saved_design/get_one', { id: owned.designId })).body.data).toMatchObject({ _id: owned.designId, name: 'Untitled design', version: 1 });
  });

  it("never shows the owner's designs or details to others through the caller's own lists", async () => {
    for (const cookies of [intruderCookies, null]) {
      as(cookies);
      for (const path of ['user/fetch_owned_designs', 'user/get_details', 'user/fetch_teams', 'user/credits']) {
        const res = await app.call(path, path === 'user/credits' ? undefined : {});
        expect(JSON.stringify(res.body)).not.toContain(owned.designId);
        expect(JSON.stringify(res.body)).not.toContain(owned.email);
      }
    }
  });
});
