import { createBox, createDesign, createText, editPage, groupElements, moveElements } from '@dm/scene';
import { addOnTop } from '../actions/helpers';
import { changedRegions, GestureStore, movedPage, previewPage, rigidTurn, sameExcept } from './interaction';

describe('the page during a drag', () => {
  it('a moved page equals the scene moving the same elements, groups included', () => {
    let d = createDesign(800, 600);
    const pageId = d.pages[0].id;
    const a = createBox('#f00', { x: 10, y: 10 });
    const b = createBox('#0f0', { x: 300, y: 10 });
    const c = createBox('#00f', { x: 500, y: 300 });
    for (const el of [a, b, c]) d = addOnTop(d, pageId, el);
    const g = groupElements(d, pageId, [a.id, b.id]);
    d = g.design;
    const expected = moveElements(d, pageId, [g.groupId, c.id], 25, -5).pages[0];
    expect(movedPage(d.pages[0], [g.groupId, c.id], 25, -5)).toEqual(expected);
    expect(previewPage(d, pageId, { kind: 'move', ids: [c.id], dx: 1, dy: 2, guides: [] }, null).objects[c.id].position).toEqual({ x: 501, y: 302 });
  });
});

describe('the page while a text is typed', () => {
  it('keeps the layers of the page when only the typed text changed, and not when anything else did', () => {
    let d = createDesign(800, 600);
    const pageId = d.pages[0].id;
    const t = createText('Hello', 'heading', { x: 10, y: 10 });
    const box = createBox('#f00', { x: 300, y: 10 });
    for (const el of [t, box]) d = addOnTop(d, pageId, el);
    const typed = editPage(d, pageId, (p) => {
      const o = p.objects[t.id];
      if (o.type === 'text') o.text_details.text = 'Hello there';
    });
    expect(sameExcept(d.pages[0], typed.pages[0], t.id)).toBe(true);
    const recoloured = editPage(typed, pageId, (p) => {
      const o = p.objects[box.id];
      if (o.type === 'box') o.box_details.color = '#00f';
    });
    expect(sameExcept(d.pages[0], recoloured.pages[0], t.id)).toBe(false);
    const background = editPage(typed, pageId, (p) => {
      p.background_color = '#000000';
    });
    expect(sameExcept(d.pages[0], background.pages[0], t.id)).toBe(false);
  });
});

describe('the gesture store', () => {
  it('a move is one view for the whole drag; its guides are one array while they stay the same', () => {
    const store = new GestureStore();
    let told = 0;
    store.subscribe(() => told++);
    store.set({ kind: 'move', ids: ['a', 'b'], dx: 1, dy: 2, guides: [{ axis: 'x', at: 10, from: 0, to: 50 }] });
    const view = store.view();
    const guides = store.guides();
    expect(view).toEqual({ kind: 'move', ids: ['a', 'b'], live: true });
    store.set({ kind: 'move', ids: ['a', 'b'], dx: 5, dy: 7, guides: [{ axis: 'x', at: 10, from: 0, to: 50 }] });
    expect(store.view()).toBe(view);
    expect(store.guides()).toBe(guides);
    expect(store.get()).toMatchObject({ dx: 5, dy: 7 });
    store.set({ kind: 'move', ids: ['a', 'b'], dx: 6, dy: 7, guides: [{ axis: 'y', at: 10, from: 0, to: 50 }] });
    expect(store.view()).toBe(view);
    expect(store.guides()).toEqual([{ axis: 'y', at: 10, from: 0, to: 50 }]);
    store.set({ kind: 'move', ids: ['a'], dx: 6, dy: 7, guides: [] });
    expect(store.view()).not.toBe(view);
    store.set({ kind: 'resize', id: 'a', x: 0, y: 0, width: 5, height: 5, fontScale: 1 });
    const resizing = store.view();
    expect(resizing).toEqual({ kind: 'resize', id: 'a', live: true });
    expect(store.guides()).toEqual([]);
    store.set({ kind: 'resize', id: 'a', x: 0, y: 0, width: 9, height: 5, fontScale: 1 });
    expect(store.view()).toBe(resizing);
    expect(store.get()).toMatchObject({ width: 9 });
    const marquee = { kind: 'marquee' as const, x0: 0, y0: 0, x1: 4, y1: 4 };
    store.set(marquee);
    expect(store.view()).toBe(marquee);
    store.set(null);
    expect(store.view()).toBeNull();
    expect(told).toBe(8);
  });
});

describe('a rotation shown by turning the drawing', () => {
  it('turns a top-level element about its centre, and draws again anything holding a shadow or inside a group', () => {
    let d = createDesign(800, 600);
    const pageId = d.pages[0].id;
    const plain = createBox('#f00', { x: 10, y: 20 });
    const shaded = createBox('#0f0', { x: 300, y: 10 });
    const a = createText('Hello', 'heading', { x: 10, y: 300 });
    const b = createBox('#00f', { x: 200, y: 300 });
    for (const el of [plain, shaded, a, b]) d = addOnTop(d, pageId, el);
    d = editPage(d, pageId, (p) => {
      p.objects[plain.id].rotation = 30;
      p.objects[shaded.id].shadow = { shadowColor: '#000000', r: 1, theta: 45, blur: 1, opacity: 1, size: 0 };
    });
    const g = groupElements(d, pageId, [a.id, b.id]);
    d = g.design;
    const o = d.pages[0].objects[plain.id];
    expect(rigidTurn(d.pages[0], plain.id)).toEqual({ cx: o.position.x + o.width / 2, cy: o.position.y + o.height / 2, rotation: 30 });
    expect(rigidTurn(d.pages[0], shaded.id)).toBeNull();
    // a child turns inside its group's frame: drawn again
    expect(rigidTurn(d.pages[0], a.id)).toBeNull();
    expect(rigidTurn(d.pages[0], g.groupId)).not.toBeNull();
    // a text shadow inside the group falls in the page's direction
    const shadowed = editPage(d, pageId, (p) => {
      const t = p.objects[a.id];
      if (t.type === 'text') t.text_details.effects = { stroke: false, strokeSize: 0, strokeColor: '#000000', glow: false, glowColor: '#000000', glowIntensity: 0, glowOpacity: 1, shadow: true, shadows: [{ shadowColor: '#000000', r: 1, theta: 45, blur: 0, opacity: 1 }] };
    });
    expect(rigidTurn(shadowed.pages[0], g.groupId)).toBeNull();
  });
});

describe('where a page is drawn again after an edit', () => {
  it('is where the changed elements were and are; the whole page for a shadow, a background or a large change', () => {
    let d = createDesign(800, 600);
    const pageId = d.pages[0].id;
    const a = createBox('#f00', { x: 100, y: 100, width: 50, height: 40 });
    const b = createBox('#0f0', { x: 500, y: 300, width: 60, height: 60 });
    for (const el of [a, b]) d = addOnTop(d, pageId, el);
    const before = d.pages[0];
    const moved = moveElements(d, pageId, [a.id], 200, 50).pages[0];
    const boxes = changedRegions(before, moved, 800, 600)!;
    // where it was and where it is, each with room round it, and nothing of the other box
    expect(boxes).toHaveLength(2);
    const covers = (x: number, y: number) => boxes.some((r) => x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height);
    expect(covers(100, 100) && covers(150, 140) && covers(300, 150) && covers(350, 190)).toBe(true);
    expect(covers(530, 330)).toBe(false);
    expect(changedRegions(before, before, 800, 600)).toEqual([]);
    const shaded = editPage(d, pageId, (p) => {
      p.objects[b.id].shadow = { shadowColor: '#000000', r: 1, theta: 45, blur: 1, opacity: 1, size: 0 };
    }).pages[0];
    expect(changedRegions(before, shaded, 800, 600)).toBeNull();
    const background = editPage(d, pageId, (p) => {
      p.background_color = '#000000';
    }).pages[0];
    expect(changedRegions(before, background, 800, 600)).toBeNull();
    const huge = editPage(d, pageId, (p) => {
      Object.assign(p.objects[b.id], { position: { x: 0, y: 0 }, width: 700, height: 500 });
    }).pages[0];
    expect(changedRegions(before, huge, 800, 600)).toBeNull();
  });
});
