import { buildSeedContent } from './catalog-content.js';

describe('seeded templates', () => {
  it('use the page background for what is the background: no page-covering box at the bottom of any template', () => {
    // setup
    const { entries } = buildSeedContent('full');
    const templates = entries.filter((e) => e.kind === 'design_template');
    expect(templates.length).toBeGreaterThan(100);
    // check
    const covered: string[] = [];
    for (const t of templates) {
      const file = (t.fields as { design_file: { width: number; height: number; pages: { objects: Record<string, any> }[] } }).design_file;
      for (const page of file.pages) {
        const bottom = Object.values(page.objects).filter((o) => o.parent === null).sort((a, b) => a.layer_index - b.layer_index)[0];
        if (bottom?.type === 'box' && bottom.position.x <= 0.5 && bottom.position.y <= 0.5 && bottom.position.x + bottom.width >= file.width - 0.5 && bottom.position.y + bottom.height >= file.height - 0.5 && !bottom.box_details?.radius) covered.push(t.id);
      }
    }
    expect(covered).toEqual([]);
  });
});
