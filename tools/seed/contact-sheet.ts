// Renders a contact sheet of seeded design templates with the scene's server renderer:
//   npx tsx tools/seed/contact-sheet.ts [out.png] [count]
// Templates are picked evenly across the catalog so every recipe and format family shows.
import { writeFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import type { DesignFile } from '@dm/contracts';
import { nodeAssetLoader, renderDesignPage } from '../../libs/scene/src/node/index.js';
import { blobResolver } from '../../libs/server/rendering/src/worker/render-task.js';
import { PHOTOS_DIR } from '../../libs/server/catalog/src/seed/photos.data.js';
import { buildSeedContent } from '../../libs/server/catalog/src/seed/catalog-content.js';

const out = process.argv[2] ?? 'contact-sheet.png';
const count = Number(process.argv[3] ?? 48);
const templates = buildSeedContent('full').entries.filter((e) => e.kind === 'design_template');
const step = templates.length / count;
const picked = Array.from({ length: count }, (_, i) => templates[Math.floor(i * step)]);

const cell = 260;
const cols = 8;
const rows = Math.ceil(count / cols);
const sheet = createCanvas(cols * cell, rows * (cell + 24));
const ctx = sheet.getContext('2d');
ctx.fillStyle = '#eceef1';
ctx.fillRect(0, 0, sheet.width, sheet.height);
for (const [i, t] of picked.entries()) {
  const file = t.fields.design_file as DesignFile;
  const scale = Math.min((cell - 20) / file.width, (cell - 20) / file.height);
  const { canvas, warnings } = await renderDesignPage(file, 0, { scale, loader: nodeAssetLoader(blobResolver(undefined, false, {}, PHOTOS_DIR)) });
  if (warnings.length) console.warn(t.fields.name, warnings.slice(0, 3));
  const x = (i % cols) * cell + (cell - canvas.width) / 2;
  const y = Math.floor(i / cols) * (cell + 24) + (cell - canvas.height) / 2;
  ctx.drawImage(canvas, x, y);
  ctx.fillStyle = '#333';
  ctx.font = '11px sans-serif';
  ctx.fillText(String(t.fields.name).slice(0, 40), (i % cols) * cell + 10, Math.floor(i / cols) * (cell + 24) + cell + 12);
}
writeFileSync(out, sheet.toBuffer('image/png'));
console.log(`wrote ${out}: ${count} of ${templates.length} templates`);
