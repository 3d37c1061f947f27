/**
 * Template search paging (library-and-dashboard.md sections 4 and 9): pages start at 0; 50 a page
 * for a text search, 40 for a category listing; infinite scroll until the total is reached.
 */
export const SEARCH_PAGE_SIZE = 50;
export const CATEGORY_PAGE_SIZE = 40;

export type SearchKind = { kind: 'text'; query: string } | { kind: 'category'; categoryId: string; query: string };

/** ?category= makes a category listing; otherwise the query text is searched. */
export function searchKind(params: URLSearchParams): SearchKind {
  const query = params.get('query')?.trim() ?? '';
  const categoryId = params.get('category')?.trim();
  return categoryId ? { kind: 'category', categoryId, query } : { kind: 'text', query };
}

export const pageSizeOf = (search: SearchKind): number => (search.kind === 'category' ? CATEGORY_PAGE_SIZE : SEARCH_PAGE_SIZE);

export interface Paged<T> {
  items: T[];
  /** The next page to ask for (0-based). */
  nextPage: number;
  total: number | null;
  done: boolean;
}

export const firstPage = <T>(): Paged<T> => ({ items: [], nextPage: 0, total: null, done: false });

/**
 * Adds a page to what is shown. The list is done when the total is reached or a page comes back
 * short; items already shown (by id) are not repeated.
 */
export function addPage<T extends { _id: string }>(paged: Paged<T>, page: T[], total: number, size: number): Paged<T> {
  const seen = new Set(paged.items.map((item) => item._id));
  const items = [...paged.items, ...page.filter((item) => !seen.has(item._id))];
  return { items, nextPage: paged.nextPage + 1, total, done: items.length >= total || page.length < size };
}
