import { currentUrl, forgetLastUrl, LAST_URL_KEY, rememberLastUrl, takeLastUrl, type UrlStore } from './lastUrl';

function memoryStore(initial: Record<string, string> = {}): UrlStore & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('last_url', () => {
  it('stores the current URL before sign-in and gives it back once on the next load', () => {
    // setup
    const store = memoryStore();
    const before = currentUrl({ pathname: '/designmaker/start/folders', search: '?sort=name', hash: '#top' });
    // action
    rememberLastUrl(store, before);
    const first = takeLastUrl(store, '/designmaker/start');
    const second = takeLastUrl(store, '/designmaker/start');
    // check
    expect(first).toBe('/designmaker/start/folders?sort=name#top');
    expect(second).toBeNull();
    expect(store.items.has(LAST_URL_KEY)).toBe(false);
  });

  it('needs no navigation when the app already loaded at the stored URL, and still clears it', () => {
    const store = memoryStore({ [LAST_URL_KEY]: '/designmaker/start' });
    expect(takeLastUrl(store, '/designmaker/start')).toBeNull();
    expect(store.items.has(LAST_URL_KEY)).toBe(false);
  });

  it('never stores or restores a URL that leaves the site', () => {
    const store = memoryStore();
    rememberLastUrl(store, 'https://evil.example/');
    rememberLastUrl(store, '//evil.example/');
    expect(store.items.size).toBe(0);
    const crafted = memoryStore({ [LAST_URL_KEY]: '//evil.example/x' });
    expect(takeLastUrl(crafted, '/')).toBeNull();
    expect(crafted.items.size).toBe(0);
  });

  it('is forgotten when the sign-in finishes without leaving the page', () => {
    const store = memoryStore();
    rememberLastUrl(store, '/mockupmaker/start');
    forgetLastUrl(store);
    expect(takeLastUrl(store, '/')).toBeNull();
  });

  it('treats blocked storage as nothing stored', () => {
    const blocked: UrlStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => rememberLastUrl(blocked, '/x')).not.toThrow();
    expect(takeLastUrl(blocked, '/')).toBeNull();
  });
});
