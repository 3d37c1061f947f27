import type { Category, DesignTemplate, Dimensions } from '@dm/contracts/types';
import { autoFuzziness, editDistance, SYNONYMS } from '@dm/contracts/constants';

/**
 * Pure views over the catalog's answers for the dashboard's screens: suggestions of the dashboard
 * search, the categories page's carousels, the template page's facts.
 */

// ---------- dashboard search (library-and-dashboard.md section 2, "Dashboard search") ----------

export interface CategorySuggestion {
  id: string;
  label: string;
  /** Design-type categories with a size go to ?category={id}&query={name}. */
  category: Category;
}

/** 'name (width X height unit)' for design-type categories with a size, else 'name templates'. */
export function suggestionLabel(category: Pick<Category, 'name' | 'type' | 'dimensions'>): string {
  const d = category.dimensions;
  if (category.type === 'design' && d) return `${category.name} (${d.width} X ${d.height} ${d.unit})`;
  return `${category.name} templates`;
}

/** Every category of the tree, parents before their children. */
export function flattenCategories(tree: readonly Category[]): Category[] {
  return tree.flatMap((parent) => [parent, ...(parent.children ?? [])]);
}

/**
 * How well a category's name answers what was typed: 0 when the name starts with the text, 1 when
 * it holds it, 2 when every typed word is one of its words (or starts one, or is a short form of
 * one: 'insta', 'bday'), 3 when every word is that within the typo tolerance ('instagarm'); null
 * when it does not answer it.
 */
function suggestionRank(name: string, needle: string): number | null {
  const lower = name.toLowerCase();
  if (lower.startsWith(needle)) return 0;
  if (lower.includes(needle)) return 1;
  const nameWords = lower.split(/[^a-z0-9]+/).filter(Boolean);
  const typed = needle.split(/[^a-z0-9]+/).filter(Boolean);
  if (!typed.length) return null;
  let rank = 2;
  for (const w of typed) {
    const alts = [w, ...(SYNONYMS[w] ?? []).flatMap((a) => a.split(' '))];
    if (nameWords.some((n) => alts.some((a) => n === a || n.startsWith(a) || (a.endsWith('s') && n === a.slice(0, -1))))) continue;
    const max = autoFuzziness(w);
    if (max && nameWords.some((n) => editDistance(w, n, max) <= max || (n.length > w.length && editDistance(w, n.slice(0, w.length), max) <= max))) {
      rank = 3;
      continue;
    }
    return null;
  }
  return rank;
}

/**
 * Typing filters the categories by name (case-insensitive): names starting with the text first,
 * then names holding it, then names whose words answer every typed word (short forms, typos).
 * Empty text suggests nothing.
 */
export function categorySuggestions(tree: readonly Category[], text: string, limit = 8): CategorySuggestion[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const seen = new Set<string>();
  const ranked: { category: Category; rank: number }[] = [];
  for (const c of flattenCategories(tree)) {
    if (seen.has(c._id)) continue;
    const rank = suggestionRank(c.name, needle);
    if (rank === null) continue;
    seen.add(c._id);
    ranked.push({ category: c, rank });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || b.category.priority - a.category.priority || a.category.name.localeCompare(b.category.name))
    .slice(0, limit)
    .map(({ category }) => ({ id: category._id, label: suggestionLabel(category), category }));
}

/** A suggestion for a sized design category is a category listing; anything else a text search. */
export function suggestionSearch(suggestion: CategorySuggestion): { query: string; category?: string } {
  const { category } = suggestion;
  if (category.type === 'design' && category.dimensions) return { category: category._id, query: category.name };
  return { query: category.name };
}

// ---------- categories page and Popular Categories ----------

export interface CategoryCarousel {
  id: string;
  name: string;
  /** Children that have an example, in priority order. */
  slides: Category[];
}

const byPriority = (a: Category, b: Category) => b.priority - a.priority || a.name.localeCompare(b.name);

/** One carousel per category by priority descending, each with the children that have an example. */
export function categoryCarousels(tree: readonly Category[]): CategoryCarousel[] {
  return [...tree]
    .sort(byPriority)
    .map((parent) => ({ id: parent._id, name: parent.name, slides: (parent.children ?? []).filter((c) => c.example).sort(byPriority) }))
    .filter((carousel) => carousel.slides.length > 0);
}

/** The home's category panels: every parent by priority, with its active children by priority. */
export function categoryPanels(tree: readonly Category[]): CategoryCarousel[] {
  return [...tree]
    .sort(byPriority)
    .map((parent) => ({ id: parent._id, name: parent.name, slides: [...(parent.children ?? [])].sort(byPriority) }))
    .filter((panel) => panel.slides.length > 0);
}

/** Popular Categories: the highest-priority children of the highest-priority parents, round-robin. */
export function popularCategories(tree: readonly Category[], count = 12): Category[] {
  const lists = [...tree].sort(byPriority).map((parent) => [...(parent.children ?? [])].filter((c) => c.dimensions).sort(byPriority));
  const picked: Category[] = [];
  for (let round = 0; picked.length < count && lists.some((list) => list.length > round); round++) {
    for (const list of lists) if (list[round] && picked.length < count) picked.push(list[round]);
  }
  return picked;
}

/** 'Dimension: height x width unit' (editor-and-tools.md, Template detail page; the spec's order). */
export function dimensionLabel(d: Pick<Dimensions, 'width' | 'height' | 'unit'>): string {
  return `Dimension: ${d.height} x ${d.width} ${d.unit}`;
}

/** 'width x height unit' for tiles and sliders. */
export function sizeLabel(d: Pick<Dimensions, 'width' | 'height' | 'unit'>): string {
  return `${d.width} x ${d.height} ${d.unit}`;
}

// ---------- template detail page ----------

/** Keywords are comma-separated; blanks and repeats are dropped. */
export function templateKeywords(keywords: string): string[] {
  const seen = new Set<string>();
  return keywords
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k && !seen.has(k.toLowerCase()) && seen.add(k.toLowerCase()));
}

/** The template's size: its first category's dimensions, else the design file's pixels. */
export function templateDimensions(template: Pick<DesignTemplate, 'categories' | 'design_file'>): Dimensions | null {
  const fromCategory = template.categories.find((c) => c.dimensions)?.dimensions;
  if (fromCategory) return fromCategory;
  const file = template.design_file as { width?: unknown; height?: unknown } | null;
  if (file && typeof file.width === 'number' && typeof file.height === 'number') return { width: file.width, height: file.height, unit: 'px' };
  return null;
}

interface TextLike {
  type?: unknown;
  text_details?: { font?: unknown; fontColor?: unknown };
  box_details?: { color?: unknown };
}
interface PageLike {
  objects?: Record<string, TextLike>;
  background_color?: unknown;
  background?: { color?: unknown };
}
const pagesOf = (designFile: unknown): PageLike[] => {
  const pages = (designFile as { pages?: unknown } | null)?.pages;
  return Array.isArray(pages) ? (pages as PageLike[]) : [];
};

/** The fonts the template's texts use, in order of first use. */
export function templateFonts(designFile: unknown): string[] {
  const fonts: string[] = [];
  for (const page of pagesOf(designFile)) {
    for (const object of Object.values(page.objects ?? {})) {
      const font = object.text_details?.font;
      if (typeof font === 'string' && font && !fonts.includes(font)) fonts.push(font);
    }
  }
  return fonts;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const normaliseHex = (value: string) =>
  value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase() : value.toLowerCase();

/**
 * The colours a design file names (page backgrounds, boxes, text), most used first. Used for the
 * Colors section when the template has no thumbnail to sample.
 */
export function designFileColours(designFile: unknown, limit = 6): string[] {
  const counts = new Map<string, number>();
  const add = (value: unknown, weight: number) => {
    if (typeof value !== 'string' || !HEX.test(value)) return;
    const hex = normaliseHex(value);
    counts.set(hex, (counts.get(hex) ?? 0) + weight);
  };
  for (const page of pagesOf(designFile)) {
    add(page.background?.color ?? page.background_color, 4);
    for (const object of Object.values(page.objects ?? {})) {
      add(object.box_details?.color, 3);
      add(object.text_details?.fontColor, 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([hex]) => hex);
}
