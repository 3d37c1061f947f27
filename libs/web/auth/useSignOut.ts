import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DESIGN_BASE } from '../dashboard/paths';
import { useLogoutMutation } from './identityApi';
import { currentUrl, forgetLastUrl, rememberLastUrl } from './lastUrl';
import { isSignedInOnlyPath } from './signedInOnlyPaths';
import { AUTH_TEXTS } from './texts';

/**
 * Signs out: stores last_url, calls user/logout (which invalidates the user, so the details are
 * fetched again and come back null), toasts 'You have been Logged Out'. The page stays where it
 * is, so last_url is forgotten again, unless the page is one a visitor cannot see: then the app
 * goes to {design_base}. With an external account provider the server answers its sign-out page:
 * the browser goes there, and last_url brings the user back on the next load.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const signOut = useCallback(async () => {
    rememberLastUrl(window.localStorage, currentUrl(window.location));
    try {
      const answer = await logout().unwrap();
      if (answer?.redirect) {
        // an external account provider: sign out there too; last_url brings the user back here
        window.location.assign(answer.redirect);
        return;
      }
      toast.success(answer?.message || AUTH_TEXTS.loggedOut);
      if (isSignedInOnlyPath(window.location.pathname)) navigate(DESIGN_BASE, { replace: true });
      forgetLastUrl(window.localStorage);
    } catch (error) {
      toast.error((error as { message?: string }).message ?? String(error));
      forgetLastUrl(window.localStorage);
    }
  }, [logout, navigate]);
  return { signOut, signingOut: isLoading };
}
