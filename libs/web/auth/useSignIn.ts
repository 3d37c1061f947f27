import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { signInModeChanged, signInOpened } from './authSlice';
import { useAuthConfigQuery } from './identityApi';
import { currentUrl, rememberLastUrl } from './lastUrl';
import { oidcLoginUrl } from './oidcLogin';

/**
 * Starts a sign-in (or sign-up). The current URL is stored as last_url first. With an account
 * provider configured (auth/config says oidc) the browser goes there and comes back to the
 * stored URL; otherwise the sign-in modal opens, always in login mode (then switched to register
 * when a sign-up was asked for).
 */
export function useSignIn(): (mode?: 'login' | 'register') => void {
  const dispatch = useDispatch();
  const { data: config } = useAuthConfigQuery();
  return useCallback(
    (mode: 'login' | 'register' = 'login') => {
      const here = currentUrl(window.location);
      rememberLastUrl(window.localStorage, here);
      if (config?.oidc) {
        window.location.assign(oidcLoginUrl(mode, here));
        return;
      }
      dispatch(signInOpened());
      if (mode === 'register') dispatch(signInModeChanged('register'));
    },
    [config?.oidc, dispatch],
  );
}
