// One contact sheet per category group of the seeded design templates (docs/templates/*.jpg),
// rendered with the scene's server renderer: 32 templates of the group, spread over its formats
// and themes, each named under its picture.
//   npx tsx tools/seed/contact-sheets.ts [folder]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { DesignFile } from '@dm/contracts';
import { nodeAssetLoader, renderDesignPage } from '../../libs/scene/src/node/index.js';
import { blobResolver } from '../../libs/server/rendering/src/worker/render-task.js';
import { PHOTOS_DIR } from '../../libs/server/catalog/src/seed/photos.data.js';
import { CATEGORY_GROUPS } from '../../libs/server/catalog/src/seed/categories.data.js';
import { buildSeedContent } from '../../libs/server/catalog/src/seed/catalog-content.js';

const folder = process.argv[2] ?? 'docs/templates';
mkdirSync(folder, { recursive: true });
const templates = buildSeedContent('full').entries.filter((e) => e.kind === 'design_template') as unknown as { fields: { name: string; categories: { name: string }[]; design_file: DesignFile } }[];
const PER_SHEET = 32;
const cell = 240;
const cols = 8;
for (const group of CATEGORY_GROUPS) {
  const formats = new Set(group.children.map((c) => c.name));
  const mine = templates.filter((t) => formats.has(t.fields.categories[0].name));
  const step = mine.length / Math.min(PER_SHEET, mine.length);
  const picked = Array.from({ length: Math.min(PER_SHEET, mine.length) }, (_, i) => mine[Math.floor(i * step + (i % 3))] ?? mine[Math.floor(i * step)]);
  const rows = Math.ceil(picked.length / cols);
  const sheet = createCanvas(cols * cell, rows * (cell + 26) + 44);
  const ctx = sheet.getContext('2d');
  ctx.fillStyle = '#eceef1';
  ctx.fillRect(0, 0, sheet.width, sheet.height);
  ctx.fillStyle = '#111';
  ctx.font = 'bold 20px sans-serif';
  ctx.fillText(`${group.name}: ${mine.length} templates, ${formats.size} formats (${picked.length} shown)`, 12, 30);
  for (const [i, t] of picked.entries()) {
    const file = t.fields.design_file;
    const scale = Math.min((cell - 20) / file.width, (cell - 20) / file.height);
    const { canvas } = await renderDesignPage(file, 0, { scale, loader: nodeAssetLoader(blobResolver(undefined, false, {}, PHOTOS_DIR)) });
    const x = (i % cols) * cell + (cell - canvas.width) / 2;
    const y = 44 + Math.floor(i / cols) * (cell + 26) + (cell - canvas.height) / 2;
    ctx.shadowColor = 'rgba(0,0,0,0.18)';
    ctx.shadowBlur = 6;
    ctx.drawImage(canvas, x, y);
    ctx.shadowBlur = 0;
    ctx.fillStyle = '#333';
    ctx.font = '11px sans-serif';
    ctx.fillText(t.fields.name.slice(0, 38), (i % cols) * cell + 10, 44 + Math.floor(i / cols) * (cell + 26) + cell + 14);
  }
  const file = join(folder, `${group.name.toLowerCase().replace(/[^a-z]+/g, '-')}.jpg`);
  writeFileSync(file, sheet.toBuffer('image/jpeg', 82));
  console.log(`wrote ${file}`);
}
