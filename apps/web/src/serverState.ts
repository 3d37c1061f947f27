import type { RootState } from './store';

/** The element of a server-drawn page that holds the state it was drawn from. */
const STATE_ID = 'dm-state';

/**
 * The state as a script block the browser never runs (type application/json): `<` is escaped, so
 * no text in the state (a design's name, a category's) can end the block or open a tag.
 */
export function serverStateScript(state: RootState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${STATE_ID}">${json}</script>`;
}

/** The state a server-drawn page carries, or undefined for a page the server did not draw. */
export function readServerState(doc: Document): RootState | undefined {
  const text = doc.getElementById(STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as RootState;
  } catch {
    return undefined;
  }
}
