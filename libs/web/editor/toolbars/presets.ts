// Constants of the toolbars: the 16 preset colours (spec section 9, no alpha) and font sizes.

/** Spec section 9: "white, yellow, amber, orange, red-orange, red, pink, dark red, purple, indigo, black, blue, sky blue, green, teal, lime". */
export const PRESET_COLORS: { name: string; hex: string }[] = [
  { name: 'white', hex: '#ffffff' },
  { name: 'yellow', hex: '#ffde59' },
  { name: 'amber', hex: '#ffbf00' },
  { name: 'orange', hex: '#ff914d' },
  { name: 'red-orange', hex: '#ff5e3a' },
  { name: 'red', hex: '#ff3131' },
  { name: 'pink', hex: '#ff66c4' },
  { name: 'dark red', hex: '#8b0000' },
  { name: 'purple', hex: '#8c52ff' },
  { name: 'indigo', hex: '#4b0082' },
  { name: 'black', hex: '#000000' },
  { name: 'blue', hex: '#1a56db' },
  { name: 'sky blue', hex: '#5ce1e6' },
  { name: 'green', hex: '#00bf63' },
  { name: 'teal', hex: '#0097b2' },
  { name: 'lime', hex: '#7ed957' },
];

/** The font size select's sizes, as the spec gives them: 6 ... 36, then 42 to 100 in steps of 2. */
export const FONT_SIZES = [6, 8, 10, 12, 14, 16, 18, 21, 24, 26, 32, 34, 36, ...Array.from({ length: 30 }, (_, i) => 42 + i * 2)];

/**
 * A typed size entry: numeric and non-zero, else refused (null). It is added to the list unless
 * it duplicates an existing size (spec section 5); either way the size applies.
 */
export function customFontSize(sizes: number[], input: string): { size: number; sizes: number[] } | null {
  const text = input.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const size = Number(text);
  if (!(size > 0)) return null;
  if (sizes.includes(size)) return { size, sizes };
  return { size, sizes: [...sizes, size].sort((a, b) => a - b) };
}
