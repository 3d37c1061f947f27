// The image engine (wasm) for the browser: hit-testing, filters and shadows. Loaded once.
import { type Engine, loadEngineFrom } from '@dm/engine';
import wasmUrl from '@dm/engine/wasm/engine.wasm?url';

let loading: Promise<Engine> | null = null;
let loaded: Engine | null = null;

export function editorEngine(): Promise<Engine> {
  loading ??= loadEngineFrom(wasmUrl).then((engine) => (loaded = engine));
  return loading;
}

/** The engine when it has loaded already (the editor's chunk starts it; see lazy.ts), else null. */
export function loadedEngine(): Engine | null {
  return loaded;
}
