import type { ImageElement } from '@dm/contracts';
import { createImage, sequentialIds } from '@dm/scene';
import { EditorDriver } from '../testing/EditorDriver';
import { cropFor, dragHandle, fullRect } from './cropMath';
import { cancelCrop, cropMode, finishCrop, startCrop } from './cropMode';

describe('crop geometry', () => {
  it('finds the whole photo from a cropped box and back, flips included', () => {
    const box = { x: 100, y: 100, width: 200, height: 100 };
    const crop = { x: 0.25, y: 0.5, width: 0.5, height: 0.5 };
    const full = fullRect(box, crop);
    expect(full).toEqual({ x: 0, y: 0, width: 400, height: 200 });
    expect(cropFor(full, box)).toEqual(crop);
    const mirrored = fullRect(box, crop, -1, 1);
    expect(mirrored.x).toBe(0);
    expect(cropFor(mirrored, box, -1, 1)).toEqual(crop);
  });

  it('drags a handle inside the photo, never past it nor below the minimum', () => {
    const full = { x: 0, y: 0, width: 400, height: 200 };
    const box = { x: 100, y: 50, width: 200, height: 100 };
    expect(dragHandle(box, full, 'se', 500, 500)).toEqual({ x: 100, y: 50, width: 300, height: 150 });
    expect(dragHandle(box, full, 'nw', -500, 20)).toEqual({ x: 0, y: 70, width: 300, height: 80 });
    expect(dragHandle(box, full, 'e', -1000, 0)).toEqual({ x: 100, y: 50, width: 8, height: 100 });
  });
});

describe('crop mode', () => {
  const ids = sequentialIds('cr');
  function setup() {
    const img = createImage('/api/photos/a.jpg', 800, { width: 400, height: 200 }, { x: 100, y: 100, width: 400, height: 200 }, ids);
    const driver = new EditorDriver({ width: 800, height: 600, elements: [img] });
    driver.select(img.id);
    return { driver, id: img.id };
  }

  it('Done records the new box and crop as one step and deselects; Cancel changes nothing', () => {
    const { driver, id } = setup();
    expect(startCrop(driver.editor)).toBe(true);
    const s = cropMode.get()!;
    cropMode.set({ ...s, box: dragHandle(s.box, s.full, 'se', -200, -100) });
    finishCrop(driver.editor);
    const el = driver.element(id) as ImageElement;
    expect([el.position.x, el.position.y, el.width, el.height]).toEqual([100, 100, 200, 100]);
    expect(el.image_details.crop).toEqual({ x: 0, y: 0, width: 0.5, height: 0.5 });
    expect(driver.selection).toEqual([]);
    expect(cropMode.get()).toBeNull();
    // cropping again starts from the whole photo
    driver.select(id);
    startCrop(driver.editor);
    expect(cropMode.get()!.full).toEqual({ x: 100, y: 100, width: 400, height: 200 });
    cropMode.set({ ...cropMode.get()!, box: { x: 150, y: 100, width: 100, height: 100 } });
    cancelCrop();
    expect((driver.element(id) as ImageElement).image_details.crop).toEqual({ x: 0, y: 0, width: 0.5, height: 0.5 });
    driver.undo();
    const back = driver.element(id) as ImageElement;
    expect([back.width, back.image_details.crop]).toEqual([400, undefined]);
  });
});
