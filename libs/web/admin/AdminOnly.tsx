import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signedInUser } from '../auth/authSlice';
import { useAuth } from '../auth/hooks';
import { DESIGN_BASE } from '../dashboard/paths';
import { Loader } from '../ui/Spinner';
import { TEXTS } from '../ui/texts';

/**
 * Admin screens: 'Authenticating...' until the user is known, then the screen for admins; anyone
 * else gets the toast 'Unauthorized' and is sent to {design_base}. The server checks every call
 * again (403).
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { state, status } = useAuth();
  const navigate = useNavigate();
  const admin = signedInUser(state)?.type === 'admin';
  const refused = status !== 'loading' && !admin;
  useEffect(() => {
    if (refused) {
      toast.error(TEXTS.unauthorized);
      navigate(DESIGN_BASE, { replace: true });
    }
  }, [refused, navigate]);
  if (!admin) return <Loader text={TEXTS.authenticating} fullPage />;
  return <>{children}</>;
}
