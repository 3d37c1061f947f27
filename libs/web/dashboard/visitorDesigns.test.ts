import { claimUnsavedDesigns, rememberUnsavedDesign, UNSAVED_DESIGNS_KEY, unsavedDesignIds } from './visitorDesigns';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe('the unsaved-design claim queue', () => {
  it('remembers each design a visitor starts once, in order', () => {
    const storage = memoryStorage();
    rememberUnsavedDesign(storage, 'a');
    rememberUnsavedDesign(storage, 'b');
    rememberUnsavedDesign(storage, 'a');
    expect(unsavedDesignIds(storage)).toEqual(['a', 'b']);
  });

  it('reads garbage in storage as nothing stored', () => {
    expect(unsavedDesignIds(memoryStorage({ [UNSAVED_DESIGNS_KEY]: '{not json' }))).toEqual([]);
    expect(unsavedDesignIds(memoryStorage({ [UNSAVED_DESIGNS_KEY]: '{"a":1}' }))).toEqual([]);
  });

  it('claims every stored id after sign-in and removes them from storage', async () => {
    // setup
    const storage = memoryStorage();
    rememberUnsavedDesign(storage, 'a');
    rememberUnsavedDesign(storage, 'b');
    const asked: string[] = [];
    // action
    const outcome = await claimUnsavedDesigns(storage, async (id) => void asked.push(id));
    // check
    expect(asked).toEqual(['a', 'b']);
    expect(outcome).toEqual({ claimed: ['a', 'b'], failed: [] });
    expect(storage.map.has(UNSAVED_DESIGNS_KEY)).toBe(false);
  });

  it('reports a refused claim, carries on with the others and does not retry it next time', async () => {
    const storage = memoryStorage();
    rememberUnsavedDesign(storage, 'theirs');
    rememberUnsavedDesign(storage, 'mine');
    const outcome = await claimUnsavedDesigns(storage, async (id) => {
      if (id === 'theirs') throw new Error('refused');
    });
    expect(outcome).toEqual({ claimed: ['mine'], failed: ['theirs'] });
    expect(unsavedDesignIds(storage)).toEqual([]);
  });

  it('does nothing when nothing is stored', async () => {
    let calls = 0;
    expect(await claimUnsavedDesigns(memoryStorage(), async () => void calls++)).toEqual({ claimed: [], failed: [] });
    expect(calls).toBe(0);
  });
});
