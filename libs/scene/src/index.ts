// @dm/scene: the design document (types, pure operations) and the renderer. Browser-safe: no
// Node imports here; Node glue (fonts, @napi-rs/canvas, exports) lives in '@dm/scene/node'.
export * from './document/index.js';
export * from './render/index.js';
export * from './fonts/index.js';
export * from './animation/index.js';
