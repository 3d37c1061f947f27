import { DIMENSION_LIMITS, DIMENSION_UNITS, DimensionMessages, toPx, validateDimensions } from './dimensions.js';

describe('custom dimensions', () => {
  it('accepts values strictly inside each unit range', () => {
    expect(validateDimensions(1080, 1080, 'px')).toBeNull();
    expect(validateDimensions('5', '3', 'in')).toBeNull();
    expect(validateDimensions(210, 297, 'mm')).toBeNull();
    expect(validateDimensions(1.06, 211.66, 'cm')).toBeNull();
  });

  it('refuses the boundaries themselves with the spec message for the unit', () => {
    expect(validateDimensions(40, 500, 'px')).toBe('Dimensions must be greater than 40px and smaller than 8000px');
    expect(validateDimensions(500, 8000, 'px')).toBe('Dimensions must be greater than 40px and smaller than 8000px');
    expect(validateDimensions(41, 7999, 'px')).toBeNull();
    expect(validateDimensions(10.583, 100, 'mm')).toBe('Dimensions must be greater than 10.583mm and smaller than 2116.664mm');
    expect(validateDimensions(10.584, 2116.663, 'mm')).toBeNull();
    expect(validateDimensions(1.058, 10, 'cm')).toBe('Dimensions must be greater than 1.058cm and smaller than 211.664cm');
    expect(validateDimensions(0.417, 10, 'in')).toBe('Dimensions must be greater than 0.417in and smaller than 83.328in');
    expect(validateDimensions(83.327, 0.418, 'in')).toBeNull();
  });

  it('names the non-numeric side first', () => {
    expect(validateDimensions('abc', 100, 'px')).toBe('Invalid width');
    expect(validateDimensions(100, '', 'px')).toBe('Invalid height');
    expect(validateDimensions(undefined, undefined, 'px')).toBe('Invalid width');
  });

  it('converts to px and rounds long results to 3 decimals', () => {
    expect(toPx(5, 'in')).toBe(480);
    expect(toPx(3, 'in')).toBe(288);
    expect(toPx(210, 'mm')).toBe(793.8);
    expect(toPx(1.111, 'cm')).toBe(41.996);
    expect(toPx(1080, 'px')).toBe(1080);
  });

  it('words each unit message from its limits', () => {
    for (const unit of DIMENSION_UNITS) {
      const { min, max } = DIMENSION_LIMITS[unit];
      expect(DimensionMessages.outOfRange(unit)).toBe(`Dimensions must be greater than ${min}${unit} and smaller than ${max}${unit}`);
    }
  });
});
