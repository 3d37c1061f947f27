/**
 * The stored design document, `design_file` {id, width, height, pages} (spec section 3: Design,
 * Page, Editor object, Text details, Image details, text effects, element shadow). The zod schema
 * is the one definition; the TypeScript types are inferred from it. Field names are the spec's.
 *
 * Units: positions and sizes are design pixels; rotation is degrees clockwise around the
 * element's centre; opacity is 0..1 (the slider shows 1..100). Text effect and element shadow
 * values are stored at the spec's stored scale (see TEXT_EFFECT_SCALES): the panel shows
 * stored x factor. Children of a group, grid or box keep page coordinates and name it in `parent`.
 *
 * Documents are versioned by `schemaVersion`; `migrateDesignFile` upgrades anything saved by an
 * earlier version (including unversioned legacy documents) before it is parsed.
 */
import { z } from 'zod';

export * from './design-file.constants.js';
export * from './design-file.migrations.js';
import { BASIC_SHAPES, DESIGN_DEFAULTS, DESIGN_FILE_LIMITS, DESIGN_FILE_SCHEMA_VERSION, TEXT_SPACING_RANGE } from './design-file.constants.js';
import { migrateDocument } from './design-file.migrations.js';

const L = DESIGN_FILE_LIMITS;

const id = z.string().min(1).max(L.maxIdLength);
const finite = z.number().min(-L.maxAbsNumber, { error: `must be between -${L.maxAbsNumber} and ${L.maxAbsNumber}` })
  .max(L.maxAbsNumber, { error: `must be between -${L.maxAbsNumber} and ${L.maxAbsNumber}` });
const colour = z.string().max(L.maxColourLength);
const flip = z.union([z.literal(1), z.literal(-1)]);

export const pointSchema = z.object({ x: finite, y: finite });

/** Element shadow (stored scale): r = offset/20... see TEXT_EFFECT_SCALES. */
export const elementShadowSchema = z.object({
  shadowColor: colour.default(DESIGN_DEFAULTS.shadowColor),
  r: finite.default(0),
  theta: z.number().min(-180).max(180).default(DESIGN_DEFAULTS.shadowTheta),
  blur: finite.min(0).default(0),
  opacity: z.number().min(0).max(1).default(1),
  size: finite.min(0).default(0),
});

/** One text shadow in the shadows list (stored scale). */
export const textShadowSchema = z.object({
  shadowColor: colour.default(DESIGN_DEFAULTS.shadowColor),
  r: finite.default(0),
  theta: z.number().min(-180).max(180).default(DESIGN_DEFAULTS.shadowTheta),
  blur: finite.min(0).default(0),
  opacity: z.number().min(0).max(1).default(1),
});

export const textEffectsSchema = z.object({
  stroke: z.boolean().default(false),
  strokeSize: finite.min(0).default(0),
  strokeColor: colour.default(DESIGN_DEFAULTS.strokeColor),
  glow: z.boolean().default(false),
  glowColor: colour.default(DESIGN_DEFAULTS.glowColor),
  glowIntensity: z.number().min(0).max(100).default(DESIGN_DEFAULTS.glowIntensity),
  glowOpacity: z.number().min(0).max(1).default(1),
  shadow: z.boolean().default(false),
  shadows: z.array(textShadowSchema).default([]),
});

export const textDetailsSchema = z.object({
  text: z.string().max(L.maxTextLength),
  text_type: z.enum(['heading', 'subheading', 'body']).optional(),
  font: z.string().default(DESIGN_DEFAULTS.font),
  font_src: z.string().optional(),
  bold: z.boolean().default(false),
  italic: z.boolean().default(false),
  fontSize: finite.positive().default(DESIGN_DEFAULTS.fontSize.body),
  fontColor: colour.default('#000000'),
  textAlign: z.enum(['left', 'center', 'right']).default('left'),
  letterSpacing: z.number().min(TEXT_SPACING_RANGE.min).max(TEXT_SPACING_RANGE.max).default(0),
  lineHeight: z.number().min(TEXT_SPACING_RANGE.min).max(TEXT_SPACING_RANGE.max).default(0),
  effects: textEffectsSchema.optional(),
});

/** Filter adjustments: -100..100 (blur below 0 sharpens), vignette 0..100; missing means neutral. */
export const adjustmentsSchema = z.object({
  brightness: z.number().min(-100).max(100).optional(),
  contrast: z.number().min(-100).max(100).optional(),
  saturation: z.number().min(-100).max(100).optional(),
  tint: z.number().min(-100).max(100).optional(),
  blur: z.number().min(-100).max(100).optional(),
  x_process: z.number().min(-100).max(100).optional(),
  vignette: z.number().min(0).max(100).optional(),
});

/** Crop window as fractions (0..1) of the source image, so low and full resolution crop alike. */
export const cropSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  width: z.number().gt(0).max(1),
  height: z.number().gt(0).max(1),
});

/** Background removal: enabled (default on), crf, matting; mask_src is the stored cut-out alpha mask. */
export const bgRemovalSchema = z.object({
  enabled: z.boolean().default(true),
  crf: z.number().optional(),
  matting: z.number().optional(),
  mask_src: z.string().optional(),
});

export const imageDetailsSchema = z.object({
  src: z.string().optional(),
  id_imagemaker: z.string().optional(),
  id_123rf: z.string().optional(),
  id_123rf_plus: z.string().optional(),
  id_pixlr: z.string().optional(),
  id_unsplash: z.string().optional(),
  id_design_resource: z.string().optional(),
  resource_id: z.string().optional(),
  sub_type: z.enum(['mockup', 'icon']).optional(),
  flip_horizontal: flip.default(1),
  flip_vertical: flip.default(1),
  filter: z.object({ id: z.string(), intensity: z.number().min(0).max(100).optional() }).nullable().optional(),
  adjustments: adjustmentsSchema.optional(),
  /** Icon colours: the SVG's original colour and the colour it is drawn in (first 5 are editable). */
  svg_colors: z.array(z.object({ original: colour, color: colour })).optional(),
  mockup_details: z.object({ id: z.string(), inputs: z.unknown().optional() }).optional(),
  bgremoval: bgRemovalSchema.optional(),
  crop: cropSchema.optional(),
  upload_resolution: z.object({ width: finite, height: finite }).optional(),
  image_width: finite.optional(),
  image_height: finite.optional(),
});

/** Frame (grid) mask: a built-in shape or a mask image whose alpha clips the image inside. */
export const gridDetailsSchema = z.object({
  shape: z.enum(['rect', 'rounded', 'circle', 'ellipse', 'triangle', 'diamond', 'star', 'heart']).default('rect'),
  mask_src: z.string().optional(),
  color: colour.optional(),
});

/** A box: a plain or rounded rectangle, or a basic shape, with a fill, a border (stroke) and maybe an image. */
export const boxDetailsSchema = z.object({
  color: colour.optional(),
  image: z.string().optional(),
  radius: finite.min(0).default(0),
  shape: z.enum(BASIC_SHAPES).optional(),
  /** Border colour and width in design pixels (drawn inside the shape's outline). */
  stroke: colour.optional(),
  stroke_width: z.number().min(0).max(500).optional(),
});

const elementBase = {
  id,
  /** Paint order among siblings: any number (fractional, so moving one element changes that element only). */
  layer_index: z.number(),
  position: pointSchema,
  width: finite.min(0),
  height: finite.min(0),
  rotation: finite.default(0),
  opacity: z.number().min(0).max(1).default(1),
  locked: z.boolean().default(false),
  /** The group, grid or box this element sits in; null at top level. */
  parent: z.string().nullable().default(null),
  shadow: elementShadowSchema.nullable().optional(),
  user_labels: z.object({ image: z.string().optional(), text: z.string().optional() }).optional(),
  animation: z.object({ name: z.string() }).nullable().optional(),
};

export const textElementSchema = z.object({ ...elementBase, type: z.literal('text'), text_details: textDetailsSchema });
export const imageElementSchema = z.object({ ...elementBase, type: z.literal('image'), image_details: imageDetailsSchema });
export const groupElementSchema = z.object({ ...elementBase, type: z.literal('group') });
export const gridElementSchema = z.object({ ...elementBase, type: z.literal('grid'), grid_details: gridDetailsSchema });
export const boxElementSchema = z.object({ ...elementBase, type: z.literal('box'), box_details: boxDetailsSchema });

export const editorObjectSchema = z.discriminatedUnion('type', [
  textElementSchema, imageElementSchema, groupElementSchema, gridElementSchema, boxElementSchema,
]);

export const backgroundSchema = z.object({
  color: colour.optional(),
  image: z.string().nullable().optional(),
  flip: z.object({ horizontal: flip.default(1), vertical: flip.default(1) }).optional(),
  removal: bgRemovalSchema.optional(),
  crop: cropSchema.optional(),
  sub_type: z.literal('mockup').optional(),
});

export const pageSchema = z.object({
  id,
  /** Elements keyed by id; tree by `parent`, order by `layer_index`. */
  objects: z.record(z.string().max(L.maxIdLength), editorObjectSchema)
    .refine((o) => Object.keys(o).length <= L.maxElementsPerPage, { error: `a page can hold at most ${L.maxElementsPerPage} elements` })
    .superRefine((objects, ctx) => {
      const problem = nestingProblem(objects);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /** Ids of the group elements on this page. */
  groups: z.array(z.string()).default([]),
  background_color: colour.default(DESIGN_DEFAULTS.backgroundColor),
  background_image: z.string().nullable().default(null),
  background_labels: z.object({
    text_type: z.string().optional(),
    colors: z.array(z.string()).optional(),
    brand_logo: z.string().optional(),
  }).optional(),
  animation: z.object({ name: z.string() }).nullable().optional(),
  animation_duration: z.number().min(0.1).max(30).default(DESIGN_DEFAULTS.animationDuration),
  background: backgroundSchema.optional(),
});

/**
 * A bulk-edit label (editor §3): a name the data sheet fills, put on text or image elements (or a
 * page's background: its page id in `assigned`). The elements carry its id in user_labels.
 */
export const bulkLabelSchema = z.object({
  id,
  text: z.string().trim().min(1, { error: 'must not be empty' }).max(40, { error: 'must be at most 40 characters' }),
  type: z.enum(['image', 'text']),
  assigned: z.array(id).max(L.maxElementsPerPage).default([]),
});

export const bulkEditDataSchema = z.object({
  labels: z.array(bulkLabelSchema).max(20, { error: 'a design can have at most 20 labels' }).default([])
    .refine((labels) => new Set(labels.map((l) => l.text.trim().toLowerCase())).size === labels.length, { error: 'Labels must have unique names' }),
});

export const designFileSchema = z.object({
  schemaVersion: z.literal(DESIGN_FILE_SCHEMA_VERSION),
  id,
  width: z.number().positive().max(L.maxDesignSide, { error: `must be at most ${L.maxDesignSide} pixels` }),
  height: z.number().positive().max(L.maxDesignSide, { error: `must be at most ${L.maxDesignSide} pixels` }),
  pages: z.array(pageSchema).min(1).max(L.maxPages, { error: `a design can have at most ${L.maxPages} pages` })
    .refine((pages) => pages.reduce((n, p) => n + Object.keys(p.objects).length, 0) <= L.maxElements, { error: `a design can hold at most ${L.maxElements} elements` }),
  /** Bulk edit's labels (the spec's Design.bulk_edit_data), kept with the document so they save and undo with it. */
  bulk_edit_data: bulkEditDataSchema.optional(),
});

/** Parent chains that loop or nest deeper than the limit (the renderer walks them recursively). */
function nestingProblem(objects: Record<string, { parent?: string | null }>): string | undefined {
  const depth = new Map<string, number>();
  for (const start of Object.keys(objects)) {
    const chain: string[] = [];
    let at: string | null | undefined = start;
    let base = 0;
    while (at != null && objects[at]) {
      const known = depth.get(at);
      if (known !== undefined) {
        base = known;
        break;
      }
      if (chain.includes(at)) return `element ${start} is inside itself (its parents form a loop)`;
      chain.push(at);
      if (chain.length > L.maxNesting) return `elements can be nested at most ${L.maxNesting} levels deep`;
      at = objects[at].parent;
    }
    chain.reverse().forEach((el, i) => depth.set(el, base + i + 1));
    if (base + chain.length > L.maxNesting) return `elements can be nested at most ${L.maxNesting} levels deep`;
  }
  return undefined;
}

export type Point = z.infer<typeof pointSchema>;
export type ElementShadow = z.infer<typeof elementShadowSchema>;
export type TextShadow = z.infer<typeof textShadowSchema>;
export type TextEffects = z.infer<typeof textEffectsSchema>;
export type TextDetails = z.infer<typeof textDetailsSchema>;
export type ImageAdjustments = z.infer<typeof adjustmentsSchema>;
export type Crop = z.infer<typeof cropSchema>;
export type BgRemoval = z.infer<typeof bgRemovalSchema>;
export type ImageDetails = z.infer<typeof imageDetailsSchema>;
export type GridDetails = z.infer<typeof gridDetailsSchema>;
export type BoxDetails = z.infer<typeof boxDetailsSchema>;
export type TextElement = z.infer<typeof textElementSchema>;
export type ImageElement = z.infer<typeof imageElementSchema>;
export type GroupElement = z.infer<typeof groupElementSchema>;
export type GridElement = z.infer<typeof gridElementSchema>;
export type BoxElement = z.infer<typeof boxElementSchema>;
export type EditorObject = z.infer<typeof editorObjectSchema>;
export type EditorObjectType = EditorObject['type'];
export type PageBackground = z.infer<typeof backgroundSchema>;
export type Page = z.infer<typeof pageSchema>;
export type DesignFile = z.infer<typeof designFileSchema>;
export type BulkLabel = z.infer<typeof bulkLabelSchema>;
export type BulkEditData = z.infer<typeof bulkEditDataSchema>;

// ---- migrations ------------------------------------------------------------------------------

/** Brings any saved design_file (older version or legacy) to the current version and validates it. */
export function migrateDesignFile(raw: unknown): z.ZodSafeParseResult<DesignFile> {
  return designFileSchema.safeParse(migrateDocument(raw));
}
