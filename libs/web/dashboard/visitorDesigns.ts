/**
 * Unsaved designs of a visitor (editor-and-tools.md section 4, Session): when a visitor starts a
 * design its id is kept in local storage; after the user changes to a signed-in user every stored
 * id is claimed for them and removed. Pure over a Storage-like object, so it is tested without a
 * browser.
 */
export const UNSAVED_DESIGNS_KEY = 'dm.unsaved_designs';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored ids, oldest first; anything unreadable counts as none. */
export function unsavedDesignIds(storage: KeyValueStore): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(UNSAVED_DESIGNS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string' && id.length > 0) : [];
  } catch {
    return [];
  }
}

function store(storage: KeyValueStore, ids: string[]): void {
  if (ids.length === 0) storage.removeItem(UNSAVED_DESIGNS_KEY);
  else storage.setItem(UNSAVED_DESIGNS_KEY, JSON.stringify(ids));
}

/** Remembers a design a visitor started (once). */
export function rememberUnsavedDesign(storage: KeyValueStore, id: string): void {
  const ids = unsavedDesignIds(storage);
  if (!ids.includes(id)) store(storage, [...ids, id]);
}

export function forgetUnsavedDesign(storage: KeyValueStore, id: string): void {
  store(storage, unsavedDesignIds(storage).filter((stored) => stored !== id));
}

export interface ClaimOutcome {
  claimed: string[];
  failed: string[];
}

/**
 * Claims every stored id, one after the other, and removes each from storage once its claim is
 * answered, whether it succeeded or failed: a refused claim (another visitor's design, or one
 * already deleted) would fail again on every sign-in, so it is reported once and dropped.
 */
export async function claimUnsavedDesigns(storage: KeyValueStore, claim: (id: string) => Promise<unknown>): Promise<ClaimOutcome> {
  const outcome: ClaimOutcome = { claimed: [], failed: [] };
  for (const id of unsavedDesignIds(storage)) {
    try {
      await claim(id);
      outcome.claimed.push(id);
    } catch {
      outcome.failed.push(id);
    }
    forgetUnsavedDesign(storage, id);
  }
  return outcome;
}
