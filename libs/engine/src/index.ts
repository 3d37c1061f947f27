// @dm/engine: the image engine (wasm) behind filters, background removal, hit-testing and
// mockups. Browser-safe entry; Node code imports `@dm/engine/node` for `loadEngine()`.
export { Engine, EngineImage, checkSize, type Pixels } from './engine.js';
export { loadEngineFrom, type WasmSource } from './load.js';
export { WasmBuffer, WasmHeap } from './wasm-heap.js';
export {
  type Adjustments, type GradeParams, type GradeStages, adjustmentStages, compileStages, gradeParams, panelValue,
} from './grade-params.js';
export { adjustReference } from './reference/adjust.js';
export { gradeReference } from './reference/grade.js';
export {
  DEFAULT_FILTER_INTENSITY, type FilterGrade, NAMED_FILTERS, filterParams, filterStages, findFilter,
} from './filters.js';
export { blurSigma, detailJob, sharpenParams } from './blur-params.js';
export { type ShadowLayer, type ShadowSettings, dropShadow, parseRgb, shadowPad } from './shadow.js';
export { boxBlurReference, gaussianReference } from './reference/blur.js';
export { type HitBox, HitIndex, type HitIndexOptions } from './hit-index.js';
export { type Rect, unionRects } from './rect.js';
export { type Box, boxHit, bruteForcePoint, toBox } from './reference/hit.js';
export { apply as applyHomography, homography, invert3, type Mat3, type Point, type Quad } from './homography.js';
export {
  alphaBox, composeMockup, type HueValue, type MockupDynamicLayer, type MockupLayerPictures, mockupScene, type MockupImage, type MockupInputs, type MockupScene, overInto, type PixelBox,
  recolor, warpInto, warpMatrix, type WarpOptions, coverCrop, cropImage, type ImageCrop, rotateQuarter,
} from './mockup.js';
export { recolorReference } from './reference/recolor.js';
export { applyAlphaMask, removeBackgroundByBorder, type RemovalSettings } from './bgremoval/remove-background.js';
export {
  ISNET_MODEL_PATH, MODEL_SIDE, NET_SIDE, type Refinement, type SegmentationNet, crfGain, mattingFilter, removeBackgroundWithNet,
} from './bgremoval/model.js';
export * from './worker/index.js';
