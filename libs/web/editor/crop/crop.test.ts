import type { ImageElement } from '@dm/contracts';
import { createDesign, createImage, sequentialIds } from '@dm/scene';
import { runAction } from '../actions';
import { EditorDriver } from '../testing/EditorDriver';
import { cropFor, dragCornerLocked, dragHandle, fullRect, moveBox, placeRotated, toLocal } from './cropMath';
import { cancelCrop, cropMode, finishCrop, startBackgroundCrop, startCrop } from './cropMode';

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

describe('crop geometry: locked corners, moving, rotation', () => {
  const full = { x: 0, y: 0, width: 400, height: 300 };
  it('keeps the proportions on a corner drag and stays inside the photo', () => {
    const box = { x: 100, y: 75, width: 200, height: 150 };
    expect(dragCornerLocked(box, full, 'se', -100, 0, 4 / 3)).toEqual({ x: 100, y: 75, width: 100, height: 75 });
    expect(dragCornerLocked(box, full, 'se', -120, -120, 4 / 3)).toEqual({ x: 100, y: 75, width: 40, height: 30 });
    // growing past the photo stops at its edge (here the right edge: 300 wide from x 100)
    expect(dragCornerLocked(box, full, 'se', 500, 500, 4 / 3)).toEqual({ x: 100, y: 75, width: 300, height: 225 });
    const nw = dragCornerLocked(box, full, 'nw', 60, 0, 4 / 3);
    expect([nw.x + nw.width, nw.y + nw.height, nw.width / nw.height]).toEqual([300, 225, 4 / 3]);
  });

  it('moves the box over the photo, never past it', () => {
    const box = { x: 100, y: 75, width: 200, height: 150 };
    expect(moveBox(box, full, 30, -20)).toEqual({ x: 130, y: 55, width: 200, height: 150 });
    expect(moveBox(box, full, 900, 900)).toEqual({ x: 200, y: 150, width: 200, height: 150 });
  });

  it('turns page moves into the photo frame and keeps the kept part in place after a rotated crop', () => {
    const d = toLocal(10, 0, 90);
    expect([Math.round(d.dx * 1e9) / 1e9, Math.round(d.dy * 1e9) / 1e9]).toEqual([0, -10]);
    // a 200 x 100 photo turned 90 degrees about (200, 150); keep its left half
    const pivot = { x: 200, y: 150 };
    const at = placeRotated({ x: 100, y: 100, width: 100, height: 100 }, pivot, 90);
    // the left half's centre (150, 150) turns to (200, 100); its box is 100 x 100 around it
    expect([Math.round(at.x), Math.round(at.y)]).toEqual([150, 50]);
    expect(placeRotated({ x: 100, y: 100, width: 200, height: 100 }, pivot, 37)).toEqual({ x: 100, y: 100 });
  });
});

describe('crop mode for rotated photos and the page background', () => {
  const ids = sequentialIds('cb');
  it('crops a rotated photo in its own frame: the kept part stays where it was on the page', () => {
    const img = createImage('/api/photos/a.jpg', 800, { width: 400, height: 200 }, { x: 100, y: 100, width: 200, height: 100 }, ids);
    img.rotation = 90;
    const driver = new EditorDriver({ width: 800, height: 600, elements: [img] });
    driver.select(img.id);
    expect(startCrop(driver.editor)).toBe(true);
    const s = cropMode.get()!;
    // keep the left half (in the photo's frame)
    cropMode.set({ ...s, box: dragHandle(s.box, s.full, 'e', -100, 0) });
    finishCrop(driver.editor);
    const el = driver.element(img.id) as ImageElement;
    expect([el.width, el.height, el.rotation]).toEqual([100, 100, 90]);
    expect([Math.round(el.position.x), Math.round(el.position.y)]).toEqual([150, 50]);
    expect(el.image_details.crop).toEqual({ x: 0, y: 0, width: 0.5, height: 1 });
  });

  it('crops the background image to a part in the page\'s proportions, undoably', () => {
    const design = createDesign(800, 600);
    design.pages[0].background_image = '/api/photos/bg.jpg';
    const driver = new EditorDriver({ design });
    // a 1600 x 1200 photo covers the 800 x 600 page whole
    expect(startBackgroundCrop(driver.editor, { width: 1600, height: 1200 })).toBe(true);
    const s = cropMode.get()!;
    expect([s.id, s.full, s.box, s.aspect]).toEqual([null, { x: 0, y: 0, width: 800, height: 600 }, { x: 0, y: 0, width: 800, height: 600 }, 800 / 600]);
    // the top-left quarter
    cropMode.set({ ...s, box: dragCornerLocked(s.box, s.full, 'se', -400, -300, s.aspect!) });
    finishCrop(driver.editor);
    expect(driver.editor.page.background?.crop).toEqual({ x: 0, y: 0, width: 0.5, height: 0.5 });
    expect(driver.editor.page.background?.image).toBe('/api/photos/bg.jpg');
    // cropping again starts from what shows: the quarter over the page, the whole photo around it
    startBackgroundCrop(driver.editor, { width: 1600, height: 1200 });
    expect(cropMode.get()!.full).toEqual({ x: 0, y: 0, width: 1600, height: 1200 });
    cancelCrop();
    driver.undo();
    expect(driver.editor.page.background?.crop).toBeUndefined();
  });

  it('removes and restores the background image\'s background with the same action as a photo\'s', () => {
    const design = createDesign(800, 600);
    design.pages[0].background_image = '/api/photos/bg.jpg';
    const driver = new EditorDriver({ design });
    runAction(driver.editor, 'setBackgroundRemoval', { id: null, enabled: true, crf: 20, mask_src: 'data:image/png;base64,AAAA' });
    expect(driver.editor.page.background?.removal).toEqual({ enabled: true, crf: 20, mask_src: 'data:image/png;base64,AAAA' });
    runAction(driver.editor, 'setBackgroundRemoval', { id: null, enabled: false });
    expect(driver.editor.page.background?.removal?.enabled).toBe(false);
    driver.undo();
    driver.undo();
    expect(driver.editor.page.background?.removal).toBeUndefined();
  });
});
