// A design's document asked for as the app starts on its editor or viewer link, before the editor's
// chunk has loaded and its screen has mounted: the editor then renders the design at its first
// render (the page's preload link brings the answer meanwhile) instead of a frame or more later.
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { DESIGN_BASE } from '../../dashboard/paths';
import { designsApi } from './designsApi';

const DESIGN_PAGE = new RegExp(`^${DESIGN_BASE}/designs/([A-Za-z0-9_-]{1,64})/(?:edit|view)/?$`);

/** How long the early request keeps its answer when no editor comes for it. */
const KEPT_MS = 20_000;

type Held = { unsubscribe(): void } & PromiseLike<unknown>;

let held: Held | null = null;

/** The design id of an editor or viewer link, or null. */
export function designOfPath(path: string): string | null {
  return DESIGN_PAGE.exec(path)?.[1] ?? null;
}

/**
 * Asks for the design of `path` (an editor or viewer link) at once, holding its answer until the
 * editor's own query has taken it (see releaseEarlyDesign) or KEPT_MS have passed. Returns what
 * settles with the answer (a failure settles it too); any other path: nothing, and null.
 */
export function openDesignEarly(dispatch: Dispatch<UnknownAction>, path: string): PromiseLike<unknown> | null {
  const id = designOfPath(path);
  if (!id) return null;
  const subscription = (dispatch as unknown as (a: unknown) => Held)(designsApi.endpoints.savedDesign.initiate(id));
  held = subscription;
  setTimeout(() => {
    if (held === subscription) releaseEarlyDesign();
  }, KEPT_MS);
  return subscription;
}

/** Lets the early request go: the editor's query holds the answer now (its data is kept for no one else). */
export function releaseEarlyDesign(): void {
  held?.unsubscribe();
  held = null;
}
