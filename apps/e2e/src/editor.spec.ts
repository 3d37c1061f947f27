import type { Locator } from '@playwright/test';
import { expect, snapshot, test } from './fixtures.js';
import { activePage, addText, allSaved, blankDesign, call, centreOf, drag, exportDifference, frames, getOne, openEditor, pngDifference, section, shot, START, status } from './editor-helpers.js';


test('designs a page as a person would: text, size, colour, move, group, align, undo, redo, pages, reload', async ({ page }) => {
  // setup
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await expect(status(page)).toHaveText('All changes saved');

  // action: add a heading and change its text, font size and colour
  await addText(page, 'Add a heading');
  await expect(frames(page)).toHaveCount(1);
  const heading = await centreOf(frames(page).first());
  await page.mouse.dblclick(heading.x, heading.y);
  const editorBox = page.getByRole('textbox', { name: 'Edit text' });
  await expect(editorBox).toBeFocused();
  await editorBox.fill('Summer sale');
  await editorBox.press('Escape');
  await expect(editorBox).toBeHidden();
  const size = page.getByRole('textbox', { name: 'Font size' });
  await size.fill('96');
  await size.press('Enter');
  await expect(size).toHaveValue('96');
  await page.getByRole('button', { name: 'Text colour' }).click();
  await page.getByRole('button', { name: 'red', exact: true }).click();
  await shot(page, 'editor-text-selected');

  // move it up by 100 design px
  const zoom = Number(await activePage(page).getAttribute('data-zoom'));
  const before = await centreOf(frames(page).first());
  await drag(page, before, 0, -100 * zoom);
  const after = await centreOf(frames(page).first());
  expect(Math.abs(after.y - (before.y - 100 * zoom))).toBeLessThan(8 * zoom);

  // a second text, then both selected with shift-click and grouped, then centred on the page
  await addText(page, 'Add a subheading');
  const sub = await centreOf(frames(page).first());
  await page.mouse.click(after.x, after.y);
  await page.keyboard.down('Shift');
  // (its left end: the heading's rotation handle sits just above the middle)
  await page.mouse.click(sub.box.x + 12, sub.y);
  await page.keyboard.up('Shift');
  await expect(frames(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Group', exact: true }).click();
  await expect(frames(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Ungroup' })).toBeVisible();
  await page.getByRole('button', { name: 'Position' }).click();
  await page.getByRole('menuitem', { name: 'Center' }).click();
  await page.getByRole('button', { name: 'Position' }).click();
  await page.getByRole('menuitem', { name: 'Middle' }).click();
  const grouped = await centreOf(frames(page).first());
  const pageBox = (await activePage(page).boundingBox())!;
  expect(Math.abs(grouped.x - (pageBox.x + pageBox.width / 2))).toBeLessThan(2);
  expect(Math.abs(grouped.y - (pageBox.y + pageBox.height / 2))).toBeLessThan(2);
  await shot(page, 'editor-group-selected');

  // undo step by step back to the blank page, then redo everything
  const undo = page.getByRole('button', { name: 'Undo' });
  const redo = page.getByRole('button', { name: 'Redo' });
  const steps: string[] = [];
  while (await undo.isEnabled()) {
    steps.push((await section(page, 1).getAttribute('data-elements'))!);
    await undo.click();
  }
  // add heading, text, size, colour, move, add subheading, group, centre, middle (an alignment
  // that changes nothing, because snapping already put the group there, records no step)
  expect(steps.length).toBeGreaterThanOrEqual(8);
  expect(steps[0]).toBe('3');
  expect(steps.at(-1)).toBe('1');
  await expect(section(page, 1)).toHaveAttribute('data-elements', '0');
  while (await redo.isEnabled()) await redo.click();
  await expect(section(page, 1)).toHaveAttribute('data-elements', '3');
  const redone = await centreOf(frames(page).first());
  expect(Math.abs(redone.x - grouped.x)).toBeLessThan(2);

  // pages: add one, then move it above the first
  await page.getByRole('button', { name: 'Add page', exact: true }).click();
  await expect(section(page, 2)).toBeVisible();
  await expect(section(page, 2)).toHaveAttribute('data-elements', '0');
  await section(page, 2).getByRole('button', { name: 'Move page up' }).click();
  await expect(section(page, 1)).toHaveAttribute('data-elements', '0');
  await expect(section(page, 2)).toHaveAttribute('data-elements', '3');
  await expect(section(page, 1).getByRole('button', { name: 'Delete page' })).toBeVisible();
  await allSaved(page);

  // check: after a reload every change is there
  await page.reload();
  await expect(page.locator('[data-editor-ready="true"]')).toBeVisible();
  await expect(section(page, 1)).toHaveAttribute('data-elements', '0');
  await expect(section(page, 2)).toHaveAttribute('data-elements', '3');
  const saved = await getOne(page, design._id);
  expect(saved.version).toBeGreaterThan(design.version);
  const objects = Object.values(saved.design_file.pages[1].objects);
  const texts = objects.filter((o) => o.type === 'text');
  const summer = texts.find((t) => t.text_details.text === 'Summer sale');
  expect(summer).toMatchObject({ text_details: { fontSize: 96, fontColor: '#ff3131', font: 'Montserrat' } });
  const group = objects.find((o) => o.type === 'group');
  expect(group.position.x + group.width / 2).toBeCloseTo(400, 0);
  expect(group.position.y + group.height / 2).toBeCloseTo(300, 0);
  expect(texts.every((t) => t.parent === group.id)).toBe(true);
});

test('in view role the design cannot be changed', async ({ page }) => {
  // setup: a design with one heading
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await addText(page, 'Add a heading');
  await allSaved(page);
  const saved = await getOne(page, design._id);

  // action: open it in view role and try to change it
  await openEditor(page, design._id, 'view');
  await expect(status(page)).toHaveText('View only');
  await expect(page.getByRole('toolbar', { name: 'Selection tools' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add page', exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Design name' })).toHaveCount(0);
  // no tool that would change it is offered: Resize is not there, and a panel says why it is empty
  await expect(page.getByRole('button', { name: 'Resize', exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Elements' }).click();
  await expect(page.getByRole('complementary', { name: 'Elements panel' })).toContainText('You can view this design but not change it.');
  const p = (await activePage(page).boundingBox())!;
  await page.mouse.click(p.x + p.width / 2, p.y + p.height / 2);
  await expect(frames(page)).toHaveCount(1);
  await expect(page.locator('[data-handle]')).toHaveCount(0);
  await page.keyboard.press('Delete');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Control+d');
  const c = await centreOf(frames(page).first());
  await drag(page, c, 80, 40);
  await page.mouse.dblclick(c.x, c.y);
  await expect(page.getByRole('textbox', { name: 'Edit text' })).toHaveCount(0);

  // check: nothing changed on the page or on the server
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  expect((await centreOf(frames(page).first())).x).toBeCloseTo(c.x, 0);
  await page.waitForTimeout(1200);
  expect((await getOne(page, design._id)).version).toBe(saved.version);
});

test('a design that cannot be loaded goes back to the dashboard with Something went wrong', async ({ page }) => {
  await page.goto(`${START}/designs/no-such-design/edit`);
  await expect(page.getByText('Something went wrong', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${START}$`));
});

test('an image selected shows its handles and toolbar; the name is saved on Enter', async ({ page }) => {
  // setup: a design with a transparent-cornered image saved through the versioned save
  const design = await blankDesign(page);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><circle cx="150" cy="100" r="100" fill="#0097b2"/><circle cx="150" cy="100" r="40" fill="#ffde59"/></svg>`;
  const file = structuredClone(design.design_file);
  file.pages[0].objects.img = {
    id: 'img', type: 'image', layer_index: 0, position: { x: 250, y: 200 }, width: 300, height: 200, rotation: 0, opacity: 1,
    locked: false, parent: null,
    image_details: { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, flip_horizontal: 1, flip_vertical: 1 },
  };
  file.pages[0].background_color = '#f1eafe';
  await call(page.request, 'saved_design/save', { id: design._id, version: design.version, design_file: file });
  await openEditor(page, design._id);

  // action: a click on the transparent corner passes through; a click on the circle selects it
  const p = (await activePage(page).boundingBox())!;
  const z = p.width / 800;
  await page.mouse.click(p.x + 255 * z, p.y + 205 * z);
  await expect(frames(page)).toHaveCount(0);
  await page.mouse.click(p.x + 400 * z, p.y + 300 * z);
  await expect(frames(page)).toHaveCount(1);
  await expect(page.locator('[data-handle]')).toHaveCount(9);
  await shot(page, 'editor-image-selected');

  // the south-east corner keeps the image's proportions; the rotation handle turns it
  const se = await centreOf(page.locator('[data-handle="se"]'));
  await drag(page, se, 60 * z, 10 * z);
  const resized = (await frames(page).first().boundingBox())!;
  expect(Math.abs(resized.width / resized.height - 1.5)).toBeLessThan(0.03);
  expect(resized.width).toBeGreaterThan(330 * z);
  const rot = await centreOf(page.locator('[data-handle="rotate"]'));
  const mid = await centreOf(frames(page).first());
  await drag(page, rot, mid.x + 200 - rot.x, mid.y - rot.y);
  await expect.poll(async () => (await frames(page).first().getAttribute('style')) ?? '').toContain('rotate(');

  // a marquee from an empty corner around the image selects it again
  await page.keyboard.press('Escape');
  await expect(frames(page)).toHaveCount(0);
  await page.mouse.move(p.x + 5 * z, p.y + 5 * z);
  await page.mouse.down();
  await page.mouse.move(p.x + 795 * z, p.y + 595 * z, { steps: 6 });
  await page.mouse.up();
  await expect(frames(page)).toHaveCount(1);

  // the name is saved on Enter
  const name = page.getByRole('textbox', { name: 'Design name' });
  await name.fill('Poster for the fair');
  await name.press('Enter');
  await expect.poll(async () => (await getOne(page, design._id)).name).toBe('Poster for the fair');
});

/** Scrolls an infinite grid until its end message shows (each scroll asks for the next page). */
async function scrollToEnd(grid: Locator) {
  const end = grid.getByText(/^(No more results\.|No results found\.)$/);
  for (let i = 0; i < 40 && !(await end.isVisible()); i++) {
    const tiles = grid.getByRole('button');
    if (await tiles.count()) await tiles.last().scrollIntoViewIfNeeded();
    await grid.page().waitForTimeout(150);
  }
  await expect(end).toBeVisible();
}

/** Scrolls the panel holding an infinite grid back to its top (tiles far from the view are not rendered). */
async function scrollToTop(grid: Locator) {
  await grid.evaluate((el) => {
    for (let p = el.parentElement; p; p = p.parentElement) {
      if (/(auto|scroll)/.test(getComputedStyle(p).overflowY)) return p.scrollTo(0, 0);
    }
  });
}

test('the Templates panel on the seeded catalog: Select Category starts at All or the ?category= one; a template replaces the design as one undo step', async ({ page }) => {
  // setup: the seeded catalog's first active template, and every list call the panel makes
  const listed = await call<{ docs: { _id: string; name: string; categories: { _id: string; name: string }[] }[]; total: number }>(page.request, 'design/get/', { active: true, page_no: 0, size: 1 });
  test.skip(!listed.docs.length, 'no templates seeded in this run');
  const first = listed.docs[0];
  const full = await call<{ design_file: { pages: { objects: Record<string, unknown> }[] } }>(page.request, 'design/get_one', { id: first._id });
  const asked: { category_id?: string; page_no?: number }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/design/get/')) asked.push(r.postDataJSON());
  });
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  const panel = page.getByRole('complementary', { name: 'Templates panel' });
  await expect(panel.getByRole('searchbox', { name: 'Search templates' })).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Select Category' })).toHaveText('All');
  // the list pages on as it scrolls, to its end
  await scrollToEnd(panel.locator('[aria-label="Templates"]'));
  if (listed.total > 20) expect(asked.some((b) => b.page_no === 1)).toBe(true);
  // a long grid is windowed: the first tiles are rendered again once the list is back at its top
  await scrollToTop(panel.locator('[aria-label="Templates"]'));

  // action
  await panel.getByRole('button', { name: `Use template ${first.name}` }).first().click();

  // check: the design is the template's, nothing selected; undo brings the blank page back
  const pages = full.design_file.pages.length;
  await expect(section(page, pages)).toBeVisible();
  await expect(section(page, 1)).toHaveAttribute('data-elements', String(Object.keys(full.design_file.pages[0].objects).length));
  await expect(frames(page)).toHaveCount(0);
  await snapshot(page, 'editor-template-used');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(section(page, 2)).toHaveCount(0);
  await expect(section(page, 1)).toHaveAttribute('data-elements', '0');

  // a category chosen in the select, and one from the URL, filter the list
  const category = first.categories[0];
  await panel.getByRole('combobox', { name: 'Select Category' }).click();
  await page.getByRole('option', { name: category.name, exact: true }).first().click();
  await expect.poll(() => asked.some((b) => b.category_id === category._id)).toBe(true);
  await page.goto(`${START}/designs/${design._id}/edit?category=${category._id}`);
  await expect(page.getByRole('combobox', { name: 'Select Category' })).toHaveText(category.name);
});

test('the Elements panel on the seeded catalog: icon categories with All and Back, an icon lands at half the design width with its colour picker', async ({ page }) => {
  // setup: the seeded icon categories (lucide icons, drawn in black)
  const categories = await call<{ _id: string; name: string }[]>(page.request, 'category/get', { type: 'icon', filter_empty: true });
  test.skip(!categories.length, 'no icons seeded in this run');
  const category = categories[0].name;
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await page.getByRole('tab', { name: 'Elements' }).click();
  const panel = page.getByRole('complementary', { name: 'Elements panel' });
  await expect(panel.getByRole('searchbox', { name: 'Search elements' })).toBeVisible();

  // action: open the category with All (to its end), go Back, then add an icon
  await panel.getByRole('button', { name: `All ${category}` }).click();
  await scrollToEnd(panel.locator('[aria-label="icon"]'));
  await panel.getByRole('button', { name: 'Back' }).click();
  await panel.getByRole('region', { name: category, exact: true }).getByRole('button', { name: /^Add / }).first().click();

  // check: one element, half the page wide, centred, with a picker for its colour
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  const pageBox = (await activePage(page).boundingBox())!;
  const frame = (await frames(page).first().boundingBox())!;
  expect(Math.abs(frame.width - pageBox.width / 2)).toBeLessThan(3);
  expect(Math.abs(frame.x + frame.width / 2 - (pageBox.x + pageBox.width / 2))).toBeLessThan(3);
  await expect(page.getByRole('button', { name: /^Icon colour \d$/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Icon colour 1' }).click();
  await page.getByRole('button', { name: 'green', exact: true }).click();
  await allSaved(page);
  const saved = await getOne(page, design._id);
  const placed = Object.values(saved.design_file.pages[0].objects)[0];
  expect(placed.image_details.svg_colors[0]).toEqual({ original: '#000000', color: '#00bf63' });
  await shot(page, 'editor-icon-selected');
});

test('the back button shows the saving loader, saves and returns to the dashboard', async ({ page }) => {
  // setup: saves answer slowly, so the loader can be seen
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await page.route('**/api/saved_design/save', async (r) => {
    await new Promise((ok) => setTimeout(ok, 800));
    await r.continue();
  });
  await addText(page, 'Add a heading');

  // action
  await page.getByRole('button', { name: 'Back to the dashboard' }).click();

  // check
  await expect(page.getByText('Saving your work, it should take only a few seconds ...')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${START}$`));
  const saved = await getOne(page, design._id);
  expect(Object.keys(saved.design_file.pages[0].objects)).toHaveLength(1);
});

test('a save on a stale version tells the user and keeps the change in the editor', async ({ page }) => {
  // setup: the design is saved elsewhere after the editor opened it
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  const elsewhere = structuredClone(design.design_file);
  elsewhere.pages[0].background_color = '#000000';
  await call(page.request, 'saved_design/save', { id: design._id, version: design.version, design_file: elsewhere });

  // action
  await addText(page, 'Add a heading');

  // check: a clear toast, the status says so, the heading is still there, the newer save stays
  await expect(page.getByText(/This design was changed elsewhere/)).toBeVisible();
  await expect(status(page)).toHaveText('Not saved: changed elsewhere');
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  const saved = await getOne(page, design._id);
  expect(saved.design_file.pages[0].background_color).toBe('#000000');
  expect(Object.keys(saved.design_file.pages[0].objects)).toHaveLength(0);
  await snapshot(page, 'editor-save-conflict');

  // after a reload the kept copy is offered back, and saved on top of the newer version
  await page.reload();
  await page.getByRole('button', { name: 'Restore them' }).click();
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  await allSaved(page);
  const restored = await getOne(page, design._id);
  expect(Object.keys(restored.design_file.pages[0].objects)).toHaveLength(1);
  expect(restored.version).toBeGreaterThan(saved.version);
});

test('text templates from the seeded catalog arrive as one group; a seeded background goes behind the page', async ({ page }) => {
  // setup: the seeded catalog's first text template and first Common background
  const texts = await call<{ docs: { _id: string; name: string }[] }>(page.request, 'text_template/get/', { page_no: 0, size: 20, priority_sort: true });
  const backgrounds = await call<{ docs: { name: string; src: string }[] }>(page.request, 'design_resource/get/', { type: 'image', sub_type: 'background', kind: 'Common', page_no: 0, size: 30 });
  test.skip(!texts.docs.length || !backgrounds.docs.length, 'no text templates or backgrounds seeded in this run');
  const tpl = await call<{ name: string; design_file: { width: number; pages: { objects: Record<string, { type: string }> }[] } }>(page.request, 'text_template/get_one/', { id: texts.docs[0]._id });
  const parts = Object.keys(tpl.design_file.pages[0].objects).length;
  const grouped = Object.values(tpl.design_file.pages[0].objects).some((o) => o.type === 'group');
  const bg = backgrounds.docs[0];
  const design = await blankDesign(page);
  await openEditor(page, design._id);

  // action: a text template, then a background
  await page.getByRole('tab', { name: 'Text' }).click();
  await page.getByRole('button', { name: `Add text template ${tpl.name}` }).click();
  if (parts > 1) await expect(page.getByRole('button', { name: 'Ungroup' })).toBeVisible();
  await page.getByRole('tab', { name: 'Backgrounds' }).click();
  await page.getByRole('button', { name: `Use background ${bg.name}` }).click();

  // check: the template's parts (and their group) on the page, the background behind it
  await expect(section(page, 1)).toHaveAttribute('data-elements', String(parts > 1 && !grouped ? parts + 1 : parts));
  await allSaved(page);
  const saved = await getOne(page, design._id);
  expect(saved.design_file.pages[0].background_image).toBe(bg.src);
  const objects = Object.values(saved.design_file.pages[0].objects);
  const outer = objects.find((o) => o.type === 'group') ?? objects[0];
  expect(outer.position.x + outer.width / 2).toBeCloseTo(400, 0);
  await shot(page, 'editor-text-template-and-background');
});

test('canvas details: snapping guides, zoom presets, editing a text inside a group; visitors get sign-in from Download and no Share', async ({ page }) => {
  // setup
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await addText(page, 'Add a heading');

  // a drag near the centre shows the centre guide while the pointer is down
  const c = await centreOf(frames(page).first());
  await page.mouse.move(c.x, c.y);
  await page.mouse.down();
  await page.mouse.move(c.x + 20, c.y + 40, { steps: 4 });
  await page.mouse.move(c.x + 2, c.y + 40, { steps: 4 });
  await expect(page.locator('[data-guide="x"]')).toBeVisible();
  // the page's centre line runs the page's height
  const line = (await page.locator('[data-guide="x"]').boundingBox())!;
  const box = (await activePage(page).boundingBox())!;
  expect(Math.abs(line.height - box.height)).toBeLessThan(2);
  expect(Math.abs(line.y - box.y)).toBeLessThan(2);
  expect(line.width).toBeLessThanOrEqual(1.5);
  await page.mouse.up();
  await expect(page.locator('[data-guide]')).toHaveCount(0);

  // zoom presets
  const before = (await activePage(page).boundingBox())!.width;
  await page.getByRole('combobox', { name: 'Zoom' }).click();
  await page.getByRole('option', { name: '50%' }).click();
  await expect.poll(async () => Math.round((await activePage(page).boundingBox())!.width)).toBe(400);
  // at 200% the workspace scrolls; space-drag pans it, Ctrl+wheel zooms
  await page.getByRole('combobox', { name: 'Zoom' }).click();
  await page.getByRole('option', { name: '200%' }).click();
  const workspace = page.getByLabel(/^Workspace:/);
  const scroll = () => workspace.evaluate((el) => el.scrollLeft + el.scrollTop);
  const start = await scroll();
  const area = (await workspace.boundingBox())!;
  await workspace.focus();
  await page.keyboard.down('Space');
  await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width / 2 - 150, area.y + area.height / 2 - 100, { steps: 5 });
  await page.mouse.up();
  await page.keyboard.up('Space');
  expect(await scroll()).toBeGreaterThan(start + 100);
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, 200);
  await page.keyboard.up('Control');
  await expect(page.getByRole('combobox', { name: 'Zoom' })).not.toHaveText('200%');
  await page.getByRole('combobox', { name: 'Zoom' }).click();
  await page.getByRole('option', { name: 'Fit' }).click();
  await expect.poll(async () => Math.round((await activePage(page).boundingBox())!.width)).toBe(Math.round(before));

  // a double-click on a group goes in and edits the text under the pointer
  await addText(page, 'Add a subheading');
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Control+g');
  await expect(page.getByRole('button', { name: 'Ungroup' })).toBeVisible();
  const sub = page.locator('[data-selection-frame]').first();
  const g = await centreOf(sub);
  await page.mouse.click(1, 1); // deselect on the workspace edge
  const heading = await activePage(page).boundingBox();
  await page.mouse.dblclick(g.box.x + 10, heading!.y + (await activePage(page).evaluate((el) => el.clientHeight)) / 2 + 1);
  await expect(page.getByRole('textbox', { name: 'Edit text' })).toBeFocused();
  await page.keyboard.press('Escape');

  // visitors: no Share; Download asks them to sign in
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test('toolbars: font search by prefix, spacing and opacity sliders, layer menu inactive at the ends, lock; the thumbnail is refreshed', async ({ page }) => {
  // setup: two texts
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await addText(page, 'Add a subheading');
  await addText(page, 'Add a heading');

  // font: the font button opens the font panel; search is a name prefix
  await page.getByRole('button', { name: 'Font: Montserrat' }).click();
  const fonts = page.getByRole('complementary', { name: 'Font panel' });
  await fonts.getByRole('searchbox', { name: 'Search fonts' }).fill('lob');
  await expect(fonts.getByRole('list', { name: 'Fonts' }).getByRole('button')).toHaveText(['Lobster']);
  await fonts.getByRole('button', { name: 'Lobster' }).click();
  await expect(page.getByRole('button', { name: 'Font: Lobster' })).toBeVisible();

  // spacing: letter spacing -30..30 with the keyboard
  await page.getByRole('button', { name: 'Spacing' }).click();
  const letter = page.getByRole('slider', { name: 'Letter spacing' });
  await letter.focus();
  await letter.press('End');
  await expect(letter).toHaveAttribute('aria-valuenow', '30');
  await page.keyboard.press('Escape');

  // layer menu: on top, Forward and To front are inactive; at the bottom, Backward and To back
  await page.getByRole('button', { name: 'Layer' }).click();
  const toFront = page.getByRole('menuitem', { name: 'To front' });
  if ((await toFront.getAttribute('aria-disabled')) !== 'true') await toFront.click();
  else await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Layer' }).click();
  await expect(page.getByRole('menuitem', { name: 'Forward' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('menuitem', { name: 'To front' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'To back' }).click();
  await page.getByRole('button', { name: 'Layer' }).click();
  await expect(page.getByRole('menuitem', { name: 'Backward' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  // opacity 1..100, stored 0..1
  await page.getByRole('button', { name: 'Transparency' }).click();
  const opacity = page.getByRole('slider', { name: 'Opacity' });
  await opacity.focus();
  await opacity.press('Home');
  await expect(opacity).toHaveAttribute('aria-valuenow', '1');
  await page.keyboard.press('Escape');

  // lock: a locked element does not move with the arrows
  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByRole('button', { name: 'Unlock' })).toBeVisible();

  // check: everything saved, thumbnail included
  await allSaved(page);
  const saved = await getOne(page, design._id);
  const objects = Object.values(saved.design_file.pages[0].objects);
  const heading = objects.find((o) => o.text_details?.text_type === 'heading');
  expect(heading).toMatchObject({ opacity: 0.01, locked: true, text_details: { font: 'Lobster', letterSpacing: 30 } });
  // at the back: below every other top-level element (layer indices are fractional: one record changed)
  expect(objects.filter((o) => o !== heading && !o.parent).every((o) => o.layer_index > heading!.layer_index)).toBe(true);
  await expect.poll(async () => (await getOne(page, design._id)).thumbnail, { timeout: 15_000 }).toBeTruthy();
});

test('a seeded template from the catalog opens in the editor and is saved', async ({ page }) => {
  // setup
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  const panel = page.getByRole('complementary', { name: 'Templates panel' });
  const first = panel.getByRole('button', { name: /^Use template / }).first();

  // action
  await first.click();

  // check
  await expect(section(page, 1)).not.toHaveAttribute('data-elements', '0');
  await allSaved(page);
  const saved = await getOne(page, design._id);
  expect(Object.keys(saved.design_file.pages[0].objects).length).toBeGreaterThan(0);
  await snapshot(page, 'editor-seeded-template');
});

test.describe('at tablet width (991px or less)', () => {
  test.use({ viewport: { width: 900, height: 700 } });

  test('the side panel floats over the canvas and the page still fits', async ({ page }) => {
    const design = await blankDesign(page);
    await openEditor(page, design._id);
    const panel = page.getByRole('complementary', { name: 'Templates panel' });
    await expect(panel).toBeVisible();
    const canvasBox = (await page.getByRole('main', { name: 'Design canvas' }).boundingBox())!;
    expect(canvasBox.x).toBeLessThan(100);
    await page.getByRole('button', { name: 'Collapse panel' }).click();
    await expect(panel).toBeHidden();
    const p = (await activePage(page).boundingBox())!;
    expect(p.x + p.width).toBeLessThanOrEqual(900);
    await snapshot(page, 'editor-tablet');
  });
});

test('the canvas works from the keyboard: Enter selects, Tab walks, Enter edits, arrows move, Tab leaves', async ({ page }) => {
  // setup
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await addText(page, 'Add a heading');
  await addText(page, 'Add a subheading');
  await page.keyboard.press('Escape');
  const workspace = page.getByLabel(/^Workspace:/);

  // action and check
  await workspace.focus();
  await page.keyboard.press('Enter');
  await expect(frames(page)).toHaveCount(1);
  const first = await centreOf(frames(page).first());
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(async () => (await centreOf(frames(page).first())).x).toBeGreaterThan(first.x + 5);
  await page.keyboard.press('Tab');
  await expect(frames(page)).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Edit text' })).toBeFocused();
  await page.keyboard.press('Escape');
  await workspace.focus();
  await page.keyboard.press('Tab');
  await expect(frames(page)).toHaveCount(0);
  await expect(workspace).not.toBeFocused();
});

test('after a conflict, Save my version puts the editor\'s document on top of the newer one', async ({ page }) => {
  // setup: saved elsewhere after opening, then a change here
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  const elsewhere = structuredClone(design.design_file);
  elsewhere.pages[0].background_color = '#000000';
  await call(page.request, 'saved_design/save', { id: design._id, version: design.version, design_file: elsewhere });
  await addText(page, 'Add a heading');
  await expect(status(page)).toHaveText('Not saved: changed elsewhere');

  // action
  await page.getByRole('button', { name: 'Save my version' }).click();

  // check: the heading is still in the editor and now saved
  await allSaved(page);
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  const saved = await getOne(page, design._id);
  expect(Object.keys(saved.design_file.pages[0].objects)).toHaveLength(1);
  expect(saved.design_file.pages[0].background_color).toBe('#ffffff');
});

test('a filtered photo drawn large is filtered in the engine worker, and the page keeps answering meanwhile', async ({ page }) => {
  // setup: a colourful 1200 x 900 photo over the page, turned grey by its adjustments
  const design = await blankDesign(page);
  await page.goto('/designmaker/start');
  const photo = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 1200;
    c.height = 900;
    const ctx = c.getContext('2d')!;
    const g = ctx.createLinearGradient(0, 0, 1200, 900);
    g.addColorStop(0, '#ff0000');
    g.addColorStop(0.5, '#00c000');
    g.addColorStop(1, '#0000ff');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 1200, 900);
    // a JPEG keeps the save under the request limit of 1 MB
    return c.toDataURL('image/jpeg', 0.85);
  });
  const file = structuredClone(design.design_file);
  file.pages[0].objects.photo = {
    id: 'photo', type: 'image', layer_index: 0, position: { x: 0, y: 0 }, width: 800, height: 600, rotation: 0, opacity: 1, locked: false, parent: null,
    image_details: { src: photo, flip_horizontal: 1, flip_vertical: 1, adjustments: { saturation: -100 } },
  };
  await call(page.request, 'saved_design/save', { id: design._id, version: design.version, design_file: file });
  await openEditor(page, design._id);
  const canvas = page.getByRole('img', { name: 'Page 1 canvas' });
  const grey = () => canvas.evaluate((c: HTMLCanvasElement) => {
    const ctx = c.getContext('2d')!;
    const [r, g, b] = ctx.getImageData(Math.round(c.width * 0.3), Math.round(c.height * 0.3), 1, 1).data;
    return Math.max(r, g, b) - Math.min(r, g, b) <= 3 && r > 20;
  });
  // at the fit zoom the photo is small enough to filter in line
  await expect.poll(grey).toBe(true);
  const finished = () => page.evaluate(() => (globalThis as { __dmImageWork?: { finished: number } }).__dmImageWork?.finished ?? 0);
  expect(await finished()).toBe(0);

  // action: zoom to 200%: 1600 x 1200 device pixels of photo, over the worker threshold
  await page.getByRole('combobox', { name: 'Zoom' }).click();
  await page.getByRole('option', { name: '200%' }).click();

  // check: the worker did the work and the canvas shows the grey photo
  await expect.poll(finished, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(grey).toBe(true);
});

test('on a crowded page an element dragged, turned and resized from under others is shown mid-gesture and drawn after as the export draws the saved page', async ({ page }) => {
  // setup: 120 boxes and texts over each other; the moved ones lie under others
  const design = await blankDesign(page);
  const file = structuredClone(design.design_file);
  let seed = 11;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < 120; i++) {
    const base = { id: `e${i}`, layer_index: i, position: { x: Math.round(rnd() * 700), y: Math.round(rnd() * 520) }, width: 40 + Math.round(rnd() * 80), height: 30 + Math.round(rnd() * 50), rotation: i % 7 === 0 ? 30 : 0, opacity: 1, locked: false, parent: null };
    file.pages[0].objects[base.id] = i % 5 === 4
      ? { ...base, width: 140, height: 30, type: 'text', text_details: { text: `Label ${i}`, font: 'Montserrat', bold: false, italic: false, fontSize: 22, fontColor: '#222222', textAlign: 'left', letterSpacing: 0, lineHeight: 0 } }
      : { ...base, type: 'box', box_details: { color: `hsl(${Math.round(rnd() * 360)} 70% 55%)`, radius: 0 } };
  }
  // nothing above it covers the point where it is pressed
  for (const [id, o] of Object.entries(file.pages[0].objects) as [string, { layer_index: number; position: { x: number; y: number }; width: number; height: number }][]) {
    const r = Math.hypot(o.width, o.height) / 2;
    if (o.layer_index > 60 && Math.hypot(o.position.x + o.width / 2 - 400, o.position.y + o.height / 2 - 300) < r + 4) delete file.pages[0].objects[id];
  }
  file.pages[0].objects.mover = { id: 'mover', type: 'box', layer_index: 60.5, position: { x: 340, y: 250 }, width: 120, height: 100, rotation: 0, opacity: 1, locked: false, parent: null, box_details: { color: '#111111', radius: 0 } };
  await call(page.request, 'saved_design/save', { id: design._id, version: design.version, design_file: file });
  await openEditor(page, design._id);
  const p = (await activePage(page).boundingBox())!;
  const z = p.width / 800;
  // each gesture's last step is held and the screen taken before the release, then again once
  // the release has drawn the page: what a person sees mid-gesture (the page lifted off a still of
  // it, the moving layer) against what is drawn after (the selection frame and the snapping
  // guides hidden in both)
  const screen = () => page.screenshot({ clip: { x: p.x, y: p.y, width: p.width, height: p.height }, style: '[data-selection-frame], [data-guide] { visibility: hidden !important; }' });
  const held: number[] = [];
  const release = async () => {
    const during = await screen();
    await page.mouse.up();
    await allSaved(page);
    await page.waitForTimeout(300);
    held.push(await pngDifference(page, during, await screen()));
  };
  // action: drag the dark box (under half the page) 150 px right and 80 down, then turn it, then
  // make it larger from its bottom-right corner
  const at = { x: p.x + 400 * z, y: p.y + 300 * z };
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(at.x + i * 15 * z, at.y + i * 8 * z);
  await release();
  await expect(frames(page)).toHaveCount(1);
  const handle = await centreOf(page.locator('[data-handle="rotate"]'));
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++) await page.mouse.move(handle.x + i * 12 * z, handle.y - i * 4 * z);
  await release();
  // (out along the line from the box's centre through the corner: a corner keeps the proportions)
  const corner = await centreOf(page.locator('[data-handle="se"]'));
  const middle = await centreOf(frames(page).first());
  await page.mouse.move(corner.x, corner.y);
  await page.mouse.down();
  for (let i = 1; i <= 5; i++) await page.mouse.move(corner.x + (corner.x - middle.x) * i * 0.06, corner.y + (corner.y - middle.y) * i * 0.06);
  await release();
  // check: the saved page moved, turned and grew it; the screen mid-gesture showed what the
  // release then drew; and the canvas (drawn again only where things changed) matches the
  // server's export of the saved page
  const saved = (await getOne(page, design._id)).design_file.pages[0].objects.mover as { position: { x: number; y: number }; rotation: number; width: number };
  expect(saved.position.x).toBeGreaterThan(450);
  expect(Math.abs(saved.rotation)).toBeGreaterThan(5);
  expect(saved.width).toBeGreaterThan(130);
  held.forEach((d, i) => expect(d, `${['moving', 'turning', 'resizing'][i]}: mean difference ${d.toFixed(2)}`).toBeLessThanOrEqual(1));
  const worst = await exportDifference(page, design._id);
  expect(worst, `mean difference ${worst.toFixed(2)}`).toBeLessThanOrEqual(2);
});

test('a design opens page first: the top bar, rail and toolbar fill in around its page without moving it', async ({ page }) => {
  // setup: a design with a heading, and a note of where its page is when it is first on screen
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await addText(page, 'Add a heading');
  await allSaved(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __dmPageShownAt?: number; __firstShown?: { page: number[]; download: boolean } };
    const look = () => {
      if (w.__dmPageShownAt === undefined) return requestAnimationFrame(look);
      const box = document.querySelector('[data-active-page]')?.getBoundingClientRect();
      w.__firstShown = { page: box ? [box.x, box.y, box.width, box.height] : [], download: !!document.querySelector('button[aria-label="Download"]') };
    };
    requestAnimationFrame(look);
  });

  // action: open it again
  await openEditor(page, design._id);
  await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Elements' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Selection tools' })).toBeVisible();

  // check: the page was on screen with its heading, and it is where it was then, now that the
  // controls are there
  const first = (await page.waitForFunction(() => (window as unknown as { __firstShown?: { page: number[] } }).__firstShown).then((h) => h.jsonValue()))!;
  const now = (await activePage(page).boundingBox())!;
  expect(first.page).toHaveLength(4);
  expect(first.page.map(Math.round)).toEqual([now.x, now.y, now.width, now.height].map(Math.round));
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  await shot(page, 'editor-opened');
});
