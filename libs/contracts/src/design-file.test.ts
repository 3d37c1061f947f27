import { DESIGN_FILE_SCHEMA_VERSION, designFileSchema, migrateDesignFile } from './design-file.js';

const legacy = {
  id: 'd1',
  width: 800,
  height: 600,
  pages: [
    {
      id: 'p1',
      objects: [
        { _id: 'img', type: 'image', position: { x: 0, y: 0 }, width: 100, height: 100, opacity: 50,
          image_details: { src: 'a.png', flip_horizontal: true, flip_vertical: false } },
        { id: 'txt', type: 'text', position: { x: 0, y: 0 }, width: 100, height: 40,
          text_details: { text: 'Hello' } },
      ],
    },
  ],
};

describe('design_file schema and migrations', () => {
  it('opens a legacy unversioned document as the current version', () => {
    // action
    const r = migrateDesignFile(legacy);
    // check
    expect(r.success).toBe(true);
    const d = r.data!;
    expect(d.schemaVersion).toBe(DESIGN_FILE_SCHEMA_VERSION);
    const img = d.pages[0].objects.img;
    expect(img.type === 'image' && [img.image_details.flip_horizontal, img.image_details.flip_vertical]).toEqual([-1, 1]);
    expect(img.opacity).toBe(0.5);
    expect(d.pages[0].objects.txt.layer_index).toBe(1);
  });

  it('fills the spec defaults for text: Montserrat, 24, left, spacing 0', () => {
    const t = migrateDesignFile(legacy).data!.pages[0].objects.txt;
    expect(t.type === 'text' && t.text_details).toMatchObject({ font: 'Montserrat', fontSize: 24, bold: false, letterSpacing: 0 });
    expect(migrateDesignFile(legacy).data!.pages[0].background_color).toBe('#ffffff');
  });

  it('leaves a current document as it is', () => {
    const current = migrateDesignFile(legacy).data!;
    expect(migrateDesignFile(current).data).toEqual(current);
  });

  it('rejects bad values and names the field', () => {
    const bad = structuredClone(migrateDesignFile(legacy).data!) as { pages: { objects: Record<string, { opacity: number }> }[] };
    bad.pages[0].objects.img.opacity = 3;
    const r = designFileSchema.safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].path).toEqual(['pages', 0, 'objects', 'img', 'opacity']);
  });

  it('refuses a document from a newer version instead of guessing', () => {
    expect(migrateDesignFile({ ...legacy, schemaVersion: DESIGN_FILE_SCHEMA_VERSION + 1 }).success).toBe(false);
  });

  it('keeps letter spacing and line height within -30..30', () => {
    const d = structuredClone(migrateDesignFile(legacy).data!) as { pages: { objects: Record<string, { text_details?: { letterSpacing: number } }> }[] };
    d.pages[0].objects.txt.text_details!.letterSpacing = 31;
    expect(designFileSchema.safeParse(d).success).toBe(false);
  });
});
