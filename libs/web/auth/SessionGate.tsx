import type { ReactNode } from 'react';
import { Loader } from '../ui/Spinner';
import { useAuth } from './hooks';
import { SignInDialog } from './SignInDialog';
import { AUTH_TEXTS } from './texts';
import { useSessionSync } from './useSessionSync';

/**
 * The app's session: a full-page loader and no content until the user's details arrive (the user
 * is -1 until then), then the app with the sign-in modal mounted once.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  useSessionSync();
  const { status } = useAuth();
  if (status === 'loading') return <Loader text={AUTH_TEXTS.loadingApp} fullPage />;
  return (
    <>
      {children}
      <SignInDialog />
    </>
  );
}
