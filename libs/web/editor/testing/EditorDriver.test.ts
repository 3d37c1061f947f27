import type { DesignFile, GridElement, ImageElement, TextElement } from '@dm/contracts';
import type { Engine } from '@dm/engine';
import { loadEngine } from '@dm/engine/node';
import { childrenOf, createBox, createDesign, createGrid, createImage, createText, sequentialIds } from '@dm/scene';
import { ACTIONS, canRun } from '../actions';
import { EditorDriver, parseKey } from './EditorDriver';

const ids = sequentialIds('el');
const box = (x: number, y: number, w = 100, h = 100, color = '#ff0000') => createBox(color, { x, y, width: w, height: h }, ids);

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** Three boxes a (bottom), b, c (top) and a heading. */
function setup(extra: Partial<ConstructorParameters<typeof EditorDriver>[0]> = {}) {
  const a = box(100, 100);
  const b = box(150, 150);
  const c = box(500, 300);
  const t = createText('Hello', 'heading', { x: 100, y: 400, width: 400, height: 86 }, ids);
  const driver = new EditorDriver({ width: 800, height: 600, elements: [a, b, c, t], engine, ...extra });
  return { driver, a: a.id, b: b.id, c: c.id, t: t.id };
}

const snapshot = (d: DesignFile) => JSON.parse(JSON.stringify(d)) as DesignFile;

describe('selection', () => {
  it('a click selects the top-most element under the pointer, an empty click clears', () => {
    const { driver, a, b } = setup();
    expect(driver.click(160, 160).selection).toEqual([b]);
    expect(driver.click(110, 110).selection).toEqual([a]);
    expect(driver.click(790, 590).selection).toEqual([]);
  });

  it('shift-click adds and removes, marquee selects what it fully encloses', () => {
    const { driver, a, b, c } = setup();
    driver.click(110, 110).click(550, 350, { shift: true });
    expect(driver.selection).toEqual([a, c]);
    expect(driver.click(550, 350, { shift: true }).selection).toEqual([a]);
    expect([...driver.marquee(90, 90, 260, 260).selection].sort()).toEqual([a, b].sort());
  });

  it('a click on a rotated box hits only its turned footprint', () => {
    const { driver, c } = setup();
    driver.select(c).rotate(c, 45).select();
    // the corner of the unrotated box lies outside the diamond
    expect(driver.click(503, 303).selection).toEqual([]);
    expect(driver.click(550, 350).selection).toEqual([c]);
  });

  it('Tab and Shift+Tab walk the elements in layer order, wrapping', () => {
    const { driver, a, b, t } = setup();
    driver.run('selectNext');
    expect(driver.selection).toEqual([a]);
    driver.run('selectNext');
    expect(driver.selection).toEqual([b]);
    driver.select(a).run('selectPrevious');
    expect(driver.selection).toEqual([t]);
  });

  it('Ctrl+A selects every top-level element and Escape deselects', () => {
    const { driver } = setup();
    expect(driver.key('Ctrl+A').selection).toHaveLength(4);
    expect(driver.key('Escape').selection).toEqual([]);
  });
});

describe('move, resize, rotate', () => {
  it('moves the selection and nudges with arrows (Shift: 10px)', () => {
    const { driver, a } = setup();
    driver.select(a).moveBy(20, -10).key('ArrowRight').key('Shift+ArrowDown');
    expect(driver.element(a).position).toEqual({ x: 121, y: 100 });
  });

  it('resizes, rotates and leaves a locked element where it is', () => {
    const { driver, a } = setup();
    driver.select(a).resize({ id: a, x: 90, y: 80, width: 300, height: 150 }).rotate(a, 30);
    expect(driver.element(a)).toMatchObject({ position: { x: 90, y: 80 }, width: 300, height: 150, rotation: 30 });
    driver.run('toggleLock').moveBy(50, 50).key('Delete');
    expect(driver.element(a)).toMatchObject({ locked: true, position: { x: 90, y: 80 } });
  });

  it('a corner resize of a text grows its font with the box', () => {
    const { driver, t } = setup();
    driver.select(t).resize({ id: t, x: 100, y: 400, width: 800, height: 172, fontScale: 2 });
    expect(driver.element<TextElement>(t).text_details.fontSize).toBe(144);
  });

  it('Delete removes the selection; Ctrl+D duplicates 40px right and down', () => {
    const { driver, a, b } = setup();
    driver.select(a).key('Ctrl+D');
    const copy = driver.selection[0];
    expect(copy).not.toBe(a);
    expect(driver.element(copy).position).toEqual({ x: 140, y: 140 });
    driver.select(b).key('Delete');
    expect(driver.has(b)).toBe(false);
  });
});

describe('grouping', () => {
  it('Group is offered for a temporary multi-selection, Ungroup for a real group', () => {
    const { driver, a, b } = setup();
    driver.select(a);
    expect(canRun(driver.editor, 'group')).toBe(false);
    driver.select(a, b);
    expect(canRun(driver.editor, 'group')).toBe(true);
    expect(canRun(driver.editor, 'ungroup')).toBe(false);
    driver.key('Ctrl+G');
    const [g] = driver.selection;
    expect(driver.element(g)).toMatchObject({ type: 'group', position: { x: 100, y: 100 }, width: 150, height: 150 });
    expect(driver.element(a).parent).toBe(g);
    expect(canRun(driver.editor, 'group')).toBe(false);
    expect(canRun(driver.editor, 'ungroup')).toBe(true);
    driver.key('Shift+Ctrl+G');
    expect(driver.has(g)).toBe(false);
    expect([...driver.selection].sort()).toEqual([a, b].sort());
    expect(driver.element(a).parent).toBeNull();
  });

  it('a click inside a group selects the group, and moving it moves its members', () => {
    const { driver, a, b } = setup();
    driver.select(a, b).group();
    const [g] = driver.selection;
    driver.select().click(120, 120);
    expect(driver.selection).toEqual([g]);
    driver.moveBy(10, 10);
    expect(driver.element(a).position).toEqual({ x: 110, y: 110 });
    expect(driver.element(b).position).toEqual({ x: 160, y: 160 });
  });
});

describe('layering', () => {
  it('moves an element forward, to front, backward and to back, inactive at the ends', () => {
    const { driver, a, c } = setup();
    const order = () => childrenOf(driver.page, null).map((o) => o.id);
    driver.select(a);
    expect(canRun(driver.editor, 'sendBackward')).toBe(false);
    expect(canRun(driver.editor, 'sendToBack')).toBe(false);
    driver.run('bringForward');
    expect(order().indexOf(a)).toBe(1);
    driver.run('bringToFront');
    expect(order().at(-1)).toBe(a);
    expect(canRun(driver.editor, 'bringForward')).toBe(false);
    expect(canRun(driver.editor, 'bringToFront')).toBe(false);
    driver.select(c).run('sendToBack');
    expect(order()[0]).toBe(c);
    driver.select(a).run('sendBackward');
    expect(order().at(-1)).not.toBe(a);
  });
});

describe('alignment and opacity', () => {
  it('aligns a group to the page centre and middle', () => {
    const { driver, a, b } = setup();
    driver.select(a, b).group().run('alignCenter').run('alignMiddle');
    const g = driver.element(driver.selection[0]);
    expect(g.position.x + g.width / 2).toBeCloseTo(400);
    expect(g.position.y + g.height / 2).toBeCloseTo(300);
    expect(driver.element(a).position).toEqual({ x: 325, y: 225 });
  });

  it('aligns to the left, right, top and bottom edges', () => {
    const { driver, c } = setup();
    driver.select(c).run('alignLeft').run('alignTop');
    expect(driver.element(c).position).toEqual({ x: 0, y: 0 });
    driver.run('alignRight').run('alignBottom');
    expect(driver.element(c).position).toEqual({ x: 700, y: 500 });
  });

  it('stores opacity 0..1', () => {
    const { driver, a } = setup();
    driver.select(a).run('setOpacity', 0.35);
    expect(driver.element(a).opacity).toBe(0.35);
  });
});

describe('text', () => {
  it('adds the Text panel styles in Montserrat at 72, 36 and 24', () => {
    const { driver } = setup();
    const sizes = (['heading', 'subheading', 'body'] as const).map((kind) => {
      driver.run('addText', kind);
      const el = driver.element<TextElement>(driver.selection[0]);
      expect(el.text_details.font).toBe('Montserrat');
      return el.text_details.fontSize;
    });
    expect(sizes).toEqual([72, 36, 24]);
  });

  it('each new element lands on top of the others', () => {
    const { driver } = setup();
    driver.run('addText', 'heading');
    const heading = driver.selection[0];
    driver.run('addText', 'body');
    const body = driver.selection[0];
    const order = childrenOf(driver.page, null).map((o) => o.id);
    expect(order.slice(-2)).toEqual([heading, body]);
  });

  it('a group grows with a member text that needs more lines', () => {
    const { driver, a, t } = setup();
    driver.select(a, t).group();
    const g = driver.selection[0];
    const before = driver.element(g).height;
    driver.run('setText', { id: t, text: 'Hello\nworld\nagain' });
    expect(driver.element(g).height).toBeGreaterThan(before);
    const text = driver.element(t);
    expect(driver.element(g).position.y + driver.element(g).height).toBeCloseTo(text.position.y + text.height);
  });

  it('changes text, size, colour, font, bold, italic, alignment and spacing within -30..30', () => {
    const { driver, t } = setup();
    driver.select(t).run('setText', { id: t, text: 'Summer sale' }).run('setFontSize', 96).run('setFontColor', '#ff0000')
      .run('setFont', 'Lato').key('Ctrl+B').key('Ctrl+I').run('cycleAlign').run('setLetterSpacing', 50).run('setLineHeight', -12);
    expect(driver.element<TextElement>(t).text_details).toMatchObject({
      text: 'Summer sale', fontSize: 96, fontColor: '#ff0000', font: 'Lato', bold: false, italic: true,
      textAlign: 'right', letterSpacing: 30, lineHeight: -12,
    });
  });
});

describe('copy and paste', () => {
  it('pastes a copy with new ids 40px away, groups included', () => {
    const { driver, a, b } = setup();
    driver.select(a, b).group();
    const [g] = driver.selection;
    driver.key('Ctrl+C').key('Ctrl+V');
    const [pasted] = driver.selection;
    expect(pasted).not.toBe(g);
    expect(driver.element(pasted)).toMatchObject({ type: 'group', position: { x: 140, y: 140 } });
    expect(Object.values(driver.page.objects).filter((o) => o.parent === pasted)).toHaveLength(2);
    expect(driver.page.groups).toContain(pasted);
  });

  it('pastes onto another page at the same place', () => {
    const { driver, c } = setup();
    driver.select(c).key('Ctrl+C').run('addPage');
    driver.key('Ctrl+V');
    expect(driver.element(driver.selection[0]).position).toEqual({ x: 500, y: 300 });
  });
});

describe('pages', () => {
  it('adds, copies, moves and deletes pages; the last page stays', () => {
    const { driver } = setup();
    const first = driver.pages[0].id;
    expect(canRun(driver.editor, 'deletePage')).toBe(false);
    driver.run('addPage');
    const second = driver.page.id;
    expect(driver.pages.map((p) => p.id)).toEqual([first, second]);
    driver.run('copyPage', first);
    expect(driver.pages).toHaveLength(3);
    expect(Object.keys(driver.pages[1].objects)).toHaveLength(4);
    driver.run('movePageDown', first);
    expect(driver.pages[1].id).toBe(first);
    driver.run('movePageUp', second);
    expect(driver.pages[1].id).toBe(second);
    driver.run('deletePage', second).run('deletePage', first);
    expect(driver.pages).toHaveLength(1);
    driver.run('deletePage', driver.pages[0].id);
    expect(driver.pages).toHaveLength(1);
  });

  it('sets the page background colour', () => {
    const { driver } = setup();
    driver.run('setBackgroundColor', '#ffde59');
    expect(driver.page.background_color).toBe('#ffde59');
  });
});

describe('undo and redo', () => {
  it('undo and redo step back and forth across every kind of action', () => {
    // setup
    const { driver, a, b, c, t } = setup();
    const img = createImage('/logo.png', 800, { width: 200, height: 100 }, { x: 10, y: 10 }, ids);
    const states: DesignFile[] = [snapshot(driver.design)];
    const step = (fn: () => void) => {
      fn();
      states.push(snapshot(driver.design));
    };
    // action
    step(() => driver.select(a).moveBy(5, 5));
    step(() => driver.key('ArrowLeft'));
    step(() => driver.resize({ id: a, x: 0, y: 0, width: 50, height: 60 }));
    step(() => driver.rotate(a, 15));
    step(() => driver.run('setOpacity', 0.5));
    step(() => driver.run('toggleLock'));
    step(() => driver.run('toggleLock'));
    step(() => driver.select(a, b).group());
    step(() => driver.run('alignCenter'));
    step(() => driver.run('bringToFront'));
    step(() => driver.ungroup());
    step(() => driver.select(c).key('Ctrl+D'));
    step(() => driver.key('Delete'));
    step(() => driver.select(c).key('Ctrl+C').key('Ctrl+V'));
    step(() => driver.select(t).run('setText', { id: t, text: 'Changed' }));
    step(() => driver.run('setFontSize', 48));
    step(() => driver.run('setFontColor', '#00ff00'));
    step(() => driver.key('Ctrl+B'));
    step(() => driver.run('cycleAlign'));
    step(() => driver.run('setLetterSpacing', 10));
    step(() => driver.run('addText', 'body'));
    step(() => driver.run('setBackgroundColor', '#000000'));
    step(() => driver.editor.commit('addImage', 'Add image', (d) => ({ ...d, pages: d.pages.map((p, i) => (i ? p : { ...p, objects: { ...p.objects, [img.id]: { ...img, layer_index: 99 } } })) })));
    step(() => driver.select(img.id).flipHorizontal());
    step(() => driver.flipVertical());
    step(() => driver.run('applyTemplate', createDesign(500, 500)));
    step(() => driver.run('addPage'));
    step(() => driver.run('copyPage', driver.pages[0].id));
    step(() => driver.run('movePageDown', driver.pages[0].id));
    step(() => driver.run('deletePage', driver.pages[2].id));
    const steps = states.length - 1;
    expect(driver.history.undo).toHaveLength(steps);
    // check: every undo returns exactly the state before the step, every redo the one after
    for (let i = steps; i > 0; i--) {
      driver.undo();
      expect(driver.design).toEqual(states[i - 1]);
    }
    expect(driver.history.undo).toHaveLength(0);
    for (let i = 1; i <= steps; i++) {
      driver.redo();
      expect(driver.design).toEqual(states[i]);
    }
  });

  it('undo restores the selection and page of the step; a new change clears redo', () => {
    const { driver, a, b } = setup();
    driver.select(a, b).group().undo();
    expect(driver.selection).toEqual([a, b]);
    driver.key('Ctrl+Shift+Z');
    expect(driver.element(driver.selection[0]).type).toBe('group');
    driver.key('Ctrl+Z').moveBy(1, 1);
    expect(driver.history.redo).toEqual([]);
  });

  it('every action is named with its label, and every key action answers its shortcut', () => {
    for (const action of ACTIONS) {
      expect(action.name).toMatch(/^[a-z][A-Za-z]+$/);
      expect(action.label.length).toBeGreaterThan(0);
    }
    expect(new Set(ACTIONS.map((x) => x.name)).size).toBe(ACTIONS.length);
    // every key action answers the shortcut it shows, by the physical key: a layout where the key
    // types something else (Shift+] is '}' in the US, AltGr combos elsewhere) still works
    const checked: string[] = [];
    for (const action of ACTIONS) {
      if (!action.keyTest || !action.shortcut || /\s/.test(action.shortcut)) continue;
      const e = parseKey(action.shortcut.replace('Shift+Ctrl', 'Ctrl+Shift'));
      expect([action.name, action.keyTest({ ...e, key: 'Unidentified' })]).toEqual([action.name, true]);
      expect([action.name, action.keyTest({ ...e, key: 'Unidentified', code: 'KeyQ' })]).toEqual([action.name, false]);
      checked.push(action.name);
    }
    expect(checked).toEqual(expect.arrayContaining(['bringToFront', 'sendToBack', 'undo', 'redo', 'duplicate', 'group', 'selectAll', 'toggleBold', 'toggleItalic']));
  });
});

describe('images and frames', () => {
  it('flips an image horizontally and vertically, and back', () => {
    const img = createImage('/photo.jpg', 800, { width: 400, height: 300 }, { x: 10, y: 10 }, ids);
    const driver = new EditorDriver({ elements: [img] });
    driver.select(img.id).flipHorizontal();
    expect(driver.element<ImageElement>(img.id).image_details.flip_horizontal).toBe(-1);
    driver.flipVertical().flipHorizontal();
    expect(driver.element<ImageElement>(img.id).image_details).toMatchObject({ flip_horizontal: 1, flip_vertical: -1 });
  });

  it('colours a frame without an image with a preset, never with alpha', () => {
    const grid = createGrid('circle', { x: 0, y: 0 }, ids);
    const driver = new EditorDriver({ elements: [grid] });
    driver.select(grid.id).run('setGridColor', '#00BF63').run('setGridColor', '#00bf6380');
    expect(driver.element<GridElement>(grid.id).grid_details.color).toBe('#00bf63');
    expect(driver.history.undo).toEqual(['Frame colour']);
  });
});

describe('elements', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12"><path fill="#F00" d="M0 0h1"/><path stroke="#00ff00" d="M0 0h1"/><path fill="#ff0000"/><path fill="#123456"/><path fill="#abcdef"/><path fill="#fedcba"/><path fill="#010203"/></svg>';

  it('adds an icon at half the design width, centred, with its colours; pickers only for the first 5', () => {
    const driver = new EditorDriver({ width: 800, height: 600 });
    driver.run('addIcon', { src: '/icons/star.svg', svg });
    const icon = driver.element<ImageElement>(driver.selection[0]);
    expect(icon).toMatchObject({ width: 400, height: 200, position: { x: 200, y: 200 } });
    expect(icon.image_details.svg_colors?.map((c) => c.original)).toEqual(['#ff0000', '#00ff00', '#123456', '#abcdef', '#fedcba', '#010203']);
    driver.run('setIconColor', { index: 1, color: '#0000FF' }).run('setIconColor', { index: 5, color: '#000000' });
    const colors = driver.element<ImageElement>(icon.id).image_details.svg_colors!;
    expect(colors[1].color).toBe('#0000ff');
    expect(colors[5].color).toBe('#010203');
  });

  it('adds a text template scaled into the page, centred, as one selected group', () => {
    const tpl = createDesign(800, 800);
    const t1 = createText('Big', 'heading', { x: 0, y: 0, width: 1000, height: 100 }, ids);
    const t2 = createText('small', 'body', { x: 0, y: 100, width: 1000, height: 40 }, ids);
    tpl.pages[0].objects = { [t1.id]: t1, [t2.id]: { ...t2, layer_index: 1 } };
    const driver = new EditorDriver({ width: 800, height: 600 });
    driver.run('addTextTemplate', tpl);
    const g = driver.element(driver.selection[0]);
    expect(g.type).toBe('group');
    expect(g.width).toBeCloseTo(640);
    expect(g.position.x + g.width / 2).toBeCloseTo(400);
    const texts = Object.values(driver.page.objects).filter((o): o is TextElement => o.type === 'text');
    expect(texts.map((t) => t.text_details.fontSize).sort((a, b) => a - b)).toEqual([15.4, 46.1]);
    expect(texts.every((t) => t.id !== t1.id && t.id !== t2.id)).toBe(true);
  });

  it('sets and removes the page background image', () => {
    const driver = new EditorDriver();
    driver.run('setBackgroundImage', '/bg.png');
    expect(driver.page.background_image).toBe('/bg.png');
    driver.run('setBackgroundImage', null);
    expect(driver.page.background_image).toBeNull();
  });

  it('offsets a new text like a paste instead of stacking it exactly on the last one', () => {
    const driver = new EditorDriver({ width: 800, height: 600 });
    driver.run('addText', 'heading');
    const first = driver.element(driver.selection[0]);
    driver.run('addText', 'heading');
    const second = driver.element(driver.selection[0]);
    expect(second.position.x - first.position.x).toBeGreaterThan(0);
    expect(second.position.y - first.position.y).toBeGreaterThan(0);
  });

  it('adds a frame at half the design width, square, centred and selected (never covering the page)', () => {
    const driver = new EditorDriver({ width: 800, height: 600 });
    driver.run('addFrame', { shape: 'circle' });
    expect(driver.element(driver.selection[0])).toMatchObject({ type: 'grid', width: 400, height: 400, position: { x: 200, y: 100 } });
    const tall = new EditorDriver({ width: 1080, height: 400 });
    tall.run('addFrame', { shape: 'rect' });
    expect(tall.element(tall.selection[0])).toMatchObject({ width: 320, height: 320, position: { x: 380, y: 40 } });
  });
});

describe('templates', () => {
  it('a template replaces the design as one undo step, deselects and updates the page count', () => {
    const { driver, a } = setup();
    const template = createDesign(1080, 1080);
    template.pages.push({ ...template.pages[0], id: 'second' });
    driver.select(a).run('applyTemplate', template);
    expect(driver.design).toMatchObject({ width: 1080, height: 1080 });
    expect(driver.pages).toHaveLength(2);
    expect(driver.selection).toEqual([]);
    expect(driver.history.undo.at(-1)).toBe('Use template');
    driver.undo();
    expect(driver.design.width).toBe(800);
    expect(driver.has(a)).toBe(true);
  });

  it('ignores a template that is not a design', () => {
    const { driver } = setup();
    driver.run('applyTemplate', { width: 10 });
    expect(driver.history.undo).toEqual([]);
  });
});

describe('view role', () => {
  it('can select and copy but not change anything', () => {
    const { driver, a } = setup({ role: 'view' });
    const before = snapshot(driver.design);
    driver.click(110, 110).key('Ctrl+C').moveBy(10, 10).key('Delete').key('Ctrl+V').run('addPage').run('addText', 'heading');
    expect(driver.selection).toEqual([a]);
    expect(driver.design).toEqual(before);
    expect(driver.history.undo).toEqual([]);
  });
});
