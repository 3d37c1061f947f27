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

export const CATEGORY_TYPES = ['design', 'mockup', 'icon', 'text', 'photo'] as const;
export const RESOURCE_TYPES = ['image', 'font', 'color_palette'] as const;
export const RESOURCE_SUB_TYPES = ['icon', 'frame', 'grid', 'background', 'photo'] as const;
/** Library photos (and purchased resources) are handed out at this quality (spec: "Image quality for purchased resources 'm'"). */
export const RESOURCE_QUALITIES = ['m'] as const;
/** A library photo's content hash (the `hash` of the hashed load call): 32 hex digits. */
export const PHOTO_HASH = /^[0-9a-f]{32}$/;
/** The photo library's files: <hash>.jpg|png and <hash>.low.jpg|png, served at /api/photos/<file>. */
export const PHOTO_FILE = /^[0-9a-f]{32}(\.low)?\.(jpg|png)$/;
export const PHOTO_PATH_PREFIX = '/api/photos/';

/** The photo badges (spec editor §9: "Premium annotation default PREMIUM ($1); free items marked FREE"). */
export const PREMIUM_LABEL = `PREMIUM ($${CATALOG_LIMITS.premiumPriceUsd})`;
export const FREE_LABEL = 'FREE';
/** What a photo dragged from a panel carries (JSON: src, width, height, resourceId). */
export const PHOTO_DRAG_TYPE = 'application/x-designmaker-photo';
/** Photos page size in the Photos tab (and its search). */
export const PHOTO_PAGE = 30;
