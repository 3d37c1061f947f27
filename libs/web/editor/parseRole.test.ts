import { parseRole } from './parseRole';

describe('parseRole', () => {
  it('accepts the edit and view roles and nothing else', () => {
    expect(parseRole('edit')).toBe('edit');
    expect(parseRole('view')).toBe('view');
    expect(parseRole('admin')).toBeNull();
    expect(parseRole(undefined)).toBeNull();
  });
});
