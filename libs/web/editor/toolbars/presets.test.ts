import { customFontSize, FONT_SIZES, PRESET_COLORS } from './presets';

describe('font size entries', () => {
  it("lists the spec's sizes: 6 to 36, then 42 to 100 in steps of 2", () => {
    expect(FONT_SIZES.slice(0, 14)).toEqual([6, 8, 10, 12, 14, 16, 18, 21, 24, 26, 32, 34, 36, 42]);
    expect(FONT_SIZES.at(-1)).toBe(100);
    expect(FONT_SIZES.slice(13).every((s, i) => s === 42 + 2 * i)).toBe(true);
  });

  it('adds a numeric non-zero size once and applies it', () => {
    const r = customFontSize(FONT_SIZES, '51');
    expect(r?.size).toBe(51);
    expect(r?.sizes).toContain(51);
    expect(r?.sizes.indexOf(51)).toBe(r!.sizes.indexOf(50) + 1);
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
