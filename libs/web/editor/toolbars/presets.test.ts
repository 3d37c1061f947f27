import { customFontSize, FONT_SIZES, PRESET_COLORS } from './presets';

describe('font size entries', () => {
  it('adds a numeric non-zero size once and applies it', () => {
    const r = customFontSize(FONT_SIZES, '50');
    expect(r?.size).toBe(50);
    expect(r?.sizes).toContain(50);
    expect(r?.sizes.indexOf(50)).toBe(r!.sizes.indexOf(48) + 1);
  });

  it('refuses zero and text, and never duplicates a size', () => {
    expect(customFontSize(FONT_SIZES, '0')).toBeNull();
    expect(customFontSize(FONT_SIZES, 'big')).toBeNull();
    expect(customFontSize(FONT_SIZES, '-4')).toBeNull();
    expect(customFontSize(FONT_SIZES, '72')?.sizes).toBe(FONT_SIZES);
  });
});

it('has the 16 preset colours, without alpha', () => {
  expect(PRESET_COLORS).toHaveLength(16);
  for (const c of PRESET_COLORS) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
});
