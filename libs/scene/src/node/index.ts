// @dm/scene/node: server glue for the scene: fonts via @napi-rs/canvas GlobalFonts, the canvas
// factory and asset loader, page rendering and PNG/JPG/PDF exports.
export * from '../index.js';
export * from './fonts.js';
export * from './canvas.js';
export * from './render-node.js';
export * from './fixture-images.js';
export * from '../testing/fixture-designs.js';
export * from './image-export.js';
export * from './pdf-export.js';
export * from './paint-order.js';
export { woffToSfnt } from './pdf-fonts.js';
