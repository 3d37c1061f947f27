import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures.js';
import { addText, allSaved, blankDesign, call, openEditor, section, shot, START } from './editor-helpers.js';

interface Doc { pages: { animation?: { name: string } | null; animation_duration: number; objects: Record<string, { type: string; animation?: { name: string } | null }> }[] }

test('animate a heading and a page, set the duration, play it, and present it with the keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(START);
  await call(page.request, 'auth/register', { email: `animate-${Date.now()}@example.com`, name: 'Ani', password: 'animate animate animate' });
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await addText(page, 'Add a heading');
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  // the heading is selected: Animate opens the tab on its Element animations
  await page.getByRole('button', { name: 'Animate', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Animate panel' });
  await panel.getByRole('tab', { name: 'Element' }).click();
  await panel.getByRole('group', { name: 'Element animations' }).getByRole('button', { name: /Typewriter/ }).click();
  await panel.getByRole('tab', { name: 'Page' }).click();
  await panel.getByRole('group', { name: 'Page animations' }).getByRole('button', { name: /Fade through/ }).click();
  await panel.getByLabel('Page duration in seconds').fill('3');
  await panel.getByLabel('Page duration in seconds').press('Enter');
  await page.getByRole('button', { name: 'Add page', exact: true }).click();
  await expect(section(page, 2)).toBeVisible();
  await allSaved(page);
  await shot(page, 'animate-panel');
  const saved = await call<{ design_file: Doc }>(page.request, 'saved_design/get_one/', { id: design._id });
  const first = saved.design_file.pages[0];
  expect(first.animation).toEqual({ name: 'page-fade' });
  expect(first.animation_duration).toBe(3);
  expect(Object.values(first.objects).find((o) => o.type === 'text')!.animation).toEqual({ name: 'typewriter' });

  // play: frames are drawn and time moves
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const player = page.getByRole('dialog', { name: 'Play' });
  const stage = player.getByLabel('Player');
  await expect(stage).toHaveAttribute('data-time', /[1-9]/, { timeout: 10_000 });
  await shot(page, 'animate-player');
  await player.getByRole('button', { name: 'Close' }).click();

  // present: arrow right goes to the second page, Esc leaves
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  const present = page.getByRole('dialog', { name: 'Present' });
  await expect(present.locator('canvas')).toHaveAttribute('data-page', '1');
  await page.keyboard.press('ArrowRight');
  await expect(present.locator('canvas')).toHaveAttribute('data-page', '2');
  await page.keyboard.press('ArrowLeft');
  await expect(present.locator('canvas')).toHaveAttribute('data-page', '1');
  await page.keyboard.press('Escape');
  await expect(present).toBeHidden();

  // MP4: H.264, the design's size, as long as the pages together (3 s + 5 s) within a frame
  await page.getByRole('button', { name: 'Download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download' });
  await dialog.getByRole('radio', { name: /MP4/ }).check();
  const event = page.waitForEvent('download', { timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  const d = await event;
  expect(d.suggestedFilename()).toBe('Untitled design.mp4');
  const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,width,height,r_frame_rate:format=duration', '-of', 'json', (await d.path())!]).toString());
  expect(probe.streams[0]).toMatchObject({ codec_name: 'h264', width: 800, height: 600, r_frame_rate: '30/1' });
  expect(Math.abs(Number(probe.format.duration) - 8)).toBeLessThanOrEqual(1 / 30 + 1e-3);
});
