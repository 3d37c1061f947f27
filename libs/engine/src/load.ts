// Instantiation from bytes, a compiled module, a Response or a URL. Browser-safe (no node:fs).
import { Engine } from './engine.js';

export type WasmSource =
  | BufferSource
  | WebAssembly.Module
  | Response
  | PromiseLike<Response>
  | URL
  | string;

/** Loads the engine in any JavaScript environment. In the browser pass the URL Vite gives
 * (`new URL('@dm/engine/wasm/engine.wasm', import.meta.url)` or an `engine.wasm?url` import). */
export async function loadEngineFrom(source: WasmSource): Promise<Engine> {
  const instance = await instantiate(source);
  return new Engine(instance);
}

async function instantiate(source: WasmSource): Promise<WebAssembly.Instance> {
  if (source instanceof WebAssembly.Module) return WebAssembly.instantiate(source, {});
  if (typeof source === 'string' || source instanceof URL) return instantiate(fetch(source));
  if (ArrayBuffer.isView(source) || source instanceof ArrayBuffer) {
    return (await WebAssembly.instantiate(source as BufferSource, {})).instance;
  }
  const res = await (source as PromiseLike<Response>);
  if (!res.ok) throw new Error(`engine: cannot load wasm (${res.status} ${res.url})`);
  const type = res.headers.get('content-type') ?? '';
  if (typeof WebAssembly.instantiateStreaming === 'function' && type.includes('application/wasm')) {
    return (await WebAssembly.instantiateStreaming(res, {})).instance;
  }
  return (await WebAssembly.instantiate(await res.arrayBuffer(), {})).instance;
}
