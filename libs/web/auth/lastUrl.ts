/**
 * `last_url`: before sign-in or sign-out the current URL is stored; on the next load the app
 * navigates back to it and clears it (editor-and-tools.md section 4, Session). Only same-site
 * paths are stored or restored, so a crafted value can never send the user to another site.
 */
export const LAST_URL_KEY = 'last_url';

/** The part of Storage this needs (localStorage in the browser, a Map-backed fake in tests). */
export type UrlStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A same-site path ('/designmaker/start?x=1#y'), never '//host' or 'https://...'. */
export function isSameSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** The path, query and hash of a location, the form in which last_url is stored. */
export function currentUrl(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Stores the URL to come back to; a URL that is not a same-site path is ignored. */
export function rememberLastUrl(store: UrlStore, url: string): void {
  if (!isSameSitePath(url)) return;
  try {
    store.setItem(LAST_URL_KEY, url);
  } catch {
    // storage full or blocked: coming back to the page is a convenience, never a failure
  }
}

/** Forgets the stored URL (the sign-in finished without leaving the page). */
export function forgetLastUrl(store: UrlStore): void {
  try {
    store.removeItem(LAST_URL_KEY);
  } catch {
    // blocked storage: nothing to forget
  }
}

/**
 * On load: the stored URL to navigate to, or null. The stored value is always cleared. A value
 * equal to where the app already is needs no navigation, and an unsafe value is dropped.
 */
export function takeLastUrl(store: UrlStore, here: string): string | null {
  let stored: string | null;
  try {
    stored = store.getItem(LAST_URL_KEY);
  } catch {
    return null;
  }
  forgetLastUrl(store);
  if (!stored || !isSameSitePath(stored) || stored === here) return null;
  return stored;
}
