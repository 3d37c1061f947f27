import { designOfPath, openDesignEarly, releaseEarlyDesign } from './openEarly';

describe('the design asked for as the app starts', () => {
  it('is the one of an editor or viewer link, and of no other path', () => {
    expect(designOfPath('/designmaker/start/designs/abc-123/edit')).toBe('abc-123');
    expect(designOfPath('/designmaker/start/designs/abc-123/view/')).toBe('abc-123');
    expect(designOfPath('/designmaker/start/designs/abc-123/delete')).toBeNull();
    expect(designOfPath('/designmaker/start/designs/a.b/edit')).toBeNull();
    expect(designOfPath('/designmaker/start')).toBeNull();
  });

  it('is held until the editor lets it go, and nothing is asked for elsewhere', () => {
    let asked = 0, released = 0;
    const dispatch = () => {
      asked++;
      return Object.assign(Promise.resolve(), { unsubscribe: () => released++ });
    };
    openDesignEarly(dispatch as never, '/designmaker/start/templates');
    expect(asked).toBe(0);
    openDesignEarly(dispatch as never, '/designmaker/start/designs/d1/edit');
    expect(asked).toBe(1);
    expect(released).toBe(0);
    releaseEarlyDesign();
    expect(released).toBe(1);
    releaseEarlyDesign();
    expect(released).toBe(1);
  });
});
