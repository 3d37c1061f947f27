/** The design document's plain values (no zod): version, ranges, scales and defaults. design-file.ts re-exports them. */
export const DESIGN_FILE_SCHEMA_VERSION = 1;

/** Spec section 9: Letter spacing and line height -30 to 30. */
export const TEXT_SPACING_RANGE = { min: -30, max: 30 } as const;
/** Spec section 9: "UI-to-stored scale factors strokeSize x20, shadow r x20, blur x20, opacity x100, glowOpacity x100, shadow size x10". */
export const TEXT_EFFECT_SCALES = { strokeSize: 20, r: 20, blur: 20, opacity: 100, glowOpacity: 100, size: 10 } as const;
/** Spec section 9 defaults. */
export const DESIGN_DEFAULTS = {
  font: 'Montserrat',
  fontSize: { heading: 72, subheading: 36, body: 24 },
  backgroundColor: '#ffffff',
  strokeColor: '#0000ff',
  shadowColor: '#808080',
  glowColor: '#808080',
  shadowTheta: 116,
  glowIntensity: 50,
  filterIntensity: 50,
  duplicateOffset: 40,
  animationDuration: 5,
  insertImageWidth: 400,
  insertImageBasis: 800,
  textTemplateCanvas: 800,
} as const;

/**
 * Bounds that keep a document something a person made: no 1e300 widths, 3,000-page documents or
 * 3,000-deep group nesting (each of those once reached the renderer). Generous for real designs
 * (the editor is benchmarked at 10,000 elements on a page).
 */
export const DESIGN_FILE_LIMITS = {
  /** Any coordinate, size or other free number, in design pixels. */
  maxAbsNumber: 1e7,
  /** Width and height of the design itself (the custom-dimension limit is 8,000 px). */
  maxDesignSide: 20_000,
  maxPages: 500,
  maxElementsPerPage: 20_000,
  maxElements: 50_000,
  /** Groups inside groups inside groups... */
  maxNesting: 32,
  maxIdLength: 200,
  maxTextLength: 100_000,
  maxColourLength: 100,
} as const;

/** The basic shapes of the Elements panel; a box without one is a plain (rounded) rectangle. */
export const BASIC_SHAPES = ['rect', 'circle', 'triangle', 'star', 'arrow', 'line'] as const;
