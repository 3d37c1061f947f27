// The mockups as the calls answer them, made from the content's manifest: ids, categories with
// counts, paging, search over name, category, keywords and description (with the category in
// each suggestion), and the files' folder. The content is made by the project (content/), so it
// is read once at start and kept in memory (37 mockups).
import { join } from 'node:path';
import type { Mockup, MockupCategory, MockupSuggestion } from '@dm/contracts';
import { MOCKUP_DEFAULT_PRICE } from '@dm/contracts/constants';
import type { Manifest, ManifestEntry } from '../content/generate.js';

export const MOCKUP_FILES_ROUTE = 'mockups/files';

const categoryId = (name: string) => `mc-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
const ROOT = 'mc-root';

const words = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9 ]+/g, ' ').split(/\s+/).filter(Boolean);
const stem = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

export class MockupCatalog {
  readonly mockups: Mockup[];
  readonly categories: MockupCategory[];
  readonly #bySlug = new Map<string, { doc: Mockup; entry: ManifestEntry }>();
  readonly #index: { doc: Mockup; fields: { name: string[]; category: string[]; keywords: string[]; description: string[] } }[];

  constructor(manifest: Manifest, readonly dir: string) {
    const counts = new Map<string, number>();
    for (const m of manifest.mockups) counts.set(m.category, (counts.get(m.category) ?? 0) + 1);
    this.categories = [...counts].map(([name, n]) => ({ _id: categoryId(name), name, mockup_length: n, parent: ROOT, type: 'mockup' as const, active: true }))
      .sort((a, b) => a.name.localeCompare(b.name));
    this.mockups = manifest.mockups.map((m) => {
      const base = `/api/${MOCKUP_FILES_ROUTE}/${manifest.version}/${m.slug}`;
      const doc: Mockup = {
        _id: m.slug, name: m.name, price: MOCKUP_DEFAULT_PRICE,
        categories: [{ _id: categoryId(m.category), name: m.category, mockup_length: counts.get(m.category)! }],
        placeholders: m.thumbnails.map((t) => `${base}/${t}`), tracing_image_src: `${base}/${m.files.base}`,
        width: m.width, height: m.height, active: true, keywords: m.keywords, description: m.description,
        layers: m.layers.map((l) => ({
          _id: l.id, name: l.name, type: l.type, features: { hue: l.hue }, upload_resolution: l.upload, quad: l.quad,
          displacement_scale: l.displacement_scale, files: l.files,
        })),
        files_base: base, files: m.files,
      };
      this.#bySlug.set(m.slug, { doc, entry: m });
      return doc;
    });
    this.#index = this.mockups.map((doc) => ({
      doc,
      fields: { name: words(doc.name).map(stem), category: words(doc.categories[0].name).map(stem), keywords: doc.keywords.flatMap(words).map(stem), description: words(doc.description).map(stem) },
    }));
  }

  get(id: string): Mockup | undefined {
    return this.#bySlug.get(id)?.doc;
  }

  entry(id: string): ManifestEntry | undefined {
    return this.#bySlug.get(id)?.entry;
  }

  folderOf(id: string): string {
    return join(this.dir, id);
  }

  /** A category's page of mockups (all when no category), in catalogue order; no duplicates across pages. */
  page(categoryIdOrNone: string | undefined, pageNo: number, size: number): Mockup[] {
    const list = categoryIdOrNone ? this.mockups.filter((m) => m.categories.some((c) => c._id === categoryIdOrNone)) : this.mockups;
    return list.slice(pageNo * size, pageNo * size + size);
  }

  inCategory(id: string): Mockup[] {
    return this.mockups.filter((m) => m.categories.some((c) => c._id === id));
  }

  /** Search: every query word must match a field word (prefix for the last one, as people type); name and category rank first. */
  search(query: string, from = 0, size = 100): Mockup[] {
    const q = words(query).map(stem);
    if (!q.length) return this.mockups.slice(from, from + size);
    const scored: { doc: Mockup; score: number }[] = [];
    for (const { doc, fields } of this.#index) {
      let score = 0;
      let all = true;
      q.forEach((w, i) => {
        const last = i === q.length - 1;
        const hit = (list: string[]) => list.some((x) => x === w || (last && w.length >= 2 && x.startsWith(w)));
        const s = (hit(fields.name) ? 4 : 0) + (hit(fields.category) ? 3 : 0) + (hit(fields.keywords) ? 2 : 0) + (hit(fields.description) ? 1 : 0);
        if (!s) all = false;
        score += s;
      });
      if (all) scored.push({ doc, score });
    }
    return scored.sort((a, b) => b.score - a.score).slice(from, from + size).map((s) => s.doc);
  }

  suggestions(query: string, limit = 8): MockupSuggestion[] {
    return this.search(query, 0, limit).map((m) => ({ _id: m._id, name: m.name, category: m.categories[0].name }));
  }

  /** Other mockups of a category (the mockup page's slider), the given one left out. */
  recommendations(categoryIdOrName: string, except?: string): Mockup[] {
    return this.inCategory(categoryIdOrName).filter((m) => m._id !== except);
  }
}
