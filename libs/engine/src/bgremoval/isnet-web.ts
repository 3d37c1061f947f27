// The browser's side of the learned remover, inside the engine's Web Worker: ISNet on
// onnxruntime-web (WebAssembly, SIMD; threads when the page is cross-origin isolated). The model
// comes from our own server (it ships in an npm package; nothing is fetched from elsewhere) and is
// kept in Cache Storage after the first use, so later sessions load it from disk.
import * as ort from 'onnxruntime-web/wasm';
import { ISNET_MODEL_PATH, NET_SIDE, type SegmentationNet } from './model.js';

export { ISNET_MODEL_PATH };
/** Cache Storage bucket for models. */
export const MODEL_CACHE = 'designmaker-models';

/** Loading progress: bytes of the model read so far (from the network or the cache). */
export type ModelProgress = (loaded: number, total: number) => void;

async function download(url: string, progress?: ModelProgress): Promise<ArrayBuffer> {
  const cache = typeof caches === 'undefined' ? null : await caches.open(MODEL_CACHE).catch(() => null);
  const hit = await cache?.match(url);
  if (hit) {
    const bytes = await hit.arrayBuffer();
    progress?.(bytes.byteLength, bytes.byteLength);
    return bytes;
  }
  const res = await fetch(url);
  if (!res.ok || !res.body) throw new Error(`the background remover's model could not be loaded (HTTP ${res.status})`);
  const total = Number(res.headers.get('content-length')) || 0;
  const parts: Uint8Array[] = [];
  let loaded = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    loaded += value.byteLength;
    progress?.(loaded, total || loaded);
  }
  const bytes = new Uint8Array(loaded);
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.byteLength;
  }
  // older models are dropped: one copy of the current one is kept
  if (cache) {
    for (const old of await cache.keys()) if (old.url !== new URL(url, self.location.href).href) await cache.delete(old);
    await cache.put(url, new Response(bytes, { headers: { 'content-type': 'application/octet-stream' } })).catch(() => undefined);
  }
  return bytes.buffer;
}

let session: Promise<ort.InferenceSession> | null = null;

/** Loads the model (cache first; the server's, at NET_SIDE) and its onnxruntime session, once per worker. */
export function webIsnet(url: string = ISNET_MODEL_PATH, progress?: ModelProgress): Promise<SegmentationNet> {
  session ??= (async () => {
    const isolated = (self as { crossOriginIsolated?: boolean }).crossOriginIsolated === true;
    ort.env.wasm.numThreads = isolated ? Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1)) : 1;
    const bytes = await download(url, progress);
    // 'basic' (constant folding, redundant nodes): measured with onnxruntime-web 1.30 on this model,
    // 'all' takes 3.2 s to create the session in Node (about 9 s in Chromium) against 0.4 s, and
    // the network runs no faster for it (about 2.0 s either way at 512, two threads)
    return ort.InferenceSession.create(new Uint8Array(bytes), { executionProviders: ['wasm'], graphOptimizationLevel: 'basic' });
  })();
  session.catch(() => (session = null));
  return session.then((s) => ({
    side: NET_SIDE,
    async run(input: Float32Array, side: number): Promise<Float32Array> {
      const out = await s.run({ [s.inputNames[0]]: new ort.Tensor('float32', input, [1, 3, side, side]) });
      const t = out[s.outputNames[0]];
      const data = new Float32Array(t.data as Float32Array);
      for (const k of Object.keys(out)) out[k].dispose();
      return data;
    },
  }));
}
