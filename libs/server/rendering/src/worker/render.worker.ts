// Piscina worker entry: one render per call, on its own thread, so the API's event loop never
// waits for drawing or encoding.
import { type RenderTaskInput, type RenderTaskOutput, runRenderTask } from './render-task.js';

export default function render(input: RenderTaskInput): Promise<RenderTaskOutput> {
  return runRenderTask(input);
}
