import { readCookie, readSessionMarker, sessionChanged } from './sessionMarker';

describe('the session marker', () => {
  it('reads the dasess cookie among others', () => {
    expect(readSessionMarker('theme=light; dasess=s1.abc; other=x')).toBe('s1.abc');
    expect(readSessionMarker('dasess=first')).toBe('first');
  });

  it('is null when the cookie is missing or empty', () => {
    expect(readSessionMarker('')).toBeNull();
    expect(readSessionMarker('theme=light')).toBeNull();
    expect(readSessionMarker('dasess=; theme=light')).toBeNull();
  });

  it('does not mistake a cookie whose name only ends with the marker name', () => {
    expect(readCookie('notdasess=1; dasess=2', 'dasess')).toBe('2');
    expect(readCookie('xdasess=1', 'dasess')).toBeNull();
  });

  it('decodes percent-encoded values and keeps malformed ones as they are', () => {
    expect(readCookie('dasess=a%20b', 'dasess')).toBe('a b');
    expect(readCookie('dasess=100%', 'dasess')).toBe('100%');
  });

  it('counts a sign-in, a sign-out and a new session as changes, and nothing else', () => {
    expect(sessionChanged(null, 'new')).toBe(true);
    expect(sessionChanged('old', null)).toBe(true);
    expect(sessionChanged('old', 'new')).toBe(true);
    expect(sessionChanged('same', 'same')).toBe(false);
    expect(sessionChanged(null, null)).toBe(false);
  });
});
