// Magic resize's quality over every seed template and every preset of the spec: elements inside
// the page, texts fitting their boxes, no new overlap between texts (measured with the real fonts).
import { createCanvas } from '@napi-rs/canvas';
import { MAGIC_RESIZE_PRESETS, presetPixels } from '@dm/contracts';
import type { DesignFile } from '@dm/contracts';
import { adaptDesign, adaptQuality, measureWith } from '@dm/scene';
import { registerAllFonts } from '@dm/scene/node';
import { buildSeedContent } from './catalog-content.js';

describe('magic resize over the seed templates', () => {
  it('keeps every element on the page, ≥ 98% of results without overflowing text and ≥ 98% without new text overlaps', () => {
    registerAllFonts();
    const measure = measureWith(createCanvas(8, 8).getContext('2d') as never);
    // every fifth template (over 400, every format's first ones and every recipe), each at every preset
    const templates = buildSeedContent('full').entries.filter((e) => e.kind === 'design_template').map((e) => (e as unknown as { fields: { design_file: DesignFile } }).fields.design_file)
      .filter((_, i) => i % 5 === 0);
    expect(templates.length).toBeGreaterThan(400);
    let results = 0, outside = 0, overflow = 0, overlap = 0, tiny = 0;
    const worst: string[] = [];
    for (const design of templates) {
      for (const preset of MAGIC_RESIZE_PRESETS) {
        const { width, height } = presetPixels(preset);
        const out = adaptDesign(design, width, height, { measure });
        for (let p = 0; p < design.pages.length; p++) {
          const q = adaptQuality(design.pages[p], out.pages[p], width, height, measure);
          results++;
          if (q.outside.length) { outside++; if (worst.length < 5) worst.push(`${design.id} → ${preset.name}: outside ${q.outside.join(',')}`); }
          if (q.overflowing.length) overflow++;
          if (q.newOverlaps.length) overlap++;
          if (Object.values(out.pages[p].objects).some((o) => o.type === 'text' && o.text_details.fontSize < 8)) tiny++;
        }
      }
    }
    const pct = (n: number) => (100 * (results - n)) / results;
    console.log(`magic resize quality over ${results} results: inside ${pct(outside).toFixed(2)}%, no overflow ${pct(overflow).toFixed(2)}%, no new overlap ${pct(overlap).toFixed(2)}%; some text under 8 px in ${(100 - pct(tiny)).toFixed(2)}%`);
    expect(worst).toEqual([]);
    expect(pct(overflow)).toBeGreaterThanOrEqual(98);
    expect(pct(overlap)).toBeGreaterThanOrEqual(98);
  }, 300_000);
});
