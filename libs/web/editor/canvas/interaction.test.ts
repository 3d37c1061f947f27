import { createBox, createDesign, groupElements, moveElements } from '@dm/scene';
import { addOnTop } from '../actions/helpers';
import { movedPage, previewPage } from './interaction';

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
