import type { ImageElement } from '@dm/contracts';
import { createBox, createGrid, createImage, sequentialIds } from '@dm/scene';
import { EditorDriver } from '../testing/EditorDriver';

const ids = sequentialIds('lk');
function setup() {
  const img = createImage('/api/photos/a.jpg', 800, { width: 200, height: 100 }, { x: 100, y: 100, width: 200, height: 100 }, ids);
  const box = createBox('#ff0000', { x: 400, y: 300, width: 100, height: 100 }, ids);
  const frame = createGrid('rect', { x: 500, y: 50, width: 100, height: 100 }, ids);
  const driver = new EditorDriver({ width: 800, height: 600, elements: [img, box, frame] });
  return { driver, img: img.id, box: box.id, frame: frame.id };
}
const details = (d: EditorDriver, id: string) => (d.element(id) as ImageElement).image_details;

describe('photo look', () => {
  it('sets a named filter at the default intensity 50, changes the intensity, and None clears it', () => {
    const { driver, img } = setup();
    driver.select(img);
    driver.run('setImageFilter', { id: 'jade' });
    expect(details(driver, img).filter).toEqual({ id: 'jade', intensity: 50 });
    driver.run('setImageFilter', { id: 'jade', intensity: 70 });
    driver.run('setImageFilter', { id: 'amber' });
    expect(details(driver, img).filter).toEqual({ id: 'amber', intensity: 70 });
    driver.run('setImageFilter', { id: 'none' });
    expect(details(driver, img).filter).toBeNull();
    driver.undo();
    expect(details(driver, img).filter?.id).toBe('amber');
  });

  it('adjusts within range, clears a value given empty, resets, and a previewed drag is one undo step', () => {
    const { driver, img } = setup();
    driver.select(img);
    for (const v of [5, 20, 45]) driver.editor.preview(() => driver.run('setImageAdjustment', { key: 'brightness', value: v }));
    expect(details(driver, img).adjustments?.brightness).toBe(45);
    driver.run('setImageAdjustment', { key: 'brightness', value: 50 });
    driver.run('setImageAdjustment', { key: 'vignette', value: 500 });
    expect(details(driver, img).adjustments).toEqual({ brightness: 50, vignette: 100 });
    driver.run('setImageAdjustment', { key: 'vignette', value: null });
    expect(details(driver, img).adjustments).toEqual({ brightness: 50 });
    driver.run('resetAdjustments');
    expect(details(driver, img).adjustments).toBeUndefined();
    driver.undo();
    driver.undo();
    driver.undo();
    expect(details(driver, img).adjustments).toEqual({ brightness: 50 });
    driver.undo();
    expect(details(driver, img).adjustments).toBeUndefined();
  });

  it("applies to a selected frame's photo, never to an icon", () => {
    const { driver, frame } = setup();
    driver.run('fillFrame', { frameId: frame, src: '/api/photos/b.jpg', width: 100, height: 100 });
    driver.select(frame);
    driver.run('setImageFilter', { id: 'jade' });
    const photo = Object.values(driver.page.objects).find((o) => o.parent === frame) as ImageElement;
    expect(photo.image_details.filter?.id).toBe('jade');
  });

  it('turns a shadow on with the defaults at the stored scales, changes it, and off clears it', () => {
    const { driver, box } = setup();
    driver.select(box);
    driver.run('setShadow', {});
    expect(driver.element(box).shadow).toEqual({ shadowColor: '#808080', r: 3, theta: 116, blur: 3, opacity: 0.6, size: 0 });
    driver.run('setShadow', { theta: -45, size: 20, opacity: 300 });
    expect(driver.element(box).shadow).toMatchObject({ theta: -45, size: 2, opacity: 1 });
    driver.run('setShadow', null);
    expect(driver.element(box).shadow).toBeUndefined();
    driver.undo();
    expect(driver.element(box).shadow?.theta).toBe(-45);
  });
});

describe('background flip', () => {
  it('flips the background image on each axis, one step each; nothing without an image', () => {
    const driver = new EditorDriver({ width: 800, height: 600, elements: [] });
    driver.run('flipBackground', 'horizontal');
    expect(driver.page.background?.flip).toBeUndefined();
    driver.run('setBackgroundImage', '/api/photos/a.jpg');
    driver.run('flipBackground', 'horizontal');
    driver.run('flipBackground', 'vertical');
    expect(driver.page.background?.flip).toEqual({ horizontal: -1, vertical: -1 });
    driver.undo();
    expect(driver.page.background?.flip).toEqual({ horizontal: -1, vertical: 1 });
  });
});
