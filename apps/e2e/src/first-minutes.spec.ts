import { expect, snapshot, test } from './fixtures.js';
import { activePage, blankDesign, call, centreOf, frames, getOne, openEditor, pngColours, status } from './editor-helpers.js';

// What a new user trips over in their first minutes (issue 12): each test failed before its fix.
const START = '/designmaker/start';

/** WCAG contrast ratio of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map(Number).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

test('the dashboard search shows the typed query in a readable colour', async ({ page }) => {
  await page.goto(START);
  const search = page.getByRole('searchbox');
  await search.fill('birthday');
  const { color, background } = await search.evaluate((el) => {
    const s = getComputedStyle(el);
    return { color: s.color, background: s.backgroundColor };
  });
  expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
  await snapshot(page, 'dashboard-search-typed');
});

test('a visitor opening All your designs is asked to sign in there, and comes back to it', async ({ page }) => {
  await page.goto(`${START}/all-designs`);
  await expect(page.getByRole('heading', { name: 'Your designs are kept in your account' })).toBeVisible();
  await snapshot(page, 'all-designs-signed-out');
  await page.getByRole('main').getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
});

test('the editor loads without the router warning about a missing HydrateFallback', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (/HydrateFallback/.test(m.text())) warnings.push(m.text());
  });
  const created = await page.request.post('/api/saved_design/create_blank_design', { data: { width: 800, height: 600 } });
  const id = (await created.json()).data._id;
  await page.goto(`${START}/designs/${id}/edit`);
  await expect(page.getByRole('button', { name: /Undo/ }).first()).toBeVisible();
  expect(warnings).toEqual([]);
});

test('the rotation handle turns an element by the angle swept around its centre and stays under the pointer; Shift snaps to 15°', async ({ page }) => {
  // setup: a box in the middle of a blank page
  const design = await blankDesign(page);
  const file = structuredClone(design.design_file);
  file.pages[0].objects.box = {
    id: 'box', type: 'box', layer_index: 0, position: { x: 300, y: 200 }, width: 200, height: 200, rotation: 0, opacity: 1,
    locked: false, parent: null, box_details: { color: '#7d2ae8', radius: 0 },
  };
  await call(page.request, 'saved_design/save', { id: design._id, version: design.version, design_file: file });
  await openEditor(page, design._id);
  const p = (await activePage(page).boundingBox())!;
  const z = p.width / 800;
  await page.mouse.click(p.x + 400 * z, p.y + 300 * z);
  await expect(frames(page)).toHaveCount(1);
  // action: sweep the handle (below the box) 45 degrees clockwise around the box's centre
  const centre = { x: p.x + 400 * z, y: p.y + 300 * z };
  const handle = await centreOf(page.locator('[data-handle="rotate"]'));
  const radius = Math.hypot(handle.x - centre.x, handle.y - centre.y);
  const start = Math.atan2(handle.y - centre.y, handle.x - centre.x);
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  for (let i = 1; i <= 9; i++) {
    const a = start + ((45 * Math.PI) / 180) * (i / 9);
    await page.mouse.move(centre.x + radius * Math.cos(a), centre.y + radius * Math.sin(a));
  }
  const end = { x: centre.x + radius * Math.cos(start + Math.PI / 4), y: centre.y + radius * Math.sin(start + Math.PI / 4) };
  // mid-gesture the screen shows the box turned (its drawing turned as a whole): purple above
  // the old top edge where the turned corner reaches, white at the old top-right corner
  await expect.poll(async () => {
    const png = await page.screenshot({ clip: { x: p.x, y: p.y, width: p.width, height: p.height } });
    return (await pngColours(page, png, [[400 * z, 178 * z], [490 * z, 210 * z]])).map((c) => c.join(','));
  }).toEqual(['125,42,232', '255,255,255']);
  await page.mouse.up();
  // check: 45 degrees, and the handle is where the pointer let go
  await expect.poll(async () => (await frames(page).first().getAttribute('style')) ?? '').toMatch(/rotate\(45deg\)/);
  const after = await centreOf(page.locator('[data-handle="rotate"]'));
  expect(Math.hypot(after.x - end.x, after.y - end.y)).toBeLessThan(6);
  // Shift snaps: a 20 degree sweep becomes 15 degrees more
  const h2 = await centreOf(page.locator('[data-handle="rotate"]'));
  const s2 = Math.atan2(h2.y - centre.y, h2.x - centre.x);
  await page.mouse.move(h2.x, h2.y);
  await page.mouse.down();
  await page.keyboard.down('Shift');
  for (let i = 1; i <= 5; i++) {
    const a = s2 + ((20 * Math.PI) / 180) * (i / 5);
    await page.mouse.move(centre.x + radius * Math.cos(a), centre.y + radius * Math.sin(a));
  }
  await page.mouse.up();
  await page.keyboard.up('Shift');
  await expect.poll(async () => (await frames(page).first().getAttribute('style')) ?? '').toMatch(/rotate\(60deg\)/);
  await snapshot(page, 'editor-rotated-45-then-snapped');
});

test('sign-up checks the form first, in plain words naming each field, and sends nothing while it is wrong', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/register')) sent.push(r.url());
  });
  await page.goto(START);
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  // action: an empty form
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  // check
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription('Please enter your name.');
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Please enter your email address.');
  await expect(dialog.getByLabel('Password')).toHaveAccessibleDescription(/Please choose a password of at least 8 characters\./);
  await dialog.getByLabel('Email').fill('ada@');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
  await expect(dialog).not.toContainText("Invalid value for");
  expect(sent).toEqual([]);
  await snapshot(page, 'sign-up-checked-first');
});

test('a visitor finds the designs they started under Your designs, and can open one again', async ({ page }) => {
  // setup: a visitor starts a design, then comes back to the dashboard
  const created = await page.request.post('/api/saved_design/create_blank_design', { data: { width: 900, height: 500, name: 'My visitor poster' } });
  expect(created.ok()).toBe(true);
  // action
  await page.goto(START);
  // check
  const mine = page.getByRole('region', { name: 'Your designs' });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Sign up to keep them' })).toBeVisible();
  await snapshot(page, 'dashboard-visitor-your-designs');
  await mine.getByRole('link', { name: /My visitor poster/ }).click();
  await expect(page).toHaveURL(/\/designs\/[^/]+\/edit$/);
});

test('deleting a page offers Undo in a toast, and Undo brings the page back', async ({ page }) => {
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await page.getByRole('button', { name: 'Add page after' }).first().click();
  await expect(page.getByRole('region', { name: 'Page 2', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete page' }).nth(1).click();
  await expect(page.getByRole('region', { name: 'Page 2', exact: true })).toHaveCount(0);
  const toast = page.getByText('Page 2 deleted');
  await expect(toast).toBeVisible();
  await snapshot(page, 'editor-page-deleted-toast');
  await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('region', { name: 'Page 2', exact: true })).toBeVisible();
});

test("the Templates panel shows the format a design was opened with, and drops one it does not know instead of silently filtering", async ({ page }) => {
  const tree = (await (await page.request.post('/api/category/get_design_categories', { data: {} })).json()).data as { _id: string; name: string; children?: { _id: string; name: string }[] }[];
  const format = tree.flatMap((c) => c.children ?? [])[0];
  test.skip(!format, 'no categories in this run');
  const design = await blankDesign(page);
  await page.goto(`${START}/designs/${design._id}/edit?category=${format._id}`);
  await expect(page.locator('[data-editor-ready="true"]')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Select Category' })).toHaveText(format.name);
  await page.goto(`${START}/designs/${design._id}/edit?category=no-such-category`);
  await expect(page.locator('[data-editor-ready="true"]')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Select Category' })).toHaveText('All');
});

test('the zoom control stays at the bottom right of the view while the pages scroll', async ({ page }) => {
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Add page after' }).last().click();
  await expect(page.getByRole('region', { name: 'Page 4', exact: true })).toBeVisible();
  const zoom = page.getByRole('combobox', { name: 'Zoom' });
  const before = (await zoom.boundingBox())!;
  await page.locator('[aria-label^="Workspace"]').evaluate((el) => el.scrollBy(0, 800));
  const after = (await zoom.boundingBox())!;
  const view = page.viewportSize()!;
  expect(Math.abs(after.y - before.y)).toBeLessThan(2);
  expect(after.y + after.height).toBeGreaterThan(view.height - 60);
  expect(after.x + after.width).toBeGreaterThan(view.width - 60);
});

test('a click in the empty middle of a line icon selects the icon, not what lies behind it', async ({ page }) => {
  // setup: a page-sized box behind a ring icon
  const design = await blankDesign(page);
  const file = structuredClone(design.design_file);
  const ring = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#0e1318" stroke-width="2"><circle cx="12" cy="12" r="10"/></svg>`;
  file.pages[0].objects.back = {
    id: 'back', type: 'box', layer_index: 0, position: { x: 0, y: 0 }, width: 800, height: 600, rotation: 0, opacity: 1,
    locked: false, parent: null, box_details: { color: '#fde68a', radius: 0 },
  };
  file.pages[0].objects.icon = {
    id: 'icon', type: 'image', layer_index: 1, position: { x: 300, y: 200 }, width: 200, height: 200, rotation: 0, opacity: 1, locked: false, parent: null,
    image_details: { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(ring)}`, sub_type: 'icon', flip_horizontal: 1, flip_vertical: 1 },
  };
  await call(page.request, 'saved_design/save', { id: design._id, version: design.version, design_file: file });
  await openEditor(page, design._id);
  // action: click the ring's empty middle
  const p = (await activePage(page).boundingBox())!;
  const z = p.width / 800;
  await page.mouse.click(p.x + 400 * z, p.y + 300 * z);
  // check: the icon's 200 x 200 frame, not the page-sized box
  await expect(frames(page)).toHaveCount(1);
  const f = (await frames(page).first().boundingBox())!;
  expect(Math.abs(f.width - 200 * z)).toBeLessThan(6);
});

test('the Templates page opens at its top, not where the dashboard was scrolled to', async ({ page }) => {
  await page.goto(START);
  await expect(page.getByRole('region', { name: 'Popular Categories' })).toBeVisible();
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('Ctrl+wheel zooms in small steps around the point under the pointer', async ({ page }) => {
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  const zoomBox = page.getByRole('combobox', { name: 'Zoom' });
  const percent = async () => Number(/(\d+)%/.exec((await zoomBox.textContent()) ?? '')?.[1]);
  const before = await percent();
  const r0 = (await activePage(page).boundingBox())!;
  // a point two thirds across and down the page
  const pointer = { x: r0.x + r0.width * 0.66, y: r0.y + r0.height * 0.66 };
  const u0 = (pointer.x - r0.x) / r0.width;
  const v0 = (pointer.y - r0.y) / r0.height;
  await page.mouse.move(pointer.x, pointer.y);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -100);
  await page.keyboard.up('Control');
  await expect.poll(percent).toBeGreaterThan(before);
  const after = await percent();
  expect(after).toBeLessThanOrEqual(Math.ceil(before * 1.25));
  const r1 = (await activePage(page).boundingBox())!;
  // the same point of the page is still under the pointer
  expect(Math.abs(r1.x + u0 * r1.width - pointer.x)).toBeLessThan(4);
  expect(Math.abs(r1.y + v0 * r1.height - pointer.y)).toBeLessThan(4);
});

test('the font list shows each name in its own face, loaded as it scrolls into view', async ({ page }) => {
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await page.getByRole('tab', { name: 'Text' }).click();
  await page.getByRole('button', { name: 'Add a heading' }).click();
  await page.getByRole('button', { name: 'Font: Montserrat' }).click();
  const fonts = page.getByRole('complementary', { name: 'Font panel' });
  const list = fonts.getByRole('list', { name: 'Fonts' });
  // the first names are in view at once: their faces load without a hover
  const first = await list.getByRole('button').first().textContent();
  await expect.poll(() => page.evaluate((f) => document.fonts.check(`16px "${f}"`) && [...document.fonts].some((x) => x.family.replace(/"/g, '') === f && x.status === 'loaded'), first!.trim())).toBe(true);
  // one further down loads once scrolled to, and draws wider or narrower than the fallback would
  const caveat = list.getByRole('button', { name: 'Caveat' });
  await caveat.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => [...document.fonts].some((x) => x.family.replace(/"/g, '') === 'Caveat' && x.status === 'loaded'))).toBe(true);
  const widths = await page.evaluate(() => {
    const c = document.createElement('canvas').getContext('2d')!;
    c.font = '32px "Caveat", sans-serif';
    const own = c.measureText('Caveat Anton').width;
    c.font = '32px sans-serif';
    return { own, fallback: c.measureText('Caveat Anton').width };
  });
  expect(Math.abs(widths.own - widths.fallback)).toBeGreaterThan(3);
  await snapshot(page, 'editor-font-list-own-faces');
});

test("opening someone else's design says why before going back to the dashboard", async ({ page, browser }) => {
  // setup: a design of another visitor
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const theirs = await (await other.request.post('/api/saved_design/create_blank_design', { data: { width: 500, height: 500 } })).json();
  await other.close();
  const id = theirs.data._id as string;
  // action
  await page.goto(`${START}/designs/${id}/edit`);
  // check
  await expect(page.getByText('Something went wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('That design does not exist or you do not have access to it.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${START}$`));
});

test.describe('at tablet width', () => {
  test.use({ viewport: { width: 900, height: 700 } });

  test('the open side panel never covers the page, and Fit leaves room for it', async ({ page }) => {
    const design = await blankDesign(page);
    await openEditor(page, design._id);
    const panel = page.getByRole('complementary', { name: 'Templates panel' });
    await expect(panel).toBeVisible();
    const pb = (await panel.boundingBox())!;
    const p = (await activePage(page).boundingBox())!;
    expect(p.x).toBeGreaterThanOrEqual(pb.x + pb.width - 1);
    expect(p.x + p.width).toBeLessThanOrEqual(900);
    await snapshot(page, 'editor-tablet-panel-open');
  });
});

test('basic shapes from Elements: add a star, give it a fill and a border; it is saved and drawn after a reload', async ({ page }) => {
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await page.getByRole('tab', { name: 'Elements' }).click();
  await page.getByRole('region', { name: 'Shapes' }).getByRole('button', { name: 'Add star' }).click();
  await expect(frames(page)).toHaveCount(1);
  const f = (await frames(page).first().boundingBox())!;
  const p = (await activePage(page).boundingBox())!;
  expect(Math.abs(f.width - p.width / 2)).toBeLessThan(4);
  // fill
  await page.getByRole('button', { name: 'Fill colour' }).click();
  await page.getByRole('dialog', { name: 'Fill colour' }).locator('input[type="color"]').fill('#ff0000');
  await page.keyboard.press('Escape');
  // border
  await page.getByRole('button', { name: 'Border colour' }).click();
  await page.getByRole('dialog', { name: 'Border colour' }).locator('input[type="color"]').fill('#0000ff');
  await page.keyboard.press('Escape');
  await snapshot(page, 'editor-shape-star');
  // saved and drawn: the star's centre is red after a reload
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(page.locator('[data-editor-ready="true"]')).toBeVisible();
  const saved = (await (await page.request.post('/api/saved_design/get_one', { data: { id: design._id } })).json()).data;
  const star = Object.values(saved.design_file.pages[0].objects as Record<string, any>).find((o) => o.box_details?.shape === 'star');
  expect(star.box_details).toMatchObject({ color: '#ff0000', stroke: '#0000ff' });
  const canvas = page.getByRole('img', { name: 'Page 1 canvas' });
  const rgb = await canvas.evaluate((c: HTMLCanvasElement) => {
    const ctx = c.getContext('2d')!;
    return [...ctx.getImageData(Math.round(c.width / 2), Math.round(c.height / 2), 1, 1).data].slice(0, 3);
  });
  expect(rgb[0]).toBeGreaterThan(200);
  expect(rgb[1]).toBeLessThan(60);
});

test('Elements shows icon categories to browse, and an icon from one is added to the page', async ({ page }) => {
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await page.getByRole('tab', { name: 'Elements' }).click();
  const panel = page.getByRole('complementary', { name: 'Elements panel' });
  const categories = await (await page.request.post('/api/category/get', { data: { type: 'icon', filter_empty: true } })).json();
  test.skip(!categories.data?.length, 'no icons seeded in this run');
  const first = categories.data[0].name as string;
  const section = panel.getByRole('region', { name: first, exact: true });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: /^Add / }).first().click();
  await expect(frames(page)).toHaveCount(1);
  await snapshot(page, 'editor-elements-icon-categories');
});

test('on a seeded template, a background from the Backgrounds panel changes what a person sees', async ({ page }) => {
  // setup: a copy of a seeded template
  const templates = (await (await page.request.post('/api/design/get/', { data: { active: true, page_no: 0, size: 5 } })).json()).data?.docs ?? [];
  test.skip(!templates.length, 'no templates in this run');
  const copy = (await (await page.request.post('/api/design/copy_into_saved_design', { data: { id: templates[0]._id } })).json()).data;
  await openEditor(page, copy._id);
  const canvas = page.getByRole('img', { name: 'Page 1 canvas' });
  const pixels = () => canvas.evaluate((c: HTMLCanvasElement) => Array.from(c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data.filter((_, i) => i % 64 === 0)));
  const before = await pixels();
  // action
  await page.getByRole('tab', { name: 'Backgrounds' }).click();
  await page.getByRole('button', { name: /^Use background / }).first().click();
  // check: a good part of the page now shows the background
  await expect.poll(async () => {
    const after = await pixels();
    const changed = after.filter((v, i) => Math.abs(v - before[i]) > 24).length;
    return changed / after.length;
  }, { timeout: 10_000 }).toBeGreaterThan(0.15);
  await snapshot(page, 'editor-template-background');
});

test('a design with a rotated icon gets a thumbnail that matches its page', async ({ page }) => {
  // setup: an icon from Elements on a blank page
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await page.getByRole('tab', { name: 'Elements' }).click();
  const panel = page.getByRole('complementary', { name: 'Elements panel' });
  const categories = await (await page.request.post('/api/category/get', { data: { type: 'icon', filter_empty: true } })).json();
  test.skip(!categories.data?.length, 'no icons seeded in this run');
  await panel.getByRole('region', { name: categories.data[0].name, exact: true }).getByRole('button', { name: /^Add / }).first().click();
  await expect(frames(page)).toHaveCount(1);
  // action: turn it about 40 degrees with the rotate handle
  const frame = await centreOf(frames(page).first());
  const handle = await centreOf(page.locator('[data-handle="rotate"]'));
  const radius = Math.hypot(handle.x - frame.x, handle.y - frame.y);
  const start = Math.atan2(handle.y - frame.y, handle.x - frame.x);
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) {
    const a = start + ((40 * Math.PI) / 180) * (i / 8);
    await page.mouse.move(frame.x + radius * Math.cos(a), frame.y + radius * Math.sin(a));
  }
  await page.mouse.up();
  await expect(status(page)).toHaveText('All changes saved', { timeout: 15_000 });
  // check: the stored thumbnail shows what the canvas shows, drawn small (the thumbnail follows
  // the save, so the newest one is compared until it matches)
  const canvas = page.getByRole('img', { name: 'Page 1 canvas' });
  const compare = (src: string) => canvas.evaluate(async (c: HTMLCanvasElement, url: string) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    const w = img.naturalWidth;
    const h = img.naturalHeight;
    const draw = (source: CanvasImageSource) => {
      const s = document.createElement('canvas');
      s.width = w;
      s.height = h;
      const ctx = s.getContext('2d')!;
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, w, h);
      ctx.drawImage(source, 0, 0, w, h);
      return ctx.getImageData(0, 0, w, h).data;
    };
    const a = draw(img);
    const b = draw(c);
    // dark pixels (the icon's strokes) in one picture and not in the other, over all dark pixels
    let differ = 0;
    let dark = 0;
    for (let i = 0; i < a.length; i += 4) {
      const da = a[i] + a[i + 1] + a[i + 2] < 384;
      const db = b[i] + b[i + 1] + b[i + 2] < 384;
      if (da || db) dark++;
      if (da !== db) differ++;
    }
    return dark > 50 ? differ / dark : 1;
  }, src);
  await expect.poll(async () => {
    const saved = await getOne(page, design._id);
    const rotation = Object.values(saved.design_file.pages[0].objects)[0]?.rotation ?? 0;
    return Math.abs(rotation) > 20 && saved.thumbnail ? compare(saved.thumbnail) : 1;
  }, { timeout: 20_000 }).toBeLessThan(0.35);
  await page.goto(START);
  await expect(page.getByRole('img', { name: design.name }).first()).toBeVisible();
  await snapshot(page, 'all-designs-rotated-icon-thumbnail');
});

test('dragging through the custom colour picker shows each colour and records one undo step', async ({ page }) => {
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await page.getByRole('tab', { name: 'Elements' }).click();
  await page.getByRole('region', { name: 'Shapes' }).getByRole('button', { name: 'Add rectangle' }).click();
  await expect(frames(page)).toHaveCount(1);
  const canvas = page.getByRole('img', { name: 'Page 1 canvas' });
  const centre = () => canvas.evaluate((c: HTMLCanvasElement) => [...c.getContext('2d')!.getImageData(Math.round(c.width / 2), Math.round(c.height / 2), 1, 1).data].slice(0, 3));
  const original = await centre();
  // action: the system picker sends an input event per step of the drag, then change on close
  await page.getByRole('button', { name: 'Fill colour' }).click();
  const input = page.getByRole('dialog', { name: 'Fill colour' }).locator('input[type="color"]');
  for (const c of ['#330000', '#990000', '#ff0000']) {
    await input.evaluate((el: HTMLInputElement, value) => {
      el.value = value;
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, c);
  }
  // check: the canvas follows the drag before anything is recorded
  await expect.poll(async () => (await centre())[0]).toBeGreaterThan(200);
  await input.evaluate((el: HTMLInputElement) => el.dispatchEvent(new Event('change', { bubbles: true })));
  await page.keyboard.press('Escape');
  // one Undo goes back to the colour before the drag
  await page.getByRole('button', { name: /^Undo/ }).first().click();
  await expect.poll(centre).toEqual(original);
  await page.getByRole('button', { name: /^Redo/ }).first().click();
  await expect.poll(async () => (await centre())[0]).toBeGreaterThan(200);
});
