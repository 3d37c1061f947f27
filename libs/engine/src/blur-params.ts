// The filter panel's blur slider (-100..100) as a Gaussian sigma for an image of a given size.
import { panelValue } from './grade-params.js';

/** Sigma in px: 100 blurs by 2% of the longer side; zero, empty or negative means no blur. */
export function blurSigma(value: number | null | undefined, width: number, height: number): number {
  const v = panelValue(value);
  return v <= 0 ? 0 : (v / 100) * 0.02 * Math.max(width, height);
}
