import { rotated } from './brand';

describe('palette rotation', () => {
  it('moves the first colour to the end once per repeated click, wrapping', () => {
    const p = ['#1', '#2', '#3', '#4', '#5'];
    expect(rotated(p, 0)).toEqual(p);
    expect(rotated(p, 1)).toEqual(['#2', '#3', '#4', '#5', '#1']);
    expect(rotated(p, 5)).toEqual(p);
    expect(rotated(p, 7)).toEqual(rotated(p, 2));
    expect(rotated([], 3)).toEqual([]);
  });
});
