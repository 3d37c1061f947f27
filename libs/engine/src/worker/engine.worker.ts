// The Web Worker entry: `new Worker(new URL('@dm/engine/worker', import.meta.url), { type: 'module' })`
// (Vite bundles it). The page sends {wasmUrl, modelUrl} first; every later message is an
// EngineRequest. The background remover's network (onnxruntime-web) is loaded on first use.
import { loadEngineFrom } from '../load.js';
import { ISNET_MODEL_PATH, webIsnet } from '../bgremoval/isnet-web.js';
import { serveEngine } from './host.js';
import type { EnginePort } from './protocol.js';

interface Setup {
  wasmUrl: string;
  modelUrl?: string;
}

const scope = self as unknown as EnginePort & { onmessage: ((e: MessageEvent) => void) | null; name?: string };
// onnxruntime-web's threads load this same bundle as their script (named 'em-pthread…'): there
// the runtime answers its own messages, and none of the engine's serving may run
const isRuntimeThread = scope.name?.startsWith('em-pthread') ?? false;
let ready: ((setup: Setup) => void) | null = null;
const setup = new Promise<Setup>((resolve) => (ready = resolve));
const isSetup = (data: unknown): data is Setup => !!data && typeof data === 'object' && 'wasmUrl' in data;
if (!isRuntimeThread) {
  scope.onmessage = (e: MessageEvent) => {
    if (ready && isSetup(e.data)) {
      ready({ wasmUrl: String(e.data.wasmUrl), modelUrl: e.data.modelUrl ? String(e.data.modelUrl) : undefined });
      ready = null;
    }
  };
  serveEngine(
    {
      postMessage: (m, t) => scope.postMessage(m, t),
      addEventListener: (type, listener) =>
        scope.addEventListener(type, (e) => {
          if (!isSetup(e.data)) listener(e);
        }),
    },
    setup.then((s) => loadEngineFrom(s.wasmUrl)),
    { net: async (progress) => webIsnet((await setup).modelUrl ?? ISNET_MODEL_PATH, progress) },
  );
}
