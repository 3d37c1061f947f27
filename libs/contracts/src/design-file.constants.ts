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
