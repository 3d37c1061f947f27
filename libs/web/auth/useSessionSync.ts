import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { USER_LOADING } from './authSlice';
import { useAuth } from './hooks';
import { useAuthConfigQuery, useGetDetailsQuery } from './identityApi';
import { currentUrl, takeLastUrl } from './lastUrl';
import { readSessionMarker, SESSION_CHECK_INTERVAL_MS, sessionChanged } from './sessionMarker';

/**
 * Keeps the app's user in step with the session (editor-and-tools.md section 4, Session):
 * - fetches the user's details on load (the user is -1 until they arrive, null if the call fails);
 * - every 2.5 seconds compares the session marker cookie with the value seen at the last fetch and
 *   refetches the details when it differs (a sign-in or sign-out in another tab);
 * - once the user is known, navigates to a stored last_url and clears it.
 */
export function useSessionSync(): void {
  const { refetch, fulfilledTimeStamp } = useGetDetailsQuery();
  useAuthConfigQuery(); // known before anyone presses 'Sign in'
  const { state } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  // the marker as it was when the details were last fetched (read once mounted: a page drawn on the
  // server has no cookie jar to read while it renders)
  const seenMarker = useRef<string | null>(null);
  useEffect(() => {
    seenMarker.current = readSessionMarker(document.cookie);
  }, [fulfilledTimeStamp]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const marker = readSessionMarker(document.cookie);
      if (!sessionChanged(seenMarker.current, marker)) return;
      seenMarker.current = marker;
      void refetch();
    }, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [refetch]);

  const restored = useRef(false);
  const loaded = state !== USER_LOADING;
  useEffect(() => {
    if (!loaded || restored.current) return;
    restored.current = true;
    const target = takeLastUrl(window.localStorage, currentUrl(location));
    if (target) navigate(target, { replace: true });
  }, [loaded, location, navigate]);
}
