import type { Page } from '@dm/contracts';
import { contrast, dominantColours, restylePage } from './restyle.js';

const base = { rotation: 0, opacity: 1, locked: false, parent: null, layer_index: 0 } as const;
const page = (): Page => ({
  id: 'p', groups: [], background_color: '#ffffff', background_image: null, animation_duration: 5,
  objects: {
    h: { ...base, id: 'h', type: 'text', position: { x: 0, y: 0 }, width: 400, height: 60, text_details: { text: 'Title', font: 'Montserrat', bold: true, italic: false, fontSize: 48, fontColor: '#222222' } },
    b: { ...base, id: 'b', type: 'text', position: { x: 0, y: 80 }, width: 400, height: 30, text_details: { text: 'Body', font: 'Lato', bold: false, italic: false, fontSize: 16, fontColor: '#444444' } },
    s: { ...base, id: 's', type: 'box', position: { x: 0, y: 200 }, width: 100, height: 40, box_details: { color: '#ff0000', radius: 0 } },
  },
} as unknown as Page);

describe('restylePage', () => {
  it('colours the background and shapes from the palette and picks text colours that read on it', () => {
    const p = page();
    const pastels = ['#fce4ec', '#f8bbd0', '#e1bee7', '#b3e5fc', '#c8e6c9'];
    restylePage(p, { colors: pastels });
    expect(p.background_color).toBe('#fce4ec');
    expect((p.objects.s as { box_details: { color: string } }).box_details.color).toBe('#b3e5fc');
    const h = (p.objects.h as { text_details: { fontColor: string } }).text_details.fontColor;
    const b = (p.objects.b as { text_details: { fontColor: string } }).text_details.fontColor;
    // no pastel reads on a pastel: near-black
    expect(contrast(h, p.background_color)).toBeGreaterThanOrEqual(3);
    expect(contrast(b, p.background_color)).toBeGreaterThanOrEqual(4.5);
  });

  it('puts the heading font on the largest text and the body font on the rest, set smaller when it would no longer fit its box', () => {
    const p = page();
    // a face that wraps onto two lines (height 2.5 em) until set below 24 px
    restylePage(p, { fonts: { heading: 'Anton', body: 'Roboto' } }, (d) => ({ height: d.fontSize * (d.fontSize > 24 ? 2.5 : 1.2), widest: 100 }));
    expect((p.objects.h as { text_details: { font: string; fontSize: number } }).text_details).toMatchObject({ font: 'Anton' });
    expect((p.objects.h as { text_details: { fontSize: number } }).text_details.fontSize).toBeLessThanOrEqual(24);
    expect(p.objects.h.height).toBeLessThanOrEqual(60);
    expect((p.objects.b as { text_details: { font: string } }).text_details.font).toBe('Roboto');
    expect(p.background_color).toBe('#ffffff');
  });

  it('finds the colours a page shows most, the background first', () => {
    expect(dominantColours(page())).toEqual(['#ffffff', '#222222']);
  });
});
