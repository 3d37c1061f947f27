import { useCallback, useEffect, useRef, useState } from 'react';
import type { Mockup } from '@dm/contracts/types';
import { useLazyMockupPageQuery } from './mockupsApi';

/**
 * Mockups of a category (all when none) a page at a time: `more()` loads the next page unless one
 * is loading or the last came short; a category change starts again at the first page with an
 * empty list; pages answering late for an earlier category are dropped; no mockup twice.
 */
export function useMockupPages(category: string | undefined, size: number, enabled = true) {
  const key = category ?? '';
  const [items, setItems] = useState<Mockup[]>([]);
  const [done, setDone] = useState(false);
  const [fetchPage] = useLazyMockupPageQuery();
  const current = useRef(key);
  const loading = useRef(false);
  const page = useRef(0);
  const finished = useRef(false);

  const more = useCallback(async () => {
    if (loading.current || finished.current || !enabled) return;
    loading.current = true;
    const k = current.current;
    try {
      const r = await fetchPage({ category_id: k || undefined, page_no: page.current, size }, true);
      if (current.current !== k || !r.data) return;
      const got = r.data;
      page.current += 1;
      setItems((have) => { const seen = new Set(have.map((m) => m._id)); return [...have, ...got.filter((m) => !seen.has(m._id))]; });
      if (got.length < size) { finished.current = true; setDone(true); }
    } finally {
      if (current.current === k) loading.current = false;
    }
  }, [enabled, fetchPage, size]);

  useEffect(() => {
    current.current = key;
    loading.current = false;
    page.current = 0;
    finished.current = false;
    setItems([]);
    setDone(false);
    void more();
  }, [key, more]);

  return { items, done, more };
}

/** Calls `onVisible` while the element is in view (again after every change of `deps`). */
export function useSentinel(onVisible: () => void, active: boolean, deps: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !active) return;
    const io = new IntersectionObserver((e) => { if (e[0].isIntersecting) onVisible(); }, { rootMargin: '300px' });
    io.observe(el);
    return () => io.disconnect();
  }, [onVisible, active, deps]);
  return ref;
}
