import type { DesignFile, EditorObject } from '@dm/contracts';
import { adaptDesign } from './adapt.js';

// a stand-in measure: 0.6 em a character, lines wrap at the width (the real one is the renderer's)
const measure = (d: { text: string; fontSize: number }, width: number) => {
  const perLine = Math.max(1, Math.floor(width / (d.fontSize * 0.6)));
  const words = d.text.split(' ');
  let lines = 1, used = 0, widest = 0;
  for (const w of words) {
    const len = w.length + (used ? 1 : 0);
    if (used && used + len > perLine) { lines++; used = w.length; } else used += len;
    widest = Math.max(widest, used * d.fontSize * 0.6, w.length * d.fontSize * 0.6);
  }
  return { height: lines * d.fontSize * 1.2, widest };
};

const base = { rotation: 0, opacity: 1, locked: false, parent: null } as const;
function design(): DesignFile {
  const objects: Record<string, EditorObject> = {
    bg: { ...base, id: 'bg', type: 'image', layer_index: 0, position: { x: 0, y: 0 }, width: 1000, height: 1000, image_details: { src: '/p.jpg', flip_horizontal: 1, flip_vertical: 1 } },
    frame: { ...base, id: 'frame', type: 'grid', layer_index: 1, position: { x: 100, y: 100 }, width: 400, height: 400, grid_details: { shape: 'rect' } },
    photo: { ...base, id: 'photo', type: 'image', layer_index: 0, parent: 'frame', position: { x: 100, y: 100 }, width: 400, height: 400, image_details: { src: '/q.jpg', flip_horizontal: 1, flip_vertical: 1 } },
    title: { ...base, id: 'title', type: 'text', layer_index: 2, position: { x: 50, y: 600 }, width: 900, height: 96, text_details: { text: 'A big title here', font: 'Montserrat', bold: true, italic: false, fontSize: 80, fontColor: '#000' } },
    body: { ...base, id: 'body', type: 'text', layer_index: 3, position: { x: 550, y: 200 }, width: 400, height: 48, text_details: { text: 'Some words of body text', font: 'Lato', bold: false, italic: false, fontSize: 20, fontColor: '#000' } },
  } as never;
  return { schemaVersion: 1, id: 'd', width: 1000, height: 1000, pages: [{ id: 'p', objects, groups: [], background_color: '#fff', background_image: null, animation_duration: 5 }] } as unknown as DesignFile;
}

describe('adaptDesign', () => {
  const out = adaptDesign(design(), 1080, 1920, { measure }).pages[0].objects;

  it('stretches a full-page picture to the new page and recrops it instead of distorting it', () => {
    const bg = out.bg as Extract<EditorObject, { type: 'image' }>;
    expect([bg.position.x, bg.position.y, bg.width, bg.height]).toEqual([0, 0, 1080, 1920]);
    // the page went from 1:1 to 9:16, so the picture shows 9/16 of its width
    expect(bg.image_details.crop?.width).toBeCloseTo(1080 / 1920, 3);
    expect(bg.image_details.crop?.height).toBeCloseTo(1, 6);
  });

  it('keeps a frame square and its photo covering it', () => {
    expect(out.frame.width).toBeCloseTo(out.frame.height, 6);
    expect(out.photo.width).toBeGreaterThanOrEqual(out.frame.width - 1e-6);
    expect(out.photo.position.x).toBeCloseTo(out.frame.position.x + (out.frame.width - out.photo.width) / 2, 6);
  });

  it('scales fonts by the area ratio and keeps the hierarchy; a text across the page rewraps to the new width', () => {
    const title = out.title as Extract<EditorObject, { type: 'text' }>;
    const body = out.body as Extract<EditorObject, { type: 'text' }>;
    const k = Math.sqrt((1080 / 1000) * (1920 / 1000));
    expect(body.text_details.fontSize).toBeCloseTo(20 * k, 0);
    expect(title.text_details.fontSize).toBeGreaterThan(body.text_details.fontSize * 3);
    expect(title.width).toBeLessThanOrEqual(1080);
    expect(title.height).toBeCloseTo(measure(title.text_details, title.width).height, 6);
  });

  it('leaves nothing outside the page', () => {
    for (const o of Object.values(out)) {
      if (o.parent) continue;
      expect(o.position.x).toBeGreaterThanOrEqual(-1e-6);
      expect(o.position.y).toBeGreaterThanOrEqual(-1e-6);
      expect(o.position.x + o.width).toBeLessThanOrEqual(1080 + 1e-6);
      expect(o.position.y + o.height).toBeLessThanOrEqual(1920 + 1e-6);
    }
  });
});
