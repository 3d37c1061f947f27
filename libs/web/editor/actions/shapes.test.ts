import { EditorDriver } from '../testing/EditorDriver';

describe('basic shapes', () => {
  it('adds each shape at half the design width, centred and selected, as one undo step', () => {
    const driver = new EditorDriver({ width: 800, height: 600 });
    for (const kind of ['rect', 'rounded', 'circle', 'triangle', 'star', 'arrow', 'line'] as const) {
      driver.run('addShape', kind);
      const el = driver.element(driver.selection[0]);
      expect(el).toMatchObject({ type: 'box', width: 400 });
      expect(el.position.x).toBe(200);
      if (el.type !== 'box') throw new Error('not a box');
      expect(el.box_details.shape).toBe(kind === 'rounded' ? 'rect' : kind);
      if (kind === 'rounded') expect(el.box_details.radius).toBeGreaterThan(0);
      if (kind === 'line') expect(el.box_details).toMatchObject({ stroke: '#0e1318' });
    }
    const before = Object.keys(driver.page.objects).length;
    driver.undo();
    expect(Object.keys(driver.page.objects).length).toBe(before - 1);
  });

  it('sets fill, border and corner radius (clamped to half the shorter side), undoable', () => {
    const driver = new EditorDriver({ width: 800, height: 600 });
    driver.run('addShape', 'rect');
    const id = driver.selection[0];
    driver.run('setShapeStyle', { color: '#ff0000', stroke: '#00ff00', stroke_width: 6 });
    driver.run('setShapeStyle', { radius: 10_000 });
    const el = driver.element(id);
    if (el.type !== 'box') throw new Error('not a box');
    expect(el.box_details).toMatchObject({ color: '#ff0000', stroke: '#00ff00', stroke_width: 6, radius: el.height / 2 });
    driver.undo();
    const back = driver.element(id);
    if (back.type !== 'box') throw new Error('not a box');
    expect(back.box_details.radius).toBe(0);
  });
});
