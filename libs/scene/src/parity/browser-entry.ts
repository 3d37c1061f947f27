// The scene as the parity test (and benchmarks) load it into Chromium: the browser entry of
// @dm/scene plus the engine loader, on `globalThis.DMScene`.
import { loadEngineFrom } from '@dm/engine';
import * as scene from '../index.js';

(globalThis as unknown as { DMScene: unknown }).DMScene = { ...scene, loadEngineFrom };
