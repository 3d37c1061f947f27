import type { ImageElement } from '@dm/contracts';
import type { Engine } from '@dm/engine';
import { loadEngine } from '@dm/engine/node';
import { createGrid, createImage, sequentialIds } from '@dm/scene';
import { EditorDriver } from '../testing/EditorDriver';
import { clampInFrame, coverBox, framePhoto } from './photos';

const ids = sequentialIds('ph');
let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** A square frame (100,100 200x200) and a photo (500,100 200x100). */
function setup() {
  const frame = createGrid('circle', { x: 100, y: 100, width: 200, height: 200 }, ids);
  const img = createImage('/api/photos/a.jpg', 800, { width: 200, height: 100 }, { x: 500, y: 100, width: 200, height: 100 }, ids);
  const driver = new EditorDriver({ width: 800, height: 600, elements: [frame, img], engine });
  return { driver, frame: frame.id, img: img.id };
}

describe('photos in frames', () => {
  it('covers a frame: scaled to its larger ratio, centred', () => {
    expect(coverBox({ width: 400, height: 200 }, { position: { x: 100, y: 100 }, width: 200, height: 200 })).toEqual({ x: 0, y: 100, width: 400, height: 200 });
    expect(coverBox({ width: 100, height: 300 }, { position: { x: 0, y: 0 }, width: 300, height: 300 })).toEqual({ x: 0, y: -300, width: 300, height: 900 });
  });

  it('keeps a photo covering its frame when moved', () => {
    const photo = { position: { x: 0, y: 100 }, width: 400, height: 200 };
    const frame = { position: { x: 100, y: 100 }, width: 200, height: 200 };
    expect(clampInFrame(photo, frame, 50, 30)).toEqual({ dx: 50, dy: 0 });
    expect(clampInFrame(photo, frame, 500, 0)).toEqual({ dx: 100, dy: 0 });
    expect(clampInFrame(photo, frame, -500, 0)).toEqual({ dx: -100, dy: 0 });
  });

  it('fills a frame with a photo (replacing the one it held), one undo step each', () => {
    const { driver, frame } = setup();
    driver.run('fillFrame', { frameId: frame, src: '/api/photos/b.jpg', width: 400, height: 200, resourceId: 'r1' });
    const first = framePhoto(driver.page, frame)!;
    expect(first).toMatchObject({ parent: frame, position: { x: 0, y: 100 }, width: 400, height: 200 });
    expect(first.image_details).toMatchObject({ src: '/api/photos/b.jpg', id_design_resource: 'r1' });
    driver.run('fillFrame', { frameId: frame, src: '/api/uploads/c.png', width: 100, height: 100 });
    const kids = Object.values(driver.page.objects).filter((o) => o.parent === frame);
    expect(kids).toHaveLength(1);
    expect(kids[0]).toMatchObject({ width: 200, height: 200, image_details: { src: '/api/uploads/c.png' } });
    driver.undo();
    expect(framePhoto(driver.page, frame)!.image_details.src).toBe('/api/photos/b.jpg');
    driver.undo();
    expect(framePhoto(driver.page, frame)).toBeUndefined();
  });

  it('replaces an image, keeping its width and centre (a framed one covers its frame again)', () => {
    const { driver, img } = setup();
    driver.run('replaceImage', { id: img, src: '/api/photos/tall.jpg', width: 100, height: 200 });
    expect(driver.element(img)).toMatchObject({ position: { x: 500, y: -50 }, width: 200, height: 400, image_details: { src: '/api/photos/tall.jpg', image_width: 100, image_height: 200 } });
    driver.undo();
    expect(driver.element(img)).toMatchObject({ width: 200, height: 100, image_details: { src: '/api/photos/a.jpg' } });
  });

  it('a double-click on a filled frame selects its photo; a drag moves it inside the frame, clamped, as one undo step', () => {
    const { driver, frame } = setup();
    driver.run('fillFrame', { frameId: frame, src: '/api/photos/b.jpg', width: 400, height: 200 });
    driver.doubleClick(200, 200);
    const photo = framePhoto(driver.page, frame)!;
    expect(driver.selection).toEqual([photo.id]);
    driver.pointerDown(200, 200).pointerMove(260, 230).pointerMove(500, 200).pointerUp();
    // at most 100 right (the photo's left edge reaches the frame's), never up or down (it is exactly as tall)
    expect(driver.element(photo.id).position).toEqual({ x: 100, y: 100 });
    expect(driver.element(frame).position).toEqual({ x: 100, y: 100 });
    driver.undo();
    expect(driver.element(photo.id).position).toEqual({ x: 0, y: 100 });
    // a press outside the frame goes back to ordinary selection
    driver.pointerDown(600, 150).pointerUp();
    expect(driver.selection).not.toContain(photo.id);
  });

  it('changes one image source everywhere (a visitor image once uploaded), one undo step', () => {
    const { driver, frame, img } = setup();
    driver.run('replaceImage', { id: img, src: 'local:abc', width: 200, height: 100 });
    driver.run('fillFrame', { frameId: frame, src: 'local:abc', width: 200, height: 100 });
    driver.run('replaceImageSource', { from: 'local:abc', to: '/api/uploads/x.png' });
    expect((driver.element(img) as ImageElement).image_details.src).toBe('/api/uploads/x.png');
    expect(framePhoto(driver.page, frame)!.image_details.src).toBe('/api/uploads/x.png');
    driver.undo();
    expect((driver.element(img) as ImageElement).image_details.src).toBe('local:abc');
  });
});
