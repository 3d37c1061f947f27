import type { ReactNode } from 'react';
import { NotFoundScreen } from '../ui/NotFoundScreen';
import { useAuth } from './hooks';

/**
 * Routes for brand-kit, design-orders, shared-designs, folders and all-designs exist only for
 * signed-in users (library-and-dashboard.md section 2): a visitor gets 'Not Found'. While identity
 * is not known yet ('unknown', which is also the state until sign-in is wired) the screen renders.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'anonymous') return <NotFoundScreen />;
  return <>{children}</>;
}
