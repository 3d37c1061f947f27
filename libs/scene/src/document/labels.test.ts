import type { DesignFile } from '@dm/contracts';
import { fillLabels, labelTargets } from './labels.js';

const measure = (d: { text: string; fontSize: number }, width: number) => {
  const w = d.text.length * d.fontSize * 0.6;
  return { height: Math.ceil(w / width) * d.fontSize * 1.2, widest: Math.min(w, width) };
};
const base = { rotation: 0, opacity: 1, locked: false, parent: null, layer_index: 0 } as const;
const text = (id: string, y: number, size: number, t: string, w = 600) => ({ ...base, id, type: 'text', position: { x: 100, y }, width: w, height: size * 1.2, text_details: { text: t, font: 'Lato', bold: false, italic: false, fontSize: size, fontColor: '#000' } });
function design(): DesignFile {
  return {
    schemaVersion: 1, id: 'd', width: 800, height: 800,
    pages: [{
      id: 'p', groups: [], background_color: '#fff', background_image: null, animation_duration: 5,
      objects: {
        h: text('h', 100, 60, 'Big Sale'), s: text('s', 200, 30, 'This weekend'), body: text('body', 300, 16, 'Lots of words about the sale and the shop and more'),
        btn: { ...base, id: 'btn', type: 'box', position: { x: 300, y: 500 }, width: 200, height: 50, box_details: { color: '#f00', radius: 10 } },
        cta: { ...text('cta', 510, 20, 'Shop now', 180), position: { x: 310, y: 510 } },
        photo: { ...base, id: 'photo', type: 'image', position: { x: 500, y: 600 }, width: 200, height: 100, image_details: { src: '/a.jpg', flip_horizontal: 1, flip_vertical: 1 } },
      },
    }],
  } as unknown as DesignFile;
}

describe('wizard labels', () => {
  it('finds the elements by their roles: the largest text, the next, the text on a button, the photo', () => {
    const t = labelTargets(design().pages[0]);
    expect(t).toMatchObject({ Headline: 'h', 'Sub Headline': 's', 'Call to Action': 'cta', 'Body Text': 'body', 'Main Image': 'photo' });
  });

  it('fills them: longer words set smaller in the same box, the picture cropped to cover its box', () => {
    const out = fillLabels(design(), { texts: { Headline: 'Grand Opening Friday Night Party', 'Call to Action': 'Visit' }, images: { 'Main Image': { src: '/new.jpg', width: 1000, height: 1000 } } }, measure).pages[0].objects;
    const h = out.h as { text_details: { text: string; fontSize: number }; height: number };
    expect(h.text_details.text).toBe('Grand Opening Friday Night Party');
    expect(h.height).toBeLessThanOrEqual(72 + 0.5);
    expect(h.text_details.fontSize).toBeLessThan(60);
    expect((out.cta as { text_details: { text: string } }).text_details.text).toBe('Visit');
    expect((out.photo as { image_details: { src: string; crop: unknown } }).image_details).toMatchObject({ src: '/new.jpg', crop: { x: 0, y: 0.25, width: 1, height: 0.5 } });
  });
});
