// Whether an element has come within `rootMargin` of the view: false until it first does, then
// true for good (a page or a panel below the fold renders its content once it is near).
import { type RefObject, useEffect, useState } from 'react';

export function useSeen(ref: RefObject<HTMLElement | null>, rootMargin: string, initially = false): boolean {
  const [seen, setSeen] = useState(initially);
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin });
    io.observe(el);
    return () => io.disconnect();
  }, [ref, seen, rootMargin]);
  return seen;
}
