// Automatic checks over every seed template (measured with the real fonts): no text running out of
// its box or off the page, no two texts over each other, body text contrast ≥ 4.5:1 (headings,
// 24 px and up, ≥ 3:1: WCAG's large text) against what is behind it, nothing outside the page;
// and the catalog's breadth: over 2,000 templates, ≥ 12 a format, ≥ 60 themes, none in more than
// 3% of them, a third or more with a library photo.
import { createCanvas } from '@napi-rs/canvas';
import type { DesignFile, EditorObject } from '@dm/contracts';
import { colourBehind, contrast, measureWith, minimumContrast } from '@dm/scene';
import { registerAllFonts } from '@dm/scene/node';
import { buildSeedContent } from './catalog-content.js';

type Text = Extract<EditorObject, { type: 'text' }>;
interface Box { x: number; y: number; w: number; h: number }
const boxOf = (o: EditorObject): Box => ({ x: o.position.x, y: o.position.y, w: o.width, h: o.height });
const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

describe('the seed templates', () => {
  it('are many, varied, and pass the layout and contrast checks, every one', () => {
    registerAllFonts();
    const measure = measureWith(createCanvas(8, 8).getContext('2d') as never);
    const entries = buildSeedContent('full').entries.filter((e) => e.kind === 'design_template') as unknown as { id: string; fields: { name: string; keywords: string; categories: { name: string }[]; design_file: DesignFile } }[];
    // breadth
    expect(entries.length).toBeGreaterThanOrEqual(2000);
    const perFormat = new Map<string, number>();
    const perTheme = new Map<string, number>();
    let withPhoto = 0;
    for (const e of entries) {
      perFormat.set(e.fields.categories[0].name, (perFormat.get(e.fields.categories[0].name) ?? 0) + 1);
      const theme = e.fields.keywords.split(', ')[0];
      perTheme.set(theme, (perTheme.get(theme) ?? 0) + 1);
      if (JSON.stringify(e.fields.design_file).includes('/api/photos/')) withPhoto++;
    }
    expect(Math.min(...perFormat.values())).toBeGreaterThanOrEqual(12);
    expect(perTheme.size).toBeGreaterThanOrEqual(60);
    expect(Math.max(...perTheme.values())).toBeLessThanOrEqual(0.03 * entries.length);
    expect(withPhoto / entries.length).toBeGreaterThanOrEqual(1 / 3);

    // layout and contrast, every template
    const problems: string[] = [];
    let texts = 0;
    let overPictures = 0;
    for (const { id, fields } of entries) {
      const d = fields.design_file;
      for (const page of d.pages) {
        const all = Object.values(page.objects);
        for (const o of all.filter((x) => !x.parent)) {
          const b = boxOf(o);
          if (b.x + b.w <= 0 || b.y + b.h <= 0 || b.x >= d.width || b.y >= d.height) problems.push(`${fields.name} (${id}): ${o.id} is outside the page`);
        }
        const ts = all.filter((o): o is Text => o.type === 'text' && !!o.text_details.text.trim());
        for (const t of ts) {
          texts++;
          const b = boxOf(t);
          if (b.x < -1 || b.y < -1 || b.x + b.w > d.width + 1 || b.y + b.h > d.height + 1) problems.push(`${fields.name} (${id}): text ${t.id} runs off the page`);
          const m = measure(t.text_details, t.width);
          if (m.height > t.height + 1 || m.widest > t.width + 1) problems.push(`${fields.name} (${id}): text '${t.text_details.text.slice(0, 30)}' overflows its box (${Math.round(m.widest)}x${Math.round(m.height)} in ${Math.round(t.width)}x${Math.round(t.height)})`);
          const behind = colourBehind(page, t);
          if (behind === null) {
            overPictures++;
            continue;
          }
          const ratio = contrast(t.text_details.fontColor, behind);
          if (ratio < minimumContrast(t.text_details)) problems.push(`${fields.name} (${id}): '${t.text_details.text.slice(0, 30)}' ${t.text_details.fontColor} on ${behind} is ${ratio.toFixed(2)}:1`);
        }
        for (let i = 0; i < ts.length; i++) {
          for (let j = 0; j < i; j++) {
            const a = boxOf(ts[i]);
            const b = boxOf(ts[j]);
            if (overlap(a, b) > 0.02 * Math.min(a.w * a.h, b.w * b.h)) problems.push(`${fields.name} (${id}): texts ${ts[i].id} and ${ts[j].id} overlap`);
          }
        }
      }
    }
    console.log(`template checks: ${entries.length} templates, ${perFormat.size} formats, ${perTheme.size} themes (most ${Math.max(...perTheme.values())}), ${withPhoto} with photos; ${texts} texts (${overPictures} over pictures, contrast not computed); ${problems.length} problems`);
    expect(problems.slice(0, 20)).toEqual([]);
  }, 600_000);
});
