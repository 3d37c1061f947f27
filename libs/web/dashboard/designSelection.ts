/**
 * Multi-select on 'All your designs' (library-and-dashboard.md section 4): context menus are
 * hidden once any design is selected; bulk delete clears the selection afterwards. Pure.
 */
export type Selection = ReadonlySet<string>;

export const emptySelection: Selection = new Set();

export function toggleSelected(selection: Selection, id: string): Selection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Ids no longer listed (deleted elsewhere, or by this page) drop out of the selection. */
export function keepListed(selection: Selection, listed: readonly string[]): Selection {
  const ids = new Set(listed);
  const next = [...selection].filter((id) => ids.has(id));
  return next.length === selection.size ? selection : new Set(next);
}

export const contextMenusShown = (selection: Selection): boolean => selection.size === 0;
