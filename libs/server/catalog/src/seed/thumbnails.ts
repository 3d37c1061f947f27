import type { DesignFile } from '@dm/contracts';
import type { NewEntry } from '../commands/catalog.service.js';

/** Longest side of a seeded thumbnail, in pixels (dashboard tiles are at most 160x185, shown at 2x). */
export const THUMBNAIL_SIDE = 400;

/**
 * Renders the first page of every design and text template with the scene's server renderer
 * and stores it as a WebP data URL in `thumbnail` (and in the category examples and wizard
 * formats that show it).
 * Returns how many were rendered.
 */
export async function renderThumbnails(entries: NewEntry[], side = THUMBNAIL_SIDE): Promise<number> {
  const { renderDesignPage } = await import('@dm/scene/node');
  const byTemplate = new Map<string, string>();
  for (const e of entries) {
    if (e.kind !== 'design_template' && e.kind !== 'text_template') continue;
    const file = e.fields.design_file as DesignFile;
    const scale = Math.min(1, side / Math.max(file.width, file.height));
    const { canvas } = await renderDesignPage(file, 0, { scale });
    const webp = await canvas.encode('webp', 80);
    const thumbnail = `data:image/webp;base64,${webp.toString('base64')}`;
    e.fields.thumbnail = thumbnail;
    byTemplate.set(e.id, thumbnail);
  }
  const byCategory = new Map<string, string>();
  for (const e of entries) {
    const example = e.kind === 'category' ? (e.fields.example as { _id: string; thumbnail: string | null } | null) : null;
    if (example && byTemplate.has(example._id)) {
      e.fields.example = { ...example, thumbnail: byTemplate.get(example._id)! };
      byCategory.set(e.id, byTemplate.get(example._id)!);
    }
  }
  // the wizard's formats show their category's example
  for (const e of entries) {
    const categoryId = e.kind === 'tag' ? (e.fields.category_id as string | undefined) : undefined;
    if (categoryId && byCategory.has(categoryId)) e.fields.display_image = byCategory.get(categoryId)!;
  }
  return byTemplate.size;
}
