import { pinchZoom, wheelZoom } from './usePanZoom';

describe('Ctrl+wheel zoom', () => {
  it('zooms in on a wheel up and out on a wheel down, within 10..300 percent', () => {
    expect(wheelZoom(1, -100)).toBeGreaterThan(100);
    expect(wheelZoom(1, 100)).toBeLessThan(100);
    expect(wheelZoom(2.9, -1000)).toBe(300);
    expect(wheelZoom(0.12, 1000)).toBe(10);
  });
});

describe('pinch zoom', () => {
  it('follows the spread of two fingers, within 10..300 percent', () => {
    expect(pinchZoom(0.5, 100, 200)).toBe(100);
    expect(pinchZoom(1, 200, 100)).toBe(50);
    expect(pinchZoom(2, 10, 1000)).toBe(300);
  });
});

describe('smooth Ctrl+wheel steps', () => {
  it('moves one mouse notch by about a fifth, not from 60% to 164%', () => {
    const up = wheelZoom(0.6, -100);
    expect(up).toBeGreaterThan(60);
    expect(up).toBeLessThanOrEqual(75);
    const down = wheelZoom(0.6, 100);
    expect(down).toBeLessThan(60);
    expect(down).toBeGreaterThanOrEqual(48);
  });
});
