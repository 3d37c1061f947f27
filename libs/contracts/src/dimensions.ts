/**
 * Custom dimensions (spec: library-and-dashboard §5, editor-and-tools §5): the units, their
 * limits, the conversion to pixels and the exact messages. Shared by the dashboard popover and
 * the server's create_blank_design, so both refuse the same values with the same words.
 */
export const DIMENSION_UNITS = ['px', 'in', 'mm', 'cm'] as const;
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];
export const DEFAULT_DIMENSION_UNIT: DimensionUnit = 'px';

/** Pixels per unit. */
export const PX_PER_UNIT: Record<DimensionUnit, number> = { px: 1, mm: 3.78, cm: 37.8, in: 96 };

/** Exclusive bounds per unit: a value must be greater than min and smaller than max. */
export const DIMENSION_LIMITS: Record<DimensionUnit, { min: number; max: number }> = {
  px: { min: 40, max: 8000 },
  mm: { min: 10.583, max: 2116.664 },
  cm: { min: 1.058, max: 211.664 },
  in: { min: 0.417, max: 83.328 },
};

/** The spec's messages, spelled out so they can be found by grepping (a test checks them against the limits). */
const OUT_OF_RANGE: Record<DimensionUnit, string> = {
  px: 'Dimensions must be greater than 40px and smaller than 8000px',
  mm: 'Dimensions must be greater than 10.583mm and smaller than 2116.664mm',
  cm: 'Dimensions must be greater than 1.058cm and smaller than 211.664cm',
  in: 'Dimensions must be greater than 0.417in and smaller than 83.328in',
};

export const DimensionMessages = {
  invalidWidth: 'Invalid width',
  invalidHeight: 'Invalid height',
  outOfRange: (unit: DimensionUnit) => OUT_OF_RANGE[unit],
} as const;

const isNumeric = (v: unknown): boolean =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));

/** The first problem with a width/height pair in a unit, as the spec words it; null when valid. */
export function validateDimensions(width: unknown, height: unknown, unit: DimensionUnit): string | null {
  if (!isNumeric(width)) return DimensionMessages.invalidWidth;
  if (!isNumeric(height)) return DimensionMessages.invalidHeight;
  const { min, max } = DIMENSION_LIMITS[unit];
  const inRange = (v: number) => v > min && v < max;
  if (!inRange(Number(width)) || !inRange(Number(height))) return DimensionMessages.outOfRange(unit);
  return null;
}

/** Converts to pixels; a result longer than 5 characters is rounded to 3 decimals. */
export function toPx(value: number, unit: DimensionUnit): number {
  const px = value * PX_PER_UNIT[unit];
  return String(px).length > 5 ? Math.round(px * 1000) / 1000 : px;
}
