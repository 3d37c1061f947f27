import { authSlice, canAuthorTemplates, signedIn, signedOut } from './authSlice';

describe('authSlice', () => {
  it('starts unknown, becomes signed-in with a user and anonymous after sign-out', () => {
    const reduce = authSlice.reducer;
    const start = reduce(undefined, { type: 'init' });
    expect(start).toEqual({ status: 'unknown', user: null });
    const user = { id: 'u1', name: 'Ada', user_type: 'user' as const };
    const afterSignIn = reduce(start, signedIn(user));
    expect(afterSignIn).toEqual({ status: 'signed-in', user });
    expect(reduce(afterSignIn, signedOut())).toEqual({ status: 'anonymous', user: null });
  });

  it('lets only admins and designers author templates', () => {
    expect(canAuthorTemplates({ id: '1', name: 'a', user_type: 'admin' })).toBe(true);
    expect(canAuthorTemplates({ id: '2', name: 'd', user_type: 'designer' })).toBe(true);
    expect(canAuthorTemplates({ id: '3', name: 'u', user_type: 'subscriber' })).toBe(false);
    expect(canAuthorTemplates(null)).toBe(false);
  });
});
