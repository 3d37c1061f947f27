import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { SignInPrompt } from './SignInPrompt';
import { useAuth } from './hooks';

/**
 * A screen for signed-in users only (library-and-dashboard.md sections 2 and 6). Routes for
 * brand-kit, design-orders, shared-designs, folders and all-designs exist only for signed-in
 * users, so a visitor gets a sign-in prompt in place of the screen; with `redirectTo` (the orders page, which "redirects to
 * {design_base} if the user is not signed in") a visitor is sent there instead. The app shows its
 * loader until the user is known, so 'loading' never reaches here.
 */
export function SignedInOnly({ children, redirectTo }: { children: ReactNode; redirectTo?: string }) {
  const { status } = useAuth();
  if (status === 'anonymous') return redirectTo ? <Navigate to={redirectTo} replace /> : <SignInPrompt />;
  return <>{children}</>;
}
