import { wheelZoom } from './usePanZoom';

describe('Ctrl+wheel zoom', () => {
  it('zooms in on a wheel up and out on a wheel down, within 10..300 percent', () => {
    expect(wheelZoom(1, -100)).toBeGreaterThan(100);
    expect(wheelZoom(1, 100)).toBeLessThan(100);
    expect(wheelZoom(2.9, -1000)).toBe(300);
    expect(wheelZoom(0.12, 1000)).toBe(10);
  });
});
