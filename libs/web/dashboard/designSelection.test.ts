import { contextMenusShown, emptySelection, keepListed, toggleSelected } from './designSelection';

describe('selecting designs on All your designs', () => {
  it('toggles a design in and out, and hides context menus while any is selected', () => {
    const one = toggleSelected(emptySelection, 'a');
    expect([...one]).toEqual(['a']);
    expect(contextMenusShown(one)).toBe(false);
    const none = toggleSelected(one, 'a');
    expect(none.size).toBe(0);
    expect(contextMenusShown(none)).toBe(true);
  });

  it('drops ids that are no longer listed and keeps the same object when nothing changed', () => {
    const two = toggleSelected(toggleSelected(emptySelection, 'a'), 'b');
    expect([...keepListed(two, ['b', 'c'])]).toEqual(['b']);
    expect(keepListed(two, ['a', 'b'])).toBe(two);
  });
});
