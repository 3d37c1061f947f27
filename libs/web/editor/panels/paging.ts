// Infinite lists of the panels through RTK Query's infinite queries: each endpoint pages by a
// page number (search calls by `from` = page x size), answers { docs, total }, and has a next
// page while the last one came back full and more remain.
import type { SearchAnswer } from '@dm/contracts/types';

export interface Paged<T> {
  docs: T[];
  total: number;
}

/** A search answer as a page of documents. */
export const fromSearch = <T>(a: SearchAnswer<T>): Paged<T> => ({ docs: a.hits.hits.map((h) => h._source), total: a.hits.total.value });

/** Infinite-query options for page-numbered calls of `size(arg)` documents a page. */
export function numberedPages<T, A>(size: (arg: A) => number) {
  return {
    initialPageParam: 0,
    getNextPageParam: (last: Paged<T>, _all: Paged<T>[], lastParam: number, _params: number[], arg: A) => {
      const n = size(arg);
      return last.docs.length === n && (lastParam + 1) * n < last.total ? lastParam + 1 : undefined;
    },
  };
}

/** What an infinite grid shows. */
export interface InfiniteList<T> {
  items: T[];
  /** The first page is on its way. */
  loading: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  error: boolean;
  hasMore: boolean;
  fetchMore: () => void;
}

interface InfiniteResult<T> {
  data?: { pages: Paged<T>[] };
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** An infinite query's result as the grid takes it. */
export function infiniteList<T>(r: InfiniteResult<T>): InfiniteList<T> {
  return {
    items: r.data?.pages.flatMap((p) => p.docs) ?? [],
    loading: !r.data && !r.isError,
    loadingMore: r.isFetchingNextPage,
    error: r.isError,
    hasMore: r.hasNextPage,
    fetchMore: () => {
      if (r.hasNextPage && !r.isFetching) void r.fetchNextPage();
    },
  };
}
