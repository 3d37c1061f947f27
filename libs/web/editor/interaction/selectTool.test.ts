// The select tool headless: every behaviour of a pointer on the page, through EditorDriver's
// pointer methods, on the real store, actions and the engine's hit index.
import type { Engine } from '@dm/engine';
import { loadEngine } from '@dm/engine/node';
import { createBox, createImage, createText, sequentialIds } from '@dm/scene';
import { EditorDriver } from '../testing/EditorDriver';

const ids = sequentialIds('st');
let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** Boxes a (100,100 100x100) and b (400,300 100x100), an image (500,40 200x100), a heading. */
function setup(role: 'edit' | 'view' = 'edit') {
  const a = createBox('#ff0000', { x: 100, y: 100, width: 100, height: 100 }, ids);
  const b = createBox('#00ff00', { x: 400, y: 300, width: 100, height: 100 }, ids);
  const img = createImage('data:image/png;base64,AA==', 800, { width: 200, height: 100 }, { x: 560, y: 40, width: 200, height: 100 }, ids);
  const t = createText('Hello', 'heading', { x: 100, y: 450, width: 300, height: 86 }, ids);
  const driver = new EditorDriver({ width: 800, height: 600, elements: [a, b, img, t], engine, role });
  return { driver, a: a.id, b: b.id, img: img.id, t: t.id };
}

describe('select tool: click and drag', () => {
  it('a press and release selects, shift adds, and records nothing', () => {
    const { driver, a, b } = setup();
    driver.pointerDown(150, 150).pointerUp();
    expect(driver.selection).toEqual([a]);
    driver.pointerDown(450, 350, { shift: true }).pointerUp();
    expect(driver.selection).toEqual([a, b]);
    expect(driver.history.undo).toEqual([]);
  });

  it('a drag under the threshold (3 screen px) moves nothing; past it, the selection moves as one step', () => {
    const { driver, a } = setup();
    driver.pointerDown(150, 150).pointerMove(152, 151).pointerUp();
    expect(driver.element(a).position).toEqual({ x: 100, y: 100 });
    // at 50% zoom, 4 design px are 2 screen px: still a click
    driver.pointerDown(150, 150).pointerMove(154, 150, {}, 0.5).pointerUp();
    expect(driver.element(a).position).toEqual({ x: 100, y: 100 });
    driver.drag({ x: 150, y: 150 }, { x: 170, y: 187 }, { alt: true });
    expect(driver.element(a).position).toEqual({ x: 120, y: 137 });
    expect(driver.history.undo).toEqual(['Move']);
  });

  it('snaps the moving box to the page centre within 6 screen px, shows the guide, and Alt turns snapping off', () => {
    const { driver, a } = setup();
    // a's centre (150,150) dragged to (397,150): 3 px from the page's vertical centre line
    driver.pointerDown(150, 150).pointerMove(397, 150);
    const g = driver.gestures.get();
    expect(g?.kind === 'move' && g.dx).toBe(250);
    expect(g?.kind === 'move' && g.guides.length).toBeGreaterThan(0);
    driver.pointerUp();
    expect(driver.element(a).position.x).toBe(350);
    driver.drag({ x: 400, y: 150 }, { x: 203, y: 150 }, { alt: true });
    expect(driver.element(a).position.x).toBe(153);
  });
});

describe('select tool: handles', () => {
  it('an image corner keeps its aspect; a box corner does not, unless Shift is held', () => {
    const { driver, a, img } = setup();
    driver.select(img).drag({ x: 760, y: 140 }, { x: 800, y: 200 }, { handle: 'se' });
    const i = driver.element(img);
    expect(i.width / i.height).toBeCloseTo(2, 5);
    driver.select(a).drag({ x: 200, y: 200 }, { x: 260, y: 220 }, { handle: 'se' });
    expect([driver.element(a).width, driver.element(a).height]).toEqual([160, 120]);
    driver.drag({ x: 260, y: 220 }, { x: 300, y: 400 }, { handle: 'se', shift: true });
    const box = driver.element(a);
    expect(box.width / box.height).toBeCloseTo(160 / 120, 5);
  });

  it('the rotate handle turns by the angle swept around the centre; Shift snaps to 15 degrees', () => {
    const { driver, a } = setup();
    driver.select(a);
    // press straight below the centre (150,150), sweep to 45 degrees clockwise
    const r = 80;
    const at = (deg: number) => ({ x: 150 + r * Math.cos(((90 + deg) * Math.PI) / 180), y: 150 + r * Math.sin(((90 + deg) * Math.PI) / 180) });
    driver.pointerDown(at(0).x, at(0).y, { handle: 'rotate' });
    for (const d of [10, 25, 45]) driver.pointerMove(at(d).x, at(d).y);
    driver.pointerUp();
    expect(driver.element(a).rotation).toBeCloseTo(45, 5);
    driver.pointerDown(at(45).x, at(45).y, { handle: 'rotate' }).pointerMove(at(67).x, at(67).y, { shift: true }).pointerUp();
    expect(driver.element(a).rotation).toBe(60);
  });

  it('a locked element keeps its box', () => {
    const { driver, a } = setup();
    driver.select(a).run('toggleLock');
    driver.drag({ x: 200, y: 200 }, { x: 300, y: 300 }, { handle: 'se' });
    expect([driver.element(a).width, driver.element(a).height]).toEqual([100, 100]);
  });
});

describe('select tool: marquee, double-click, view role', () => {
  it('a marquee from an empty spot selects what it encloses; with Shift it adds to the selection', () => {
    const { driver, a, b, t } = setup();
    driver.drag({ x: 50, y: 50 }, { x: 520, y: 420 });
    expect([...driver.selection].sort()).toEqual([a, b].sort());
    driver.select(t).drag({ x: 380, y: 280 }, { x: 520, y: 420 }, { shift: true });
    expect(driver.selection).toEqual([t, b]);
  });

  it('a double-click enters a group (selecting the element under the pointer) and starts editing a text', () => {
    const { driver, a, b, t } = setup();
    driver.select(a, b).group();
    driver.doubleClick(450, 350);
    expect(driver.selection).toEqual([b]);
    driver.doubleClick(200, 490);
    expect(driver.editor.state.editingTextId).toBe(t);
  });

  it('in view role a drag selects but moves nothing and a double-click edits nothing', () => {
    const { driver, a, t } = setup('view');
    driver.drag({ x: 150, y: 150 }, { x: 250, y: 250 });
    expect(driver.selection).toEqual([a]);
    expect(driver.element(a).position).toEqual({ x: 100, y: 100 });
    driver.doubleClick(200, 490);
    expect(driver.editor.state.editingTextId).toBe(null);
    expect(driver.design.pages[0].objects[t]).toBeDefined();
  });
});
