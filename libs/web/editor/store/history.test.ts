// History that can wait (previews, squash) and a property test of undo/redo over random action
// sequences drawn from the registry.
import type { DesignFile } from '@dm/contracts';
import { createBox, createText, sequentialIds } from '@dm/scene';
import { getAction, runAction } from '../actions';
import { EditorDriver } from '../testing/EditorDriver';

const ids = sequentialIds('h');
const copy = (d: DesignFile) => JSON.parse(JSON.stringify(d)) as DesignFile;

function setup() {
  const a = createBox('#ff0000', { x: 100, y: 100, width: 120, height: 80 }, ids);
  const b = createBox('#00ff00', { x: 400, y: 300, width: 100, height: 100 }, ids);
  const t = createText('Hello there', 'heading', { x: 80, y: 420, width: 500, height: 86 }, ids);
  return { driver: new EditorDriver({ width: 800, height: 600, elements: [a, b, t] }), a: a.id, b: b.id, t: t.id };
}

describe('previews and squashed commits', () => {
  it('a preview shows the change and records nothing; the commit is one step from before the preview', () => {
    const { driver, t } = setup();
    const editor = driver.editor;
    driver.select(t);
    const revision = editor.state.revision;
    for (const c of ['#110000', '#220000', '#330000']) editor.preview(() => runAction(editor, 'setFontColor', c));
    expect(driver.element(t).type === 'text' && (driver.element(t) as { text_details: { fontColor: string } }).text_details.fontColor).toBe('#330000');
    expect(driver.history.undo).toEqual([]);
    expect(editor.state.revision).toBe(revision); // nothing to save yet
    runAction(editor, 'setFontColor', '#440000');
    expect(driver.history.undo).toEqual(['Text colour']);
    driver.undo();
    expect((driver.element(t) as { text_details: { fontColor: string } }).text_details.fontColor).not.toMatch(/^#[1-4]{1}[0-9]0000$/);
  });

  it('cancelPreview puts the document back', () => {
    const { driver, b } = setup();
    const before = copy(driver.design);
    driver.select(b);
    driver.editor.preview(() => runAction(driver.editor, 'setOpacity', 0.2));
    expect(driver.element(b).opacity).toBe(0.2);
    driver.editor.cancelPreview();
    expect(driver.design).toEqual(before);
  });

  it('commits with the same squash key merge into one undo step; another step in between keeps them apart', () => {
    const { driver, a, b } = setup();
    const editor = driver.editor;
    const start = copy(driver.design);
    const shift = (id: string, dx: number, squash?: string) =>
      editor.commit('nudge', 'Move', (d) => ({ ...d, pages: d.pages.map((p) => ({ ...p, objects: { ...p.objects, [id]: { ...p.objects[id], position: { x: p.objects[id].position.x + dx, y: p.objects[id].position.y } } } })) }), { squash });
    shift(a, 5, 'nudge-a');
    shift(a, 5, 'nudge-a');
    shift(a, 5, 'nudge-a');
    expect(driver.history.undo).toEqual(['Move']);
    expect(driver.element(a).position.x).toBe(115);
    shift(b, 5);
    shift(a, 5, 'nudge-a');
    expect(driver.history.undo).toEqual(['Move', 'Move', 'Move']);
    driver.undo(3);
    expect(driver.design).toEqual(start);
  });
});

/** A small seeded generator (mulberry32), so a failure names its seed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('history, property test: any sequence of actions undoes to the first document and redoes to the last', () => {
  const steps: ((d: EditorDriver, r: () => number) => void)[] = [
    (d, r) => {
      const page = d.page;
      const all = Object.keys(page.objects);
      d.select(...all.filter(() => r() < 0.4));
    },
    (d) => d.run('selectAll'),
    (d, r) => d.run('nudge', { dx: Math.round(r() * 20 - 10), dy: Math.round(r() * 20 - 10) }),
    (d, r) => d.run('move', { dx: Math.round(r() * 200 - 100), dy: Math.round(r() * 200 - 100) }),
    (d, r) => {
      const id = d.selection[0];
      if (id && d.has(id)) d.resize({ id, x: r() * 300, y: r() * 300, width: 20 + r() * 300, height: 20 + r() * 200, fontScale: r() < 0.5 ? 1 : 0.5 + r() });
    },
    (d, r) => {
      const id = d.selection[0];
      if (id && d.has(id)) d.rotate(id, Math.round(r() * 360 - 180));
    },
    (d) => d.run('duplicate'),
    (d) => d.run('deleteSelection'),
    (d) => d.group(),
    (d) => d.ungroup(),
    (d, r) => d.run('setOpacity', Math.max(0.01, r())),
    (d) => d.run('toggleLock'),
    (d) => d.run('copy'),
    (d) => d.run('paste'),
    (d, r) => d.run('addShape', (['rect', 'circle', 'star', 'arrow', 'line'] as const)[Math.floor(r() * 5)]),
    (d, r) => d.run('addText', (['heading', 'subheading', 'body'] as const)[Math.floor(r() * 3)]),
    (d, r) => d.run('setFontSize', Math.round(8 + r() * 100)),
    (d) => d.run('toggleBold'),
    (d, r) => d.run('setFontColor', `#${Math.floor(r() * 0xffffff).toString(16).padStart(6, '0')}`),
    (d, r) => d.run('setBackgroundColor', `#${Math.floor(r() * 0xffffff).toString(16).padStart(6, '0')}`),
    (d) => d.run('addPage'),
    (d) => d.run('copyPage', d.page.id),
    (d) => d.run('deletePage', d.page.id),
    (d) => d.run('movePageDown', d.page.id),
    (d) => d.run('movePageUp', d.page.id),
    (d, r) => d.editor.focusPage(d.pages[Math.floor(r() * d.pages.length)].id),
    (d) => d.run('flipHorizontal'),
    (d) => d.run('bringToFront'),
    (d) => d.run('sendBackward'),
    (d, r) => d.editor.preview(() => runAction(d.editor, 'setOpacity', Math.max(0.01, r()))),
    (d, r) => {
      if (r() < 0.5) d.undo();
      else d.redo();
    },
  ];

  it('holds for 300 random sequences of up to 30 actions', () => {
    for (const name of ['nudge', 'move', 'duplicate', 'deleteSelection', 'setOpacity', 'addShape', 'addText', 'addPage', 'deletePage', 'bringToFront', 'sendBackward']) getAction(name);
    for (let seed = 1; seed <= 300; seed++) {
      const r = rng(seed);
      const { driver } = setup();
      const first = copy(driver.design);
      const n = 1 + Math.floor(r() * 30);
      for (let i = 0; i < n; i++) steps[Math.floor(r() * steps.length)](driver, r);
      if (driver.editor.previewing) driver.editor.cancelPreview();
      const last = copy(driver.design);
      const depth = driver.editor.state.undo.length;
      driver.undo(depth);
      try {
        expect(copy(driver.design)).toEqual(first);
        driver.redo(depth);
        expect(copy(driver.design)).toEqual(last);
      } catch (err) {
        throw new Error(`seed ${seed}: ${(err as Error).message}`);
      }
    }
  });
});
