// The filter panel's blur slider (-100..100) as a Gaussian sigma for an image of a given size.
import { panelValue } from './grade-params.js';
import type { EngineJob } from './worker/protocol.js';

/** Sigma in px: 100 blurs by 2% of the longer side; zero, empty or negative means no blur. */
export function blurSigma(value: number | null | undefined, width: number, height: number): number {
  const v = panelValue(value);
  return v <= 0 ? 0 : (v / 100) * 0.02 * Math.max(width, height);
}

/**
 * Below zero the slider sharpens: an unsharp mask whose radius follows the image size like the
 * blur's (0.12% of the longer side, at least 0.6 px), so a preview and a 4000 px export look
 * alike, and whose amount grows to 1.5x the detail at -100.
 */
export function sharpenParams(value: number | null | undefined, width: number, height: number): { sigma: number; amount: number } | null {
  const v = panelValue(value);
  if (v >= 0) return null;
  return { sigma: Math.max(0.6, 0.0012 * Math.max(width, height)), amount: (-v / 100) * 1.5 };
}

/** The engine job for the blur slider at this image size: a blur, a sharpen or none. */
export function detailJob(value: number | null | undefined, width: number, height: number): EngineJob | null {
  const sigma = blurSigma(value, width, height);
  if (sigma > 0) return { op: 'blur', sigma };
  const s = sharpenParams(value, width, height);
  return s ? { op: 'sharpen', sigma: s.sigma, amount: s.amount } : null;
}
