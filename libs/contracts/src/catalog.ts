/**
 * The catalog wire: categories, design templates, text templates, design resources (icons,
 * frames, grids, backgrounds, fonts, colour palettes) and tags. Request schemas validate the
 * spec's payloads (section 7 of both documents); response types name the spec's fields.
 */
import { z } from 'zod';
import { CATALOG_LIMITS, CATEGORY_TYPES, PHOTO_HASH, RESOURCE_QUALITIES, RESOURCE_SUB_TYPES, RESOURCE_TYPES } from './catalog.constants.js';
import { designFileSchema } from './design-file.js';

export * from './catalog.constants.js';
export { CatalogCalls } from './calls.js';
import type { DimensionUnit } from './dimensions.js';



const id = z.string().min(1).max(64);
const idList = z.array(id).max(CATALOG_LIMITS.maxPageSize);
const pageNo = z.number().int().min(0).max(1_000_000);
const pageSize = z.number().int().min(1).max(CATALOG_LIMITS.maxPageSize);

export const emptyRequestSchema = z.object({}).passthrough();

export const categoryGetRequestSchema = z.object({
  type: z.enum(CATEGORY_TYPES),
  filter_empty: z.boolean().optional(),
  active: z.boolean().optional(),
});

export const byIdRequestSchema = z.object({ id });

export const designGetRequestSchema = z.object({
  id: z.union([idList, id]).optional(),
  category_id: id.optional(),
  active: z.boolean().optional(),
  page_no: pageNo.default(0),
  size: pageSize.default(CATALOG_LIMITS.templatePageSize),
});

export const customUrlRequestSchema = z.object({ custom_url: z.string().min(1).max(200) });

export const byTagRequestSchema = z.object({
  tag_id: id,
  page_no: pageNo.default(0),
  size: pageSize.default(CATALOG_LIMITS.templatePageSize),
});

/** The public search shape: query text, from, size, category. Never a query DSL. */
export const searchRequestSchema = z
  .object({
    query: z.string().max(200).default(''),
    from: z.number().int().min(0).max(10_000).default(0),
    size: z.number().int().min(1).max(CATALOG_LIMITS.maxSearchSize).default(CATALOG_LIMITS.searchPageSize),
    /** A category name (templates) or id. */
    category: z.string().max(200).optional(),
    category_id: id.optional(),
  })
  .strict();

export const resourceSearchRequestSchema = searchRequestSchema
  .extend({
    size: z.number().int().min(1).max(CATALOG_LIMITS.maxSearchSize).default(CATALOG_LIMITS.templatePageSize),
    type: z.enum(RESOURCE_TYPES).default('image'),
    sub_type: z.enum(RESOURCE_SUB_TYPES).default('icon'),
  })
  .strict();

/**
 * design_resource/load_design_resource, load_pixlr_resource and load_123rf_resource: a resource's
 * image at quality 'm' ({id}, or {hash} for the hashed variant), for the design `design_id`.
 */
export const loadResourceRequestSchema = z
  .object({
    id: z.string().min(1).max(100).optional(),
    hash: z.string().regex(PHOTO_HASH, 'hash must be 32 hexadecimal digits').optional(),
    design_id: z.string().min(1).max(100).optional(),
    quality: z.enum(RESOURCE_QUALITIES).default('m'),
  })
  .strict()
  .refine((r) => (r.id === undefined) !== (r.hash === undefined), { message: 'give either id or hash', path: ['id'] });

/** design_resource/search_external_photos: the configured stock-photo provider's search. */
export const externalPhotoSearchRequestSchema = z
  .object({
    query: z.string().trim().min(1, 'type what to search for').max(200),
    page: z.number().int().min(1).max(100).default(1),
    per_page: z.number().int().min(1).max(30).default(20),
  })
  .strict();

export const textTemplateGetRequestSchema = z.object({
  id: z.union([idList, id]).optional(),
  page_no: pageNo.default(0),
  size: pageSize.default(CATALOG_LIMITS.templatePageSize),
  priority_sort: z.boolean().optional(),
});

export const designResourceGetRequestSchema = z.object({
  id: z.union([idList, id]).optional(),
  type: z.enum(RESOURCE_TYPES).optional(),
  sub_type: z.enum(RESOURCE_SUB_TYPES).optional(),
  /** Backgrounds: Common or Imagemaker. */
  kind: z.string().max(40).optional(),
  page_no: pageNo.default(0),
  size: pageSize.default(CATALOG_LIMITS.templatePageSize),
  category_id: id.optional(),
});

export const colorPalettesRequestSchema = z.object({
  category: z.string().max(100).optional(),
  limit: z.number().int().min(1).max(CATALOG_LIMITS.maxPageSize).default(CATALOG_LIMITS.palettePageSize),
  /** Pages start at 1 (spec: "palette page size 60 starting at page 1"). */
  page: z.number().int().min(1).default(1),
});

// ---- answers -----------------------------------------------------------------------------------

export interface Dimensions {
  width: number;
  height: number;
  unit: DimensionUnit;
}

export interface CategoryRef {
  _id: string;
  name: string;
  dimensions?: Dimensions;
}

export interface Category {
  _id: string;
  name: string;
  priority: number;
  type: (typeof CATEGORY_TYPES)[number];
  parent: string | null;
  active: boolean;
  dimensions: Dimensions | null;
  example: { _id: string; name: string; thumbnail: string | null; design_file: unknown } | null;
  children?: Category[];
}

export interface DesignTemplate {
  _id: string;
  name: string;
  thumbnail: string | null;
  categories: CategoryRef[];
  active: boolean;
  /** Comma-separated, as the spec's template summary has it. */
  keywords: string;
  design_text: string;
  design_file: unknown;
  custom_url: string;
  tags: string[];
  free: boolean;
  price: number;
}

export interface TextTemplate {
  _id: string;
  name: string;
  keywords: string;
  categories: CategoryRef[];
  priority: number;
  active: boolean;
  thumbnail: string | null;
  design_file: unknown;
  free: boolean;
}

export interface DesignResource {
  _id: string;
  type: (typeof RESOURCE_TYPES)[number];
  sub_type?: (typeof RESOURCE_SUB_TYPES)[number];
  name: string;
  keywords: string;
  src: string;
  path: string;
  low_path: string;
  category_id: string | null;
  category?: string;
  free: boolean;
  price: number;
  /** Icons: the SVG markup. */
  data?: string;
  /** Backgrounds: Common or Imagemaker. */
  kind?: string;
  /** Colour palettes: 5 hex colours. */
  colors?: string[];
  /** Frames: the grid shape; grids: the cell layout. */
  shape?: string;
  cells?: { x: number; y: number; width: number; height: number }[];
  /** Fonts: the font files. */
  files?: { weight: number; style: string; src: string }[];
  /** Photos: pixel size of `src`, content hash, who made it and under which licence. */
  width?: number;
  height?: number;
  hash?: string;
  author?: string;
  license?: string;
  source?: string;
}

export interface Tag {
  _id: string;
  name: string;
  type: 'pg_category' | 'text' | 'image' | 'style';
  priority: number;
  display_image: string | null;
  copyright_labels: { _id: string; name: string; type: 'text' | 'image' }[];
  tag_filters: { name: string; eligible_tags: string[] }[];
  category_id?: string | null;
}

export interface SearchHitOf<T> {
  _id: string;
  _score: number;
  _source: T;
}
export interface SearchAnswer<T> {
  hits: { total: { value: number; relation: 'eq' }; max_score: number | null; hits: SearchHitOf<T>[] };
}

export type CategoryGetRequest = z.infer<typeof categoryGetRequestSchema>;
export type DesignGetRequest = z.infer<typeof designGetRequestSchema>;
export type SearchRequest = z.infer<typeof searchRequestSchema>;
export type ResourceSearchRequest = z.infer<typeof resourceSearchRequestSchema>;
export type LoadResourceRequest = z.infer<typeof loadResourceRequestSchema>;
export type ExternalPhotoSearchRequest = z.infer<typeof externalPhotoSearchRequestSchema>;

/** search_external_photos' answer: provider null when none is configured (the library only). */
export interface ExternalPhotoAnswer {
  provider: 'unsplash' | 'pexels' | null;
  total: number;
  photos: { id: string; provider: 'unsplash' | 'pexels'; width: number; height: number; thumb: string; src: string; author: string; author_url: string; link: string }[];
}
export type TextTemplateGetRequest = z.infer<typeof textTemplateGetRequestSchema>;
export type DesignResourceGetRequest = z.infer<typeof designResourceGetRequestSchema>;
export type ColorPalettesRequest = z.infer<typeof colorPalettesRequestSchema>;

// ---- template authoring (admins and designers) ----

const CUSTOM_URL = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const templateId = z.string().min(1).max(100).regex(/^[A-Za-z0-9_-]+$/, { message: "Invalid value for 'id': letters, digits, '-' and '_' only" });

export const SaveDesignTemplateRequest = z.object({
  id: templateId.optional(),
  name: z.string().trim().min(1, { message: "Invalid value for 'name': a template needs a name" }).max(200),
  categories: z.array(z.string().min(1).max(100)).max(20).default([]),
  keywords: z.string().max(2000).default(''),
  custom_url: z.string().trim().max(120).refine((s) => s === '' || CUSTOM_URL.test(s), { message: "Invalid value for 'custom_url': lower-case letters, digits and single hyphens only" }).optional(),
  active: z.boolean().default(false),
  design_file: designFileSchema,
}).strict();
export type SaveDesignTemplateRequest = z.infer<typeof SaveDesignTemplateRequest>;

export const SaveTextTemplateRequest = z.object({
  id: templateId.optional(),
  name: z.string().trim().min(1, { message: "Invalid value for 'name': a template needs a name" }).max(200),
  keywords: z.string().max(2000).default(''),
  active: z.boolean().default(false),
  design_file: designFileSchema,
}).strict();
export type SaveTextTemplateRequest = z.infer<typeof SaveTextTemplateRequest>;

export const SetTemplateActiveRequest = z.object({ id: templateId, active: z.boolean() }).strict();
export type SetTemplateActiveRequest = z.infer<typeof SetTemplateActiveRequest>;
