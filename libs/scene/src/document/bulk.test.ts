import type { DesignFile } from '@dm/contracts';
import { addBulkLabel, bulkLabels, filledRows, fillBulkRow, labelOn, labelUses, removeBulkLabel, renameBulkLabel } from './bulk.js';

const measure = (d: { text: string; fontSize: number }, width: number) => {
  const w = d.text.length * d.fontSize * 0.6;
  return { height: Math.ceil(w / width) * d.fontSize * 1.2, widest: Math.min(w, width) };
};
const base = { rotation: 0, opacity: 1, locked: false, parent: null, layer_index: 0 } as const;
function design(): DesignFile {
  return {
    schemaVersion: 1, id: 'd', width: 800, height: 800,
    pages: [{
      id: 'p', groups: [], background_color: '#fff', background_image: null, animation_duration: 5,
      objects: {
        h: { ...base, id: 'h', type: 'text', position: { x: 100, y: 100 }, width: 600, height: 72, text_details: { text: 'Name', font: 'Lato', bold: false, italic: false, fontSize: 60, fontColor: '#000' } },
        photo: { ...base, id: 'photo', type: 'image', position: { x: 100, y: 300 }, width: 200, height: 100, image_details: { src: '/a.jpg', flip_horizontal: 1, flip_vertical: 1 } },
        frame: { ...base, id: 'frame', type: 'grid', position: { x: 400, y: 300 }, width: 300, height: 300, grid_details: { shape: 'circle' } },
        box: { ...base, id: 'box', type: 'box', position: { x: 0, y: 0 }, width: 10, height: 10, box_details: { color: '#f00', radius: 0 } },
      },
    }],
  } as unknown as DesignFile;
}

describe('bulk edit labels', () => {
  it('puts one label on an element once, with unique names; takes it off everywhere when removed', () => {
    // action: a text label, an image label, a background label
    let d = addBulkLabel(design(), { pageId: 'p', elementId: 'h' }, 'Name', 'L1');
    d = addBulkLabel(d, { pageId: 'p', elementId: 'photo' }, 'Photo', 'L2');
    d = addBulkLabel(d, { pageId: 'p', elementId: null }, 'Backdrop', 'L3');
    // after: the labels and the elements' user_labels
    expect(bulkLabels(d).map((l) => [l.text, l.type, l.assigned])).toEqual([['Name', 'text', ['h']], ['Photo', 'image', ['photo']], ['Backdrop', 'image', ['p']]]);
    expect(d.pages[0].objects.h.user_labels).toEqual({ text: 'L1' });
    expect(labelOn(d, { pageId: 'p', elementId: null })?.id).toBe('L3');
    // a second label on a labelled element changes nothing; a taken name (any case) and an empty one are refused
    expect(addBulkLabel(d, { pageId: 'p', elementId: 'h' }, 'Other', 'L9')).toBe(d);
    expect(() => addBulkLabel(d, { pageId: 'p', elementId: 'frame' }, ' name ', 'L4')).toThrow('Labels must have unique names');
    expect(() => addBulkLabel(d, { pageId: 'p', elementId: 'frame' }, '  ', 'L4')).toThrow('Type a name for the label.');
    expect(() => addBulkLabel(d, { pageId: 'p', elementId: 'box' }, 'Box', 'L4')).toThrow('Only texts, images, frames and backgrounds take labels.');
    expect(() => renameBulkLabel(d, 'L2', 'NAME')).toThrow('Labels must have unique names');
    expect(bulkLabels(renameBulkLabel(d, 'L2', 'Portrait'))[1].text).toBe('Portrait');
    // removing: the label and its element's user_labels go
    const removed = removeBulkLabel(d, 'L1');
    expect(bulkLabels(removed).map((l) => l.id)).toEqual(['L2', 'L3']);
    expect(removed.pages[0].objects.h.user_labels).toBeUndefined();
    const gone = structuredClone(d);
    delete gone.pages[0].objects.photo;
    expect(labelUses(gone, bulkLabels(gone)[1])).toBe(0);
  });

  it('fills a copy per row: texts fit their boxes, pictures cover their frames, backgrounds change; blank rows are skipped', () => {
    // setup: labels on the heading, the photo, the empty frame and the background
    let d = addBulkLabel(design(), { pageId: 'p', elementId: 'h' }, 'Name', 'L1');
    d = addBulkLabel(d, { pageId: 'p', elementId: 'photo' }, 'Photo', 'L2');
    d = addBulkLabel(d, { pageId: 'p', elementId: 'frame' }, 'Logo', 'L3');
    d = addBulkLabel(d, { pageId: 'p', elementId: null }, 'Backdrop', 'L4');
    const rows = [{ L1: 'Ada Lovelace, first programmer of the analytical engine', L2: '/ada.jpg', L3: '/logo.png', L4: '/bg.jpg' }, { L1: '  ', L2: '' }, { L1: 'Grace' }];
    // action
    const kept = filledRows(rows, bulkLabels(d));
    const images = { '/ada.jpg': { src: '/ada.jpg', width: 1000, height: 1000 }, '/logo.png': { src: '/logo.png', width: 200, height: 100 } };
    let n = 0;
    const [a, g] = kept.map((r) => fillBulkRow(d, r, images, measure, () => `new-${++n}`));
    // after: two designs; the first with every cell applied, the second with only its text
    expect(kept).toHaveLength(2);
    expect(a.id).toBe('new-1');
    expect(a.bulk_edit_data).toBeUndefined();
    const h = a.pages[0].objects.h;
    expect(h.type === 'text' && h.text_details.text).toBe('Ada Lovelace, first programmer of the analytical engine');
    expect(h.type === 'text' && h.text_details.fontSize).toBeLessThan(60);
    expect(h.height).toBeLessThanOrEqual(72 + 1e-9);
    const photo = a.pages[0].objects.photo;
    expect(photo.type === 'image' && photo.image_details.src).toBe('/ada.jpg');
    expect(photo.type === 'image' && photo.image_details.crop).toEqual({ x: 0, y: 0.25, width: 1, height: 0.5 });
    const logo = a.pages[0].objects['frame-photo'];
    expect(logo).toMatchObject({ parent: 'frame', type: 'image', width: 600, height: 300, position: { x: 250, y: 300 } });
    expect(a.pages[0].background_image).toBe('/bg.jpg');
    const gh = g.pages[0].objects.h;
    expect(gh.type === 'text' && gh.text_details.text).toBe('Grace');
    expect(g.pages[0].objects.photo.type === 'image' && (g.pages[0].objects.photo as { image_details: { src: string } }).image_details.src).toBe('/a.jpg');
    expect(g.pages[0].background_image).toBeNull();
    // the original is untouched
    expect(d.pages[0].objects.h.type === 'text' && (d.pages[0].objects.h as { text_details: { text: string } }).text_details.text).toBe('Name');
  });
});
