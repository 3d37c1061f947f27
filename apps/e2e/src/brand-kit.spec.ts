import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { allSaved, blankDesign, call, openEditor, section, shot, START } from './editor-helpers.js';

// A real TrueType font that is not in the font catalog: Debian's DejaVu Sans Mono (fontconfig's
// dependency, installed with Chromium).
const TTF = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf';

async function downloaded(page: Page, format: RegExp): Promise<Buffer> {
  await page.getByRole('button', { name: 'Download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download' });
  await dialog.getByRole('radio', { name: format }).check();
  const event = page.waitForEvent('download', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  const d = await event;
  return readFileSync((await d.path())!);
}

/** Pixels that differ by more than a quarter of the range in some channel. */
async function changedPixels(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((p) => sharp(p).removeAlpha().raw().toBuffer()));
  let n = 0;
  for (let i = 0; i < x.length; i += 3) if (Math.max(Math.abs(x[i] - y[i]), Math.abs(x[i + 1] - y[i + 1]), Math.abs(x[i + 2] - y[i + 2])) > 64) n++;
  return n;
}

async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((p) => sharp(p).removeAlpha().raw().toBuffer()));
  if (x.length !== y.length) return 255;
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

test('a brand kit: empty states, a palette, a logo and a TTF font used in a design (PDF embeds it, PNG draws it), and a team member sees the kit', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  await page.goto(START);
  await call(page.request, 'auth/register', { email: `brand-${stamp}@example.com`, name: 'Bree', password: 'brand brand brand' });
  await page.goto(`${START}/brand-kit`);
  // empty states of a new user
  await expect(page.getByText('No color palettes added')).toBeVisible();
  await expect(page.getByText('No fonts selected')).toBeVisible();

  // a palette: 5 colours and a name, else the rule
  await page.getByRole('button', { name: 'Add new color palette' }).click();
  const pal = page.getByRole('dialog', { name: 'Add New Color Palette' });
  await pal.getByLabel('Palette name').fill('Sea');
  await pal.getByRole('button', { name: 'Save palette' }).click();
  await expect(pal.getByText('You must add 5 colors and set a name')).toBeVisible();
  for (const c of ['#0a3d62', '#f8c291', '#3c6382', '#60a3bc', '#82ccdd']) {
    await pal.getByLabel('Colour to add').fill(c);
    await pal.getByRole('button', { name: 'Add colour' }).click();
  }
  await expect(pal.getByRole('button', { name: 'Add colour' })).toHaveCount(0);
  await pal.getByRole('button', { name: 'Save palette' }).click();
  await expect(page.getByRole('region', { name: 'Color Palettes' }).getByText('Sea')).toBeVisible();
  // a palette from the library: a category's See All lists it to the end
  await page.getByRole('button', { name: 'Choose color palette' }).click();
  const library = page.getByRole('dialog', { name: 'Choose color palette' });
  await library.getByRole('button', { name: 'See All' }).first().click();
  await expect(library.getByText('No more results.')).toBeVisible({ timeout: 15_000 });
  const picked = library.locator('button').filter({ has: page.locator('span') }).nth(1);
  await picked.click();
  await expect(page.getByRole('region', { name: 'Color Palettes' }).locator('[class*=palette]')).toHaveCount(2);
  // a logo
  await page.getByRole('button', { name: 'Add new logo' }).click();
  const logoDialog = page.getByRole('dialog', { name: 'Upload logo' });
  await logoDialog.getByLabel('Name').fill('Mark');
  const logo = await sharp({ create: { width: 300, height: 150, channels: 3, background: '#0a3d62' } }).png().toBuffer();
  await logoDialog.getByLabel('Upload File').setInputFiles({ name: 'mark.png', mimeType: 'image/png', buffer: logo });
  await logoDialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('img', { name: 'Mark' })).toBeVisible();
  // a TrueType font under our name
  await page.getByRole('button', { name: 'Add new font' }).click();
  const fontDialog = page.getByRole('dialog', { name: 'Upload custom font' });
  await fontDialog.getByLabel('Name').fill('Acme Mono');
  await fontDialog.getByLabel('Upload File').setInputFiles(TTF);
  await fontDialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByLabel('Brand fonts').getByText('Acme Mono')).toBeVisible();
  await shot(page, 'brand-kit-page');

  // a member (invited before they have an account) sees the kit
  await page.getByLabel('Member e-mail').fill(`member-${stamp}@example.com`);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('list', { name: 'Members' })).toContainText(`member-${stamp}@example.com`);
  const other = await browser.newContext();
  const member = await other.newPage();
  await member.goto(START);
  await call(member.request, 'auth/register', { email: `member-${stamp}@example.com`, name: 'Mem', password: 'member member member' });
  await member.goto(`${START}/brand-kit`);
  await member.getByRole('combobox', { name: 'Team' }).selectOption({ label: "Bree's team (view)" });
  await expect(member.getByRole('region', { name: 'Color Palettes' }).getByText('Sea')).toBeVisible();
  await expect(member.getByRole('button', { name: 'Add new color palette' })).toHaveCount(0);
  await other.close();

  // the kit in a design: the palette, the logo and a text in the uploaded font
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await page.getByRole('tab', { name: 'Brand Kit' }).click();
  const panel = page.getByRole('complementary', { name: 'Brand Kit panel' });
  await panel.getByRole('button', { name: 'Apply palette Sea' }).click();
  await panel.getByRole('tab', { name: 'Logos' }).click();
  await panel.getByRole('button', { name: 'Add logo Mark' }).click();
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  await panel.getByRole('tab', { name: 'Fonts' }).click();
  await panel.getByRole('button', { name: 'Acme Mono' }).click();
  await expect(section(page, 1)).toHaveAttribute('data-elements', '2');
  // the colour picker's 'Brand Kit Palettes' colours the selected text
  await page.getByRole('button', { name: 'Text colour' }).click();
  const brandColours = page.getByRole('region', { name: 'Brand Kit Palettes' });
  await brandColours.getByRole('button', { name: 'Sea #f8c291' }).click();
  await allSaved(page);
  const saved = await call<{ design_file: { pages: { background_color: string; objects: Record<string, { type: string; text_details?: { font: string; font_src?: string; fontColor?: string } }> }[] } }>(page.request, 'saved_design/get_one/', { id: design._id });
  expect(saved.design_file.pages[0].background_color).toBe('#0a3d62');
  const text = Object.values(saved.design_file.pages[0].objects).find((o) => o.type === 'text')!;
  expect(text.text_details).toMatchObject({ fontColor: '#f8c291', font: 'Acme Mono', font_src: expect.stringMatching(/^\/api\/brand\/files\/fonts\/[0-9a-f]{32}\.ttf$/) });
  await shot(page, 'brand-kit-editor');

  // PDF: the font is embedded as a subset (pdffonts lists DejaVu Sans Mono)
  const pdf = await downloaded(page, /PDF/);
  const fonts = execFileSync('pdffonts', ['-'], { input: pdf }).toString('utf8');
  expect(fonts).toMatch(/DejaVuSansMono/);
  expect(fonts).toMatch(/DejaVuSansMono\S*\s+CID TrueType\s+Identity-H\s+yes/); // embedded
  // a subset: the whole font file is 340 KB, the PDF (with the logo) far less
  expect(pdf.length).toBeLessThan(readFileSync(TTF).length / 2);
  // PNG: drawn in it (the same page with the catalog's Montserrat instead differs)
  const withBrand = await downloaded(page, /PNG/);
  const changed = JSON.parse(JSON.stringify(saved.design_file));
  for (const o of Object.values(changed.pages[0].objects) as { type: string; text_details?: { font: string; font_src?: string } }[]) {
    if (o.type === 'text' && o.text_details) { o.text_details.font = 'Montserrat'; delete o.text_details.font_src; }
  }
  const r1 = await call<{ _id: string }>(page.request, 'render/initiate', { type: 'png', html_data: saved.design_file, rendering_parameters: {} });
  const r2 = await call<{ _id: string }>(page.request, 'render/initiate', { type: 'png', html_data: changed, rendering_parameters: {} });
  const out = async (id: string) => {
    for (let i = 0; i < 200; i++) {
      const s = await call<{ status: string; output_src?: string }>(page.request, 'render/status', { id });
      if (s.status === 'completed') return Buffer.from(await (await page.request.get(s.output_src!)).body());
      await page.waitForTimeout(100);
    }
    throw new Error('render did not finish');
  };
  const [a, b] = [await out(r1._id), await out(r2._id)];
  expect(await difference(a, withBrand)).toBeLessThan(1);
  expect(await changedPixels(a, b)).toBeGreaterThan(100);
});
