// Magic resize's layout adapter (libs/scene adaptDesign) on a 50-element design, with the real
// text measure (the renderer's layout on @napi-rs/canvas), beside the naive way: every element
// stretched by the two size ratios (no roles, no re-measuring). Then the quality over every seed
// template x every preset (the same numbers the catalog's test asserts).
import { createCanvas } from '@napi-rs/canvas';
import type { DesignFile } from '../../libs/contracts/src/index.js';
import { MAGIC_RESIZE_PRESETS, presetPixels } from '../../libs/contracts/src/magic-resize.js';
import { adaptDesign, adaptQuality, measureWith } from '../../libs/scene/src/index.js';
import { registerAllFonts } from '../../libs/scene/src/node/index.js';
import { buildSeedContent } from '../../libs/server/catalog/src/seed/catalog-content.js';
import { median, printTable, row } from './harness.js';

registerAllFonts();
const measure = measureWith(createCanvas(8, 8).getContext('2d') as never);
const templates = buildSeedContent('full').entries.filter((e) => e.kind === 'design_template').map((e) => (e as unknown as { fields: { design_file: DesignFile } }).fields.design_file);

// a 50-element design: the largest template's elements repeated down the page
const big = structuredClone(templates.reduce((a, b) => (Object.keys(b.pages[0].objects).length > Object.keys(a.pages[0].objects).length ? b : a)));
const page = big.pages[0];
const seed = Object.values(page.objects).filter((o) => !o.parent && o.type !== 'group');
for (let i = 0; Object.keys(page.objects).length < 50; i++) {
  const o = structuredClone(seed[i % seed.length]);
  o.id = `copy-${i}`;
  o.position = { x: (o.position.x + 37 * i) % Math.max(1, big.width - o.width), y: (o.position.y + 53 * i) % Math.max(1, big.height - o.height) };
  page.objects[o.id] = o;
}
const naive = (d: DesignFile, w: number, h: number) => {
  const sx = w / d.width, sy = h / d.height;
  const c = structuredClone(d);
  for (const p of c.pages) for (const o of Object.values(p.objects)) { o.position = { x: o.position.x * sx, y: o.position.y * sy }; o.width *= sx; o.height *= sy; }
  return c;
};
const rows = [
  row(`adapt a ${Object.keys(page.objects).length}-element design to Instagram Story (target 20 ms)`, median(() => adaptDesign(big, 1080, 1920, { measure }), 15, 3)),
  row('adapt it to Google Inline Rectangle (300x250: shrinks until texts fit)', median(() => adaptDesign(big, 300, 250, { measure }), 15, 3)),
  row('baseline: stretch every element by the size ratios', median(() => naive(big, 1080, 1920), 15, 3)),
];
printTable('magic resize adapter (median ms)', rows, 'baseline: stretch every element by the size ratios');

let results = 0, outside = 0, overflow = 0, overlap = 0, naiveOverflow = 0;
for (const d of templates) {
  for (const p of MAGIC_RESIZE_PRESETS) {
    const { width, height } = presetPixels(p);
    const out = adaptDesign(d, width, height, { measure });
    const q = adaptQuality(d.pages[0], out.pages[0], width, height, measure);
    const n = adaptQuality(d.pages[0], naive(d, width, height).pages[0], width, height, measure);
    results++;
    if (q.outside.length) outside++;
    if (q.overflowing.length) overflow++;
    if (q.newOverlaps.length) overlap++;
    if (n.overflowing.length) naiveOverflow++;
  }
}
const pct = (n: number) => ((100 * (results - n)) / results).toFixed(2);
console.log(`\n## magic resize quality, ${templates.length} seed templates x ${MAGIC_RESIZE_PRESETS.length} presets (${results} results)`);
console.log(`| | adapter | baseline (stretch) |\n|---|--:|--:|`);
console.log(`| no element outside the page | ${pct(outside)}% | 100.00% |`);
console.log(`| no overflowing text | ${pct(overflow)}% | ${pct(naiveOverflow)}% |`);
console.log(`| no new overlap between texts | ${pct(overlap)}% | (stretching keeps positions) |`);
