import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { testDatabaseKinds } from '@dm/platform';
import { woffToSfnt } from '@dm/scene/node';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const require = createRequire(import.meta.url);
const lobster = (ext: 'woff' | 'woff2') => readFileSync(join(dirname(require.resolve('@fontsource/lobster/package.json')), `files/lobster-latin-400-normal.${ext}`));
const cookieOf = (app: TestApp) => [...app.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function upload(app: TestApp, fields: Record<string, string>, file: Buffer, filename: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([file]), filename);
  const r = await fetch(`${app.baseUrl}/api/user/upload_brand_file`, { method: 'POST', body: form, headers: { cookie: cookieOf(app) } });
  return { status: r.status, body: await r.json() };
}

const palette = { name: 'Sea', colors: ['#0a3d62', '#3c6382', '#60a3bc', '#82ccdd', '#f8c291'] };

describe.each(testDatabaseKinds())('brand kits and teams (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app?.close());

  it('keeps a palette, a logo and fonts in the first own team\'s kit; a member sees it and edits only with the edit role', async () => {
    // setup
    app.cookies.clear();
    await app.call('auth/register', { email: `owner-${kind}@example.com`, name: 'Owner', password: 'brand brand brand' });
    const empty = (await app.call('user/fetch_teams', {})).body.data;
    expect(empty.own_teams).toHaveLength(1);
    expect(empty.own_teams[0]).toMatchObject({ role: 'owner', brand_kits: [{ logos: [], color_palette: [], selected_fonts: [] }], font_uploads: [], members: [] });
    const teamId = empty.own_teams[0]._id as string;
    // a palette needs 5 colours and a name; nothing changes otherwise
    const four = await app.call('user/update_brand_data', { brand_kit: { color_palette: [{ name: 'Sea', colors: palette.colors.slice(0, 4) }] } });
    expect(four.status).toBe(400);
    expect(four.body.error).toContain('You must add 5 colors and set a name');
    expect((await app.call('user/update_brand_data', { brand_kit: { color_palette: [{ ...palette, name: '' }] } })).status).toBe(400);
    // a logo (an SVG becomes a PNG) and fonts: TTF named by its own tables, WOFF2 under the given name
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#0a3d62"/></svg>');
    const logo = await upload(app, { file_type: 'logo', name: 'Mark' }, svg, 'mark.svg');
    expect(logo.body.data).toMatchObject({ name: 'Mark', file_type: 'logo' });
    expect(logo.body.data.src).toMatch(/^\/api\/brand\/files\/logos\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${app.baseUrl}${logo.body.data.src}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBeGreaterThan(100);
    const ttf = Buffer.from(woffToSfnt(lobster('woff')));
    const font = await upload(app, { file_type: 'font' }, ttf, 'lobster.ttf');
    expect(font.body.data).toMatchObject({ name: 'Lobster', file_type: 'font' });
    expect(font.body.data.src).toMatch(/\.ttf$/);
    const woff2 = await upload(app, { file_type: 'font', name: 'Acme Display' }, lobster('woff2'), 'acme.woff2');
    expect(woff2.body.data).toMatchObject({ name: 'Acme Display' });
    const servedFont = Buffer.from(await (await fetch(`${app.baseUrl}${woff2.body.data.src}`)).arrayBuffer());
    expect(servedFont.readUInt32BE(0)).toBe(0x00010000); // kept as plain TrueType
    // not a font, not an image: named refusals
    expect((await upload(app, { file_type: 'font' }, Buffer.from('hello world, not a font'), 'x.ttf')).body.error).toMatch(/'file'.*font/);
    expect((await upload(app, { file_type: 'logo' }, Buffer.from('GIF89a....'), 'x.gif')).status).toBe(400);
    // action: the kit
    const kit = { logos: [{ _id: logo.body.data._id, name: 'Mark', src: logo.body.data.src }], color_palette: [palette], selected_fonts: [{ _id: font.body.data._id, name: 'Lobster', src: font.body.data.src }],
      fonts: { heading: { name: 'Lobster', size: 48, src: font.body.data.src }, paragraph: { name: 'Lato', size: 16 } } };
    expect((await app.call('user/update_brand_data', { brand_kit: kit })).status).toBe(200);
    // check
    const teams = (await app.call('user/fetch_teams', {})).body.data;
    expect(teams.own_teams[0].brand_kits[0]).toMatchObject({ color_palette: [palette], logos: [{ name: 'Mark' }], fonts: { heading: { name: 'Lobster', size: 48 } } });
    expect(teams.own_teams[0].font_uploads.map((f: { name: string }) => f.name)).toEqual(['Lobster', 'Acme Display']);
    const sections = (await app.call('user/get_brand_kit', undefined, { method: 'GET' })).body.data;
    expect(sections[0]).toEqual({ name: 'colors', data: [{ name: 'Sea', value: { data: palette.colors } }] });
    expect(sections[1].name).toBe('fonts');
    // deleting an uploaded font
    const left = await app.call('user/update_font_uploads', { team_id: teamId, font_uploads: [teams.own_teams[0].font_uploads[0]] });
    expect(left.body.data.map((f: { name: string }) => f.name)).toEqual(['Lobster']);
    expect((await app.call('user/update_font_uploads', { team_id: teamId, font_uploads: [{ _id: 'nope', name: 'x', src: '/x' }] })).status).toBe(400);

    // members: invited before they register, viewing first
    const ownerCookies = new Map(app.cookies);
    expect((await app.call('team/invite_member', { team_id: teamId, email: `member-${kind}@example.com`, role: 'view' })).body.data)
      .toEqual([{ email: `member-${kind}@example.com`, role: 'view', joined: false }]);
    const mails: { recipient: string; subject: string; body: string }[] = await app.app.get(DataSource).query(`SELECT recipient, subject, body FROM outbox WHERE recipient = $1`, [`member-${kind}@example.com`]);
    expect(mails).toEqual([expect.objectContaining({ subject: "You have been invited to Owner's team on Designmaker" })]);
    expect(mails[0].body).toContain('/designmaker/start/brand-kit');
    app.cookies.clear();
    await app.call('auth/register', { email: `member-${kind}@example.com`, name: 'Member', password: 'member member member' });
    const seen = (await app.call('user/fetch_teams', {})).body.data;
    expect(seen.member_teams).toHaveLength(1);
    expect(seen.member_teams[0]).toMatchObject({ _id: teamId, role: 'view', brand_kits: [{ color_palette: [palette] }], members: [] });
    expect((await app.call('team/invite_member', { team_id: teamId, email: 'x@example.com', role: 'edit' })).status).toBe(403);
    const refused = await app.call('user/update_brand_data', { team_id: teamId, brand_kit: { ...kit, color_palette: [] } });
    expect(refused.status).toBe(403);
    // the owner makes them an editor; their change lands in the team's kit
    app.cookies.clear();
    for (const [k, v] of ownerCookies) app.cookies.set(k, v);
    await app.call('team/invite_member', { team_id: teamId, email: `member-${kind}@example.com`, role: 'edit' });
    app.cookies.clear();
    await app.call('auth/login', { email: `member-${kind}@example.com`, password: 'member member member' });
    expect((await app.call('user/update_brand_data', { team_id: teamId, brand_kit: { ...kit, color_palette: [palette, { ...palette, name: 'Two' }] } })).status).toBe(200);
    // their own team's kit is untouched
    const after = (await app.call('user/fetch_teams', {})).body.data;
    expect(after.own_teams[0].brand_kits[0].color_palette).toEqual([]);
    expect(after.member_teams[0].brand_kits[0].color_palette.map((p: { name: string }) => p.name)).toEqual(['Sea', 'Two']);
  });
});
