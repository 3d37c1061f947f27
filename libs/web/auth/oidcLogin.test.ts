import { oidcLoginUrl } from './oidcLogin';

describe('oidcLoginUrl', () => {
  it('starts a sign-in at the provider with the path to come back to', () => {
    const url = new URL(oidcLoginUrl('login', '/designmaker/start/folders?x=1'), 'http://localhost');
    expect(url.pathname).toBe('/api/auth/oidc/login');
    expect(url.searchParams.get('mode')).toBe('login');
    expect(url.searchParams.get('return_to')).toBe('/designmaker/start/folders?x=1');
  });

  it('starts a sign-up in register mode', () => {
    const url = new URL(oidcLoginUrl('register', '/'), 'http://localhost');
    expect(url.searchParams.get('mode')).toBe('register');
  });

  it('never asks to come back to another site', () => {
    const url = new URL(oidcLoginUrl('login', '//evil.example/'), 'http://localhost');
    expect(url.searchParams.get('return_to')).toBe('/');
  });
});
