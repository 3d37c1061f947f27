/** The catalog wire's plain values (no zod); catalog.ts re-exports them. */
/** Limits from the spec (section 9 of both documents) and the server's caps. */
export const CATALOG_LIMITS = {
  searchPageSize: 50,
  categoryPageSize: 40,
  templatePageSize: 20,
  /** `size` above this is refused with a 400 (the wizard asks for 100). */
  maxSearchSize: 100,
  maxPageSize: 1000,
  fontListSize: 1000,
  palettePageSize: 60,
  premiumPriceUsd: 1,
} as const;

export const CATEGORY_TYPES = ['design', 'mockup', 'icon', 'text'] as const;
export const RESOURCE_TYPES = ['image', 'font', 'color_palette'] as const;
export const RESOURCE_SUB_TYPES = ['icon', 'frame', 'grid', 'background'] as const;
