// Generating bulk designs in the browser: each filled row makes a copy of the design with its
// labels' elements filled (libs/scene's fillBulkRow, texts measured with the renderer's layout),
// drawn at the spec's base width 169 (twice that in pixels, for sharp previews and thumbnails).
import { BULK_EDIT } from '@dm/contracts/constants';
import type { DesignFile } from '@dm/contracts/types';
import { bulkLabels, filledRows, fillBulkRow, fontsUsed, randomId, renderPage, type BulkRow, type LabelImage } from '@dm/scene';
import { browserLoader, createScratchCanvas, EditorAssets } from '../canvas/assets';
import { ensureFonts } from '../canvas/fonts';
import { browserMeasure } from '../resize/preview';

export interface GeneratedDesign {
  design: DesignFile;
  /** JPEG data URL, BULK_EDIT.previewWidth wide at 2x (also the saved design's thumbnail). */
  preview: string;
  /** The row's index in the sheet. */
  row: number;
}

/** Natural sizes of the image cells (each loaded once); a cell that does not load is reported. */
async function imageSizes(design: DesignFile, rows: BulkRow[]): Promise<{ sizes: Record<string, LabelImage>; failed: string[] }> {
  const srcs = new Set<string>();
  for (const l of bulkLabels(design)) if (l.type === 'image') for (const r of rows) if (r[l.id]?.trim()) srcs.add(r[l.id].trim());
  const sizes: Record<string, LabelImage> = {};
  const failed: string[] = [];
  await Promise.all([...srcs].map(async (src) => {
    try {
      const img = (await browserLoader.loadImage(src)) as HTMLImageElement;
      sizes[src] = { src, width: img.naturalWidth || 1, height: img.naturalHeight || 1 };
    } catch {
      failed.push(src);
    }
  }));
  return { sizes, failed };
}

/** The first page of a design drawn `width` CSS pixels wide at 2x, as a JPEG data URL (a tenth of a PNG's size for photos). */
export async function drawPreview(design: DesignFile, assets: EditorAssets, width: number = BULK_EDIT.previewWidth): Promise<string> {
  const page = design.pages[0];
  await assets.load(page);
  const scale = (2 * width) / design.width;
  const canvas = createScratchCanvas(Math.round(design.width * scale), Math.round(design.height * scale));
  renderPage(canvas.getContext('2d')! as never, page, assets.assets, { width: design.width, height: design.height, scale, createCanvas: createScratchCanvas as never });
  return canvas.toDataURL('image/jpeg', 0.88);
}

/**
 * Every filled row's design and preview, reported one by one (`onDesign`) so the modal fills in as
 * they come; stops early when `signal` aborts. Rows whose cells are all blank are skipped.
 */
export async function generateBulk(
  design: DesignFile, rows: BulkRow[], onDesign: (made: GeneratedDesign, done: number, total: number) => void, signal?: AbortSignal,
): Promise<{ failedImages: string[] }> {
  const labels = bulkLabels(design);
  const filled = rows.map((r, i) => ({ r, i })).filter(({ r }) => filledRows([r], labels).length > 0);
  await ensureFonts(fontsUsed(design.pages));
  const { sizes, failed } = await imageSizes(design, filled.map((f) => f.r));
  const measure = browserMeasure();
  const assets = new EditorAssets();
  let done = 0;
  for (const { r, i } of filled) {
    if (signal?.aborted) break;
    const made = fillBulkRow(design, r, sizes, measure, randomId);
    const preview = await drawPreview(made, assets);
    done++;
    onDesign({ design: made, preview, row: i }, done, filled.length);
  }
  return { failedImages: failed };
}
