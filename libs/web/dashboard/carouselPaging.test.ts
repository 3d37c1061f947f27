import { carouselStart } from './carouselPaging';

describe('the categories carousel', () => {
  it('moves 5 slides per scroll and stops at the ends instead of wrapping', () => {
    expect(carouselStart(0, 1, 12)).toBe(5);
    expect(carouselStart(5, 1, 12)).toBe(7);
    expect(carouselStart(7, 1, 12)).toBe(7);
    expect(carouselStart(7, -1, 12)).toBe(2);
    expect(carouselStart(2, -1, 12)).toBe(0);
    expect(carouselStart(0, -1, 12)).toBe(0);
  });

  it('does not move when everything fits', () => {
    expect(carouselStart(0, 1, 4)).toBe(0);
  });
});
