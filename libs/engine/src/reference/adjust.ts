// Plain TypeScript adjustments (brightness, contrast, saturation, tint, x_process, vignette).
import { gradeParams, type Adjustments } from '../grade-params.js';
import { gradeReference } from './grade.js';

export function adjustReference(
  px: Uint8Array | Uint8ClampedArray, width: number, height: number, a: Adjustments,
): void {
  gradeReference(px, width, height, gradeParams(a));
}
