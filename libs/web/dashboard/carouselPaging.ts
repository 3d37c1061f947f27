/** Spec section 9: a carousel moves 5 slides per scroll and is not infinite. */
export const SLIDES_PER_SCROLL = 5;

/** The first slide shown after a move; clamped, never wrapping round. */
export function carouselStart(current: number, direction: 1 | -1, total: number, perScroll = SLIDES_PER_SCROLL): number {
  const last = Math.max(0, total - perScroll);
  return Math.min(last, Math.max(0, current + direction * perScroll));
}
