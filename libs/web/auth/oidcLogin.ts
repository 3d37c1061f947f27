import { IdentityCalls } from '../contracts';
import { isSameSitePath } from './lastUrl';

/**
 * `/api/auth/oidc/login?mode=login|register&return_to=/path`: where sign-in and sign-up start
 * when an external account provider is configured. The provider sends the browser back to
 * `return_to`; a path that would leave the site is replaced by '/'.
 */
export function oidcLoginUrl(mode: 'login' | 'register', returnTo: string): string {
  const query = new URLSearchParams({ mode, return_to: isSameSitePath(returnTo) ? returnTo : '/' });
  return `/api/${IdentityCalls.oidcLogin}?${query.toString()}`;
}
