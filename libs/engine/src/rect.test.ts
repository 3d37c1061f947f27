import { unionRects } from './rect.js';

describe('unionRects', () => {
  it('is the smallest rectangle holding all, and empty at the origin for none', () => {
    expect(unionRects([])).toEqual({ x: 0, y: 0, width: 0, height: 0 });
    expect(unionRects([{ x: 10, y: 20, width: 5, height: 5 }])).toEqual({ x: 10, y: 20, width: 5, height: 5 });
    expect(unionRects([{ x: 10, y: 20, width: 5, height: 5 }, { x: -4, y: 30, width: 2, height: 10 }])).toEqual({ x: -4, y: 20, width: 19, height: 20 });
  });
});
