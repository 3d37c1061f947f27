import { useEffect, useState } from 'react';
import { dominantColors } from './dominantColors';

/** Samples at most this many pixels a side: plenty for a palette, cheap to count. */
const SAMPLE = 96;

/**
 * The dominant colours of an image, computed in the browser: the image is drawn small onto a
 * canvas and its pixels counted. Answers null until known (or when the image cannot be read,
 * e.g. a cross-origin picture without CORS), so the caller can fall back.
 */
export function useDominantColours(src: string | null | undefined): string[] | null {
  const [colours, setColours] = useState<string[] | null>(null);
  useEffect(() => {
    setColours(null);
    if (!src) return;
    let cancelled = false;
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => {
      if (cancelled) return;
      try {
        const scale = Math.min(1, SAMPLE / Math.max(image.naturalWidth, image.naturalHeight));
        const w = Math.max(1, Math.round(image.naturalWidth * scale));
        const h = Math.max(1, Math.round(image.naturalHeight * scale));
        const canvas = document.createElement('canvas');
        canvas.width = w;
        canvas.height = h;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) return;
        context.drawImage(image, 0, 0, w, h);
        setColours(dominantColors(context.getImageData(0, 0, w, h).data));
      } catch {
        // a tainted canvas: no colours from this picture
      }
    };
    image.src = src;
    return () => {
      cancelled = true;
    };
  }, [src]);
  return colours;
}
