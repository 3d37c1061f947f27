// Where a design uses catalog images: every image source and resource id, with the elements (and
// the page background, as WATERMARK_BACKGROUND) that show it, and which of them a list of unpaid
// premium resources puts a watermark on. Pure and zod-free: the server's render policy and the
// editor's canvas decide it the same way.

export const WATERMARK_BACKGROUND = '@background';
const PHOTO_PATH = /\/api\/photos\/[^?#\s]+/;

/** A source as the catalog stores it: a photo library link by its path, anything else as is. */
export function normaliseSrc(src: string): string {
  const photo = PHOTO_PATH.exec(src);
  return photo ? photo[0] : src;
}

export interface ResourceUse {
  /** Catalog resource ids the elements name (image_details.id_design_resource). */
  ids: Map<string, string[]>;
  /** Image sources (normalised) → the elements showing them. */
  srcs: Map<string, string[]>;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);

/** The images a design (design_file, or its JSON text) uses, by resource id and by source. Never throws. */
export function resourceUse(design: unknown): ResourceUse {
  const use: ResourceUse = { ids: new Map(), srcs: new Map() };
  const add = (map: Map<string, string[]>, key: string | undefined, element: string) => {
    if (!key) return;
    const list = map.get(key) ?? [];
    if (!list.includes(element)) list.push(element);
    map.set(key, list);
  };
  let doc = design;
  if (typeof doc === 'string') {
    try {
      doc = JSON.parse(doc);
    } catch {
      return use;
    }
  }
  const pages = obj(doc)?.pages;
  if (!Array.isArray(pages)) return use;
  for (const p of pages.slice(0, 500)) {
    const page = obj(p);
    if (!page) continue;
    const bg = str(obj(page.background)?.image) ?? str(page.background_image);
    if (bg) add(use.srcs, normaliseSrc(bg), WATERMARK_BACKGROUND);
    const objects = obj(page.objects);
    for (const [key, o] of Object.entries(objects ?? {})) {
      const el = obj(o);
      if (!el) continue;
      const id = str(el.id) ?? key;
      const image = obj(el.image_details);
      if (image) {
        add(use.ids, str(image.id_design_resource), id);
        const src = str(image.src);
        if (src) add(use.srcs, normaliseSrc(src), id);
      }
      const boxImage = str(obj(el.box_details)?.image);
      if (boxImage) add(use.srcs, normaliseSrc(boxImage), id);
      const mask = str(obj(el.grid_details)?.mask_src);
      if (mask) add(use.srcs, normaliseSrc(mask), id);
    }
  }
  return use;
}

/** An unpaid premium resource as the watermark rule needs it. */
export interface WatermarkedResource {
  id: string;
  /** Its image links (path, src). */
  srcs: readonly string[];
  /** Whether showing its picture is enough (false when the same picture is also free: then only naming its id counts). */
  bySrc: boolean;
}

/** The elements (and WATERMARK_BACKGROUND) drawn watermarked: those showing an unpaid premium resource. */
export function watermarkedElements(use: ResourceUse, unpaid: readonly WatermarkedResource[]): string[] {
  const out = new Set<string>();
  for (const r of unpaid) {
    for (const el of use.ids.get(r.id) ?? []) out.add(el);
    if (r.bySrc) for (const key of r.srcs) for (const el of use.srcs.get(normaliseSrc(key)) ?? []) out.add(el);
  }
  return [...out];
}
