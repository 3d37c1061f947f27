/**
 * The few values @dm/scene takes from @dm/contracts, without zod. The web build aliases the bare
 * '@dm/contracts' import to this file (apps/web/vite.config.ts) so the editor chunk never carries
 * the schemas. The values come from the contracts' own zod-free constants file.
 */
export type * from '../../contracts/src/design-file';
export {
  DESIGN_DEFAULTS,
  DESIGN_FILE_SCHEMA_VERSION,
  TEXT_EFFECT_SCALES,
  TEXT_SPACING_RANGE,
} from '../../contracts/src/design-file.constants';
