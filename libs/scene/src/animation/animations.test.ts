import type { DesignFile, Page } from '@dm/contracts';
import { ANIMATIONS, frameAt, isAnimated, pageAt, timeline } from './animations.js';

const base = { rotation: 0, opacity: 1, locked: false, parent: null } as const;
const page = (anim?: string, pageAnim?: string): Page => ({
  id: 'p', groups: [], background_color: '#fff', background_image: null, animation_duration: 5, animation: pageAnim ? { name: pageAnim } : null,
  objects: {
    a: { ...base, id: 'a', layer_index: 0, type: 'text', position: { x: 100, y: 100 }, width: 400, height: 60, animation: anim ? { name: anim } : null, text_details: { text: 'Hello there', font: 'Lato', bold: false, italic: false, fontSize: 40, fontColor: '#000' } },
    b: { ...base, id: 'b', layer_index: 1, type: 'box', position: { x: 100, y: 300 }, width: 200, height: 100, animation: anim ? { name: anim } : null, box_details: { color: '#f00', radius: 0 } },
  },
} as unknown as Page);
const size = { width: 800, height: 600 };

describe('animations', () => {
  it('has a catalogue of at least 12 element animations plus page transitions', () => {
    expect(ANIMATIONS.filter((a) => !a.pageLevelOnly).length).toBeGreaterThanOrEqual(12);
    expect(ANIMATIONS.some((a) => a.pageLevelOnly)).toBe(true);
    expect(new Set(ANIMATIONS.map((a) => a.name)).size).toBe(ANIMATIONS.length);
  });

  it('fades elements in 100 ms apart and out during the last second', () => {
    const p = page('fade');
    expect(pageAt(p, 0, size).page.objects.a.opacity).toBe(0);
    // at 0.1 s the second element starts while the first is on its way
    const early = pageAt(p, 0.1, size).page.objects;
    expect(early.a.opacity).toBeGreaterThan(0);
    expect(early.b.opacity).toBe(0);
    expect(pageAt(p, 2, size).page.objects).toEqual(p.objects);
    expect(pageAt(p, 4.5, size).page.objects.a.opacity).toBeLessThan(1);
    // the last page stays
    expect(pageAt(p, 4.9, { ...size, last: true }).page.objects.a.opacity).toBe(1);
  });

  it('types text, wipes with a reveal effect, slides from the side', () => {
    expect((pageAt(page('typewriter'), 0.4, size).page.objects.a as { text_details: { text: string } }).text_details.text.length).toBeLessThan('Hello there'.length);
    expect(pageAt(page('wipe'), 0.2, size).effects.get('a')?.reveal).toBeLessThan(1);
    expect(pageAt(page('slide-left'), 0, size).page.objects.a.position.x).toBeLessThanOrEqual(-400);
    expect(pageAt(page('blur-in'), 0.1, size).effects.get('a')?.blur).toBeGreaterThan(0);
  });

  it('a page animation moves every element together; timelines add the page durations', () => {
    const d = { schemaVersion: 1, id: 'd', width: 800, height: 600, pages: [page(undefined, 'page-fade'), { ...page(), id: 'q', animation_duration: 3 }] } as unknown as DesignFile;
    expect(isAnimated(d)).toBe(true);
    expect(isAnimated({ ...d, pages: [page()] })).toBe(false);
    expect(timeline(d)).toEqual({ starts: [0, 5], total: 8 });
    expect(frameAt(d, 0).page.objects.b.opacity).toBe(0);
    expect(frameAt(d, 6)).toMatchObject({ index: 1, local: 1 });
  });
});
