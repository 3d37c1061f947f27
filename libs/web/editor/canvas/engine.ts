// The image engine (wasm) for the browser: hit-testing, filters and shadows. Loaded once.
import { type Engine, loadEngineFrom } from '@dm/engine';
import wasmUrl from '@dm/engine/wasm/engine.wasm?url';

let loading: Promise<Engine> | null = null;

export function editorEngine(): Promise<Engine> {
  loading ??= loadEngineFrom(wasmUrl);
  return loading;
}
