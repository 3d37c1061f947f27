// The Web Worker entry: `new Worker(new URL('@dm/engine/worker', import.meta.url), { type: 'module' })`
// (Vite bundles it). The page sends {wasmUrl} first; every later message is an EngineRequest.
import { loadEngineFrom } from '../load.js';
import { serveEngine } from './host.js';
import type { EnginePort } from './protocol.js';

const scope = self as unknown as EnginePort & { onmessage: ((e: MessageEvent) => void) | null };
let ready: ((url: string) => void) | null = null;
const wasmUrl = new Promise<string>((resolve) => (ready = resolve));
const first = (e: MessageEvent) => {
  if (ready && e.data && typeof e.data === 'object' && 'wasmUrl' in e.data) {
    ready(String((e.data as { wasmUrl: string }).wasmUrl));
    ready = null;
  }
};
scope.onmessage = first;
serveEngine(
  {
    postMessage: (m, t) => scope.postMessage(m, t),
    addEventListener: (type, listener) =>
      scope.addEventListener(type, (e) => {
        if (!(e.data && typeof e.data === 'object' && 'wasmUrl' in e.data)) listener(e);
      }),
  },
  wasmUrl.then((url) => loadEngineFrom(url)),
);
