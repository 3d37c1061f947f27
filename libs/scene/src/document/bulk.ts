// Bulk edit (editor §3, §4, §9): labels put on text and image elements (or a page's background),
// and one design per row of a data sheet with the labels' elements filled from that row's cells.
// Pure functions over the document: the editor, the bench and the tests use the same ones.
import type { BulkLabel, DesignFile, EditorObject, Page } from '@dm/contracts';
import { BulkTexts } from '@dm/contracts';
import type { MeasureText } from './adapt.js';
import { coverBox } from './adapt.js';
import { putImage, putText, type LabelImage } from './labels.js';

type Image = Extract<EditorObject, { type: 'image' }>;

/** One row of the sheet: a cell per label id (text, or an image's link). */
export type BulkRow = Record<string, string>;

export function bulkLabels(design: DesignFile): BulkLabel[] {
  return design.bulk_edit_data?.labels ?? [];
}

/** What a new label's name is wrong with, or null when it may be used. */
export function labelNameProblem(design: DesignFile, name: string, except?: string): string | null {
  const n = name.trim().toLowerCase();
  if (!n) return BulkTexts.emptyLabel;
  if (bulkLabels(design).some((l) => l.id !== except && l.text.trim().toLowerCase() === n)) return BulkTexts.uniqueNames;
  return null;
}

/** Where a label goes: an element of a page, or the page's background (elementId null). */
export interface LabelTarget { pageId: string; elementId: string | null }

/** The label type an element (or a background) takes: texts take text labels, the rest image labels. */
export function labelTypeOf(o: EditorObject | null): BulkLabel['type'] | null {
  if (!o) return 'image';
  if (o.type === 'text') return 'text';
  if (o.type === 'image' || o.type === 'grid' || (o.type === 'box' && !!o.box_details.image)) return 'image';
  return null;
}

/** The label already on an element (or a page's background), if any. */
export function labelOn(design: DesignFile, target: LabelTarget): BulkLabel | undefined {
  const page = design.pages.find((p) => p.id === target.pageId);
  if (!page) return undefined;
  const labels = bulkLabels(design);
  if (target.elementId === null) return labels.find((l) => l.type === 'image' && l.assigned.includes(page.id));
  const o = page.objects[target.elementId];
  const id = o ? (o.type === 'text' ? o.user_labels?.text : o.user_labels?.image) : undefined;
  return id ? labels.find((l) => l.id === id) : undefined;
}

/**
 * Creates a label named `name` on an element (or a background) that has none yet, as a new
 * document; throws with the spec's message when the name is taken or empty.
 */
export function addBulkLabel(design: DesignFile, target: LabelTarget, name: string, labelId: string): DesignFile {
  const page = design.pages.find((p) => p.id === target.pageId);
  if (!page) throw new Error('That page no longer exists.');
  const o = target.elementId === null ? null : page.objects[target.elementId];
  if (target.elementId !== null && !o) throw new Error('That element no longer exists.');
  const type = labelTypeOf(o);
  if (!type) throw new Error('Only texts, images, frames and backgrounds take labels.');
  const problem = labelNameProblem(design, name);
  if (problem) throw new Error(problem);
  if (labelOn(design, target)) return design;
  const label: BulkLabel = { id: labelId, text: name.trim(), type, assigned: [target.elementId ?? page.id] };
  const next = structuredClone(design);
  next.bulk_edit_data = { labels: [...bulkLabels(design), label] };
  if (o) {
    const el = next.pages.find((p) => p.id === page.id)!.objects[o.id];
    el.user_labels = { ...el.user_labels, [type]: labelId };
  }
  return next;
}

/** Removes a label and takes it off every element it was on. */
export function removeBulkLabel(design: DesignFile, labelId: string): DesignFile {
  const next = structuredClone(design);
  next.bulk_edit_data = { labels: bulkLabels(design).filter((l) => l.id !== labelId) };
  for (const page of next.pages) {
    for (const o of Object.values(page.objects)) {
      if (!o.user_labels) continue;
      if (o.user_labels.text === labelId) delete o.user_labels.text;
      if (o.user_labels.image === labelId) delete o.user_labels.image;
      if (!o.user_labels.text && !o.user_labels.image) delete o.user_labels;
    }
  }
  return next;
}

/** Renames a label (the same rules as a new name). */
export function renameBulkLabel(design: DesignFile, labelId: string, name: string): DesignFile {
  const problem = labelNameProblem(design, name, labelId);
  if (problem) throw new Error(problem);
  const next = structuredClone(design);
  next.bulk_edit_data = { labels: bulkLabels(design).map((l) => (l.id === labelId ? { ...l, text: name.trim() } : l)) };
  return next;
}

/** How many of a label's elements (and backgrounds) are still in the design. */
export function labelUses(design: DesignFile, label: BulkLabel): number {
  return label.assigned.filter((id) => design.pages.some((p) => p.id === id || !!p.objects[id])).length;
}

/** A row whose cells are all empty or blank is skipped (editor §5). */
export function isBlankRow(row: BulkRow, labels: BulkLabel[]): boolean {
  return labels.every((l) => !(row[l.id] ?? '').trim());
}

/** The rows that make designs: those with at least one cell filled in. */
export function filledRows(rows: BulkRow[], labels: BulkLabel[]): BulkRow[] {
  return rows.filter((r) => !isBlankRow(r, labels));
}

/**
 * One generated design: a copy of the design (without its labels) with each label's elements
 * filled from the row. Texts keep their boxes (a longer text is set smaller); pictures cover
 * their frames. An empty cell leaves its elements as they are. `images` gives each image cell's
 * natural size (the browser or the server loaded it).
 */
export function fillBulkRow(design: DesignFile, row: BulkRow, images: Record<string, LabelImage>, measure: MeasureText, newId: () => string): DesignFile {
  const labels = bulkLabels(design);
  const copy = structuredClone(design);
  delete copy.bulk_edit_data;
  copy.id = newId();
  for (const label of labels) {
    const value = (row[label.id] ?? '').trim();
    if (!value) continue;
    for (const page of copy.pages) {
      const ids = new Set(label.assigned);
      for (const o of Object.values(page.objects)) if ((o.type === 'text' ? o.user_labels?.text : o.user_labels?.image) === label.id) ids.add(o.id);
      if (label.type === 'image' && ids.has(page.id)) {
        page.background_image = value;
        page.background = { ...page.background, image: value };
        delete page.background.removal;
        delete page.background.crop;
      }
      for (const id of ids) {
        const o = page.objects[id];
        if (!o) continue;
        if (label.type === 'text' && o.type === 'text') putText(o, value, measure);
        else if (label.type === 'image') {
          const img = images[value] ?? { src: value, width: o.width, height: o.height };
          putPicture(page, o, { ...img, src: value });
        }
      }
    }
  }
  return copy;
}

/** A picture into an image, a frame (its image, or a new one covering it) or a box with an image. */
function putPicture(page: Page, o: EditorObject, img: LabelImage): void {
  if (o.type === 'image') return putImage(page, o, img);
  if (o.type === 'box') {
    o.box_details = { ...o.box_details, image: img.src };
    return;
  }
  if (o.type !== 'grid') return;
  const inside = Object.values(page.objects).find((c): c is Image => c.parent === o.id && c.type === 'image');
  if (inside) return putImage(page, inside, img);
  const c = coverBox(img.width / Math.max(1, img.height), { ...o.position, width: o.width, height: o.height });
  const child: Image = {
    id: `${o.id}-photo`, type: 'image', layer_index: 0, position: { x: c.x, y: c.y }, width: c.width, height: c.height,
    rotation: o.rotation, opacity: 1, locked: false, parent: o.id,
    image_details: { src: img.src, flip_horizontal: 1, flip_vertical: 1, image_width: img.width, image_height: img.height },
  };
  page.objects[child.id] = child;
}
