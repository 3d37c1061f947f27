import type { ReactNode } from 'react';
import { useUserTypeGate } from '../auth/useUserTypeGate';
import { Loader } from '../ui/Spinner';
import { TEXTS } from '../ui/texts';

/** Admin screens: 'Authenticating...' until the user is known, then the screen for admins only. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const admin = useUserTypeGate(['admin']);
  if (!admin) return <Loader text={TEXTS.authenticating} fullPage />;
  return <>{children}</>;
}
