// Node entry (`@dm/engine/node`): loads libs/engine/wasm/engine.wasm next to this module's
// folder, which works from src/ (Jest, tsx) and from dist/ (after tsc -b) alike.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Engine, Pixels } from './engine.js';
import { loadEngineFrom } from './load.js';
import { removeBackgroundWithNet } from './bgremoval/model.js';
import type { RemovalSettings } from './bgremoval/remove-background.js';
import { nodeIsnet } from './bgremoval/isnet-node.js';

export * from './index.js';
export { ISNET_VARIANT, type IsnetVariant, isnetModelBytes, isnetServedModelFile, nodeIsnet } from './bgremoval/isnet-node.js';

/**
 * Background removal in Node: the browser's pipeline (model.ts) with the same ISNet model, run by
 * onnxruntime-node. Resolves with the full-resolution alpha mask, one byte per pixel.
 */
export async function removeBackground(engine: Engine, px: Pixels, width: number, height: number, settings: RemovalSettings = {}): Promise<Uint8ClampedArray> {
  return removeBackgroundWithNet(engine, await nodeIsnet(), px, width, height, settings);
}

export const ENGINE_WASM_PATH = fileURLToPath(new URL('../wasm/engine.wasm', import.meta.url));

let shared: Promise<Engine> | undefined;

/** A new engine instance (own memory) from the built engine.wasm. */
export async function loadEngine(path: string = ENGINE_WASM_PATH): Promise<Engine> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    throw new Error(`engine: ${path} not found; build it with \`bash tools/build-wasm.sh\``);
  }
  return loadEngineFrom(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** One engine per process, loaded on first use (for server renders). */
export function sharedEngine(): Promise<Engine> {
  shared ??= loadEngine();
  return shared;
}
