import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the app renders on the server and while the browser takes a drawn page over, true
 * from the render after that (and at once in a page the browser draws itself). A field that is
 * read-only until then cannot take typing the app would not see.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
