// Node entry (`@dm/engine/node`): loads libs/engine/wasm/engine.wasm next to this module's
// folder, which works from src/ (Jest, tsx) and from dist/ (after tsc -b) alike.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Engine } from './engine.js';
import { loadEngineFrom } from './load.js';

export * from './index.js';

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
