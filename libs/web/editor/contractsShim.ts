/**
 * The few values @dm/scene takes from @dm/contracts, without zod. The web build aliases the bare
 * '@dm/contracts' import to this file (apps/web/vite.config.ts) so the editor chunk never carries
 * the schemas; each constant is typed as the contract's own, so any drift fails `tsc`.
 */
import type {
  DESIGN_DEFAULTS as C_DESIGN_DEFAULTS,
  DESIGN_FILE_SCHEMA_VERSION as C_DESIGN_FILE_SCHEMA_VERSION,
  TEXT_EFFECT_SCALES as C_TEXT_EFFECT_SCALES,
  TEXT_SPACING_RANGE as C_TEXT_SPACING_RANGE,
} from '../../contracts/src/design-file';

export type * from '../../contracts/src/design-file';

export const DESIGN_FILE_SCHEMA_VERSION: typeof C_DESIGN_FILE_SCHEMA_VERSION = 1;
export const TEXT_SPACING_RANGE: typeof C_TEXT_SPACING_RANGE = { min: -30, max: 30 };
export const TEXT_EFFECT_SCALES: typeof C_TEXT_EFFECT_SCALES = { strokeSize: 20, r: 20, blur: 20, opacity: 100, glowOpacity: 100, size: 10 };
export const DESIGN_DEFAULTS: typeof C_DESIGN_DEFAULTS = {
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
};
