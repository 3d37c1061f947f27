// Node's side of the learned remover: the ISNet weights from the installed
// @imgly/background-removal-data package (nothing is downloaded at run time) and a
// SegmentationNet on onnxruntime-node (CPU). Tests and benchmarks run the same pipeline as the
// browser (model.ts) with the same model; only the runtime executing the network differs.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { NET_SIDE, type SegmentationNet } from './model.js';
import { retargetIsnet } from './onnx-side.js';

const require = createRequire(import.meta.url);

/** The bundled ISNet forms: 'medium' (fp16 weights, 88 MB) and 'small' (8-bit, 44 MB). */
export type IsnetVariant = 'medium' | 'small';

/** The model the product uses. */
export const ISNET_VARIANT: IsnetVariant = 'medium';

interface Resource {
  chunks: { hash: string; offsets: [number, number] }[];
  size: number;
}

/** The chunk files that make up the ONNX file of `variant`, in order, and its size in bytes. */
function isnetModelParts(variant: IsnetVariant = ISNET_VARIANT): { files: string[]; size: number } {
  const dist = join(dirname(require.resolve('@imgly/background-removal-data/package.json')), 'dist');
  const resources = JSON.parse(readFileSync(join(dist, 'resources.json'), 'utf8')) as Record<string, Resource>;
  const entry = resources[`/models/${variant}`];
  if (!entry) throw new Error(`background removal: no model '${variant}' in @imgly/background-removal-data`);
  return { files: entry.chunks.map((c) => join(dist, c.hash)), size: entry.size };
}

/** The served files made so far, by variant and side (asked for on every model request). */
const servedFiles = new Map<string, string>();

/**
 * The ONNX file the product serves (ISNET_MODEL_PATH): `variant` at NET_SIDE, written once to
 * the system's temporary folder (a few hundred ms to make) and reused while the package's
 * version stays.
 */
export function isnetServedModelFile(variant: IsnetVariant = ISNET_VARIANT, side = NET_SIDE): string {
  const known = servedFiles.get(`${variant}@${side}`);
  if (known && existsSync(known)) return known;
  const version = (JSON.parse(readFileSync(require.resolve('@imgly/background-removal-data/package.json'), 'utf8')) as { version: string }).version;
  const file = join(tmpdir(), `designmaker-isnet-${variant}-${version}-${side}.onnx`);
  if (!existsSync(file)) {
    const part = `${file}.${process.pid}.part`;
    writeFileSync(part, retargetIsnet(isnetModelBytes(variant), side));
    renameSync(part, file);
  }
  servedFiles.set(`${variant}@${side}`, file);
  return file;
}

/** The ONNX file of `variant`, assembled from the data package's chunks. */
export function isnetModelBytes(variant: IsnetVariant = ISNET_VARIANT): Buffer {
  const { files, size } = isnetModelParts(variant);
  const bytes = Buffer.concat(files.map((f) => readFileSync(f)));
  if (bytes.length !== size) throw new Error(`background removal: model '${variant}' is ${bytes.length} bytes, expected ${size}`);
  return bytes;
}

// onnxruntime-node runs in a worker thread of its own: the main thread stays free, and the
// runtime's typed arrays live in one realm (inside Jest's module sandbox, its Float32Array checks
// fail against the sandbox's arrays).
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const ort = require(workerData.ort);
const ready = ort.InferenceSession.create(new Uint8Array(workerData.model), {
  intraOpNumThreads: workerData.threads, interOpNumThreads: 1, graphOptimizationLevel: 'all',
});
ready.then(() => parentPort.postMessage({ ready: true }), (e) => parentPort.postMessage({ error: String(e && e.message || e) }));
parentPort.on('message', async ({ id, input, side }) => {
  try {
    const s = await ready;
    const out = await s.run({ [s.inputNames[0]]: new ort.Tensor('float32', new Float32Array(input), [1, 3, side, side]) });
    const data = new Float32Array(out[s.outputNames[0]].data);
    parentPort.postMessage({ id, prob: data.buffer }, [data.buffer]);
  } catch (e) {
    parentPort.postMessage({ id, error: String(e && e.message || e) });
  }
});
`;

const sessions = new Map<string, Promise<SegmentationNet>>();

/** ISNet on onnxruntime-node in a worker thread at input `side`, loaded once per process, variant and side. */
export function nodeIsnet(variant: IsnetVariant = ISNET_VARIANT, side = NET_SIDE, threads = 2): Promise<SegmentationNet> {
  const key = `${variant}@${side}`;
  let net = sessions.get(key);
  if (!net) {
    net = new Promise<SegmentationNet>((resolve, reject) => {
      const model = retargetIsnet(isnetModelBytes(variant), side);
      const buffer = new Uint8Array(model).buffer as ArrayBuffer;
      const worker = new Worker(WORKER, { eval: true, workerData: { ort: require.resolve('onnxruntime-node'), model: buffer, threads }, transferList: [buffer] });
      worker.unref();
      const pending = new Map<number, { ok: (p: Float32Array) => void; fail: (e: Error) => void }>();
      let next = 1;
      worker.on('error', (e) => {
        for (const p of pending.values()) p.fail(e);
        pending.clear();
        reject(e);
        sessions.delete(key);
      });
      worker.on('message', (m: { ready?: true; error?: string; id?: number; prob?: ArrayBuffer }) => {
        if (m.ready) {
          resolve({
            side,
            run(input: Float32Array, side: number): Promise<Float32Array> {
              const id = next++;
              const copy = input.slice();
              return new Promise((ok, fail) => {
                pending.set(id, { ok, fail });
                worker.ref();
                worker.postMessage({ id, input: copy.buffer, side }, [copy.buffer]);
              });
            },
          });
          return;
        }
        if (m.id === undefined) {
          reject(new Error(`background removal: the model could not be loaded: ${m.error}`));
          sessions.delete(key);
          void worker.terminate();
          return;
        }
        const p = pending.get(m.id);
        pending.delete(m.id);
        if (!pending.size) worker.unref();
        if (m.error) p?.fail(new Error(`background removal: ${m.error}`));
        else p?.ok(new Float32Array(m.prob!));
      });
    });
    sessions.set(key, net);
  }
  return net;
}
