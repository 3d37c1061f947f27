// How tall a text box must be for its words: measured on a real canvas in the browser (the same
// layout the renderer uses), estimated in headless runs. Text actions keep boxes fitting.
import type { TextElement } from '@dm/contracts';
import { lineHeightPx } from '@dm/scene';

export type TextMeasurer = (el: Pick<TextElement, 'width' | 'text_details'>) => number;

/** Montserrat averages about 0.6em per glyph; good enough where no canvas exists. */
export const estimateTextHeight: TextMeasurer = (el) => {
  const d = el.text_details;
  const perLine = Math.max(1, Math.floor(el.width / (d.fontSize * 0.6)));
  const lines = d.text.split(/\r?\n/).reduce((n, p) => n + Math.max(1, Math.ceil(p.length / perLine)), 0);
  return lines * lineHeightPx(d);
};

let measurer: TextMeasurer = estimateTextHeight;

export function setTextMeasurer(m: TextMeasurer): void {
  measurer = m;
}

export function measureTextHeight(el: Pick<TextElement, 'width' | 'text_details'>): number {
  return Math.max(1, Math.ceil(measurer(el)));
}
