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

describe('seeded templates with photos', () => {
  it('at least a third show a library photo in a frame, covering it, with the photo in the catalog', () => {
    const { entries } = buildSeedContent('full');
    const templates = entries.filter((e) => e.kind === 'design_template');
    const photoIds = new Set(entries.filter((e) => e.kind === 'design_resource' && e.fields.sub_type === 'photo').map((e) => e.id));
    let withPhoto = 0;
    for (const t of templates) {
      const page = (t.fields as { design_file: { pages: { objects: Record<string, any> }[] } }).design_file.pages[0];
      const photos = Object.values(page.objects).filter((o) => o.type === 'image' && String(o.image_details.src).startsWith('/api/photos/'));
      if (!photos.length) continue;
      withPhoto++;
      for (const p of photos) {
        expect(photoIds.has(p.image_details.id_design_resource)).toBe(true);
        const frame = page.objects[p.parent];
        expect(frame?.type).toBe('grid');
        // covers its frame
        expect(p.position.x).toBeLessThanOrEqual(frame.position.x + 0.1);
        expect(p.position.y).toBeLessThanOrEqual(frame.position.y + 0.1);
        expect(p.position.x + p.width).toBeGreaterThanOrEqual(frame.position.x + frame.width - 0.2);
        expect(p.position.y + p.height).toBeGreaterThanOrEqual(frame.position.y + frame.height - 0.2);
      }
    }
    expect(withPhoto / templates.length).toBeGreaterThanOrEqual(1 / 3);
  });
});
