import { addPage, firstPage, pageSizeOf, searchKind } from './searchPaging';

const docs = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ _id: `t${from + i}` }));

describe('template search paging', () => {
  it('asks 50 a page for a text search and 40 for a category listing', () => {
    expect(pageSizeOf(searchKind(new URLSearchParams('query=poster')))).toBe(50);
    const listing = searchKind(new URLSearchParams('category=12&query=Poster'));
    expect(listing).toEqual({ kind: 'category', categoryId: '12', query: 'Poster' });
    expect(pageSizeOf(listing)).toBe(40);
  });

  it('starts at page 0 and is done when the total is reached', () => {
    let paged = firstPage<{ _id: string }>();
    expect(paged.nextPage).toBe(0);
    paged = addPage(paged, docs(0, 50), 120, 50);
    expect(paged).toMatchObject({ nextPage: 1, done: false });
    paged = addPage(paged, docs(50, 50), 120, 50);
    paged = addPage(paged, docs(100, 20), 120, 50);
    expect(paged.items).toHaveLength(120);
    expect(paged.done).toBe(true);
  });

  it('is done at once for an empty answer, and after a short page', () => {
    expect(addPage(firstPage<{ _id: string }>(), [], 0, 50).done).toBe(true);
    expect(addPage(firstPage<{ _id: string }>(), docs(0, 10), 999, 40).done).toBe(true);
  });

  it('does not repeat a template that moved between pages', () => {
    const paged = addPage(addPage(firstPage<{ _id: string }>(), docs(0, 2), 4, 2), [{ _id: 't1' }, { _id: 't2' }], 4, 2);
    expect(paged.items.map((d) => d._id)).toEqual(['t0', 't1', 't2']);
  });
});
