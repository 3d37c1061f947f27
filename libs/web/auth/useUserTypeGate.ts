import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { UserType } from '@dm/contracts/types';
import { DESIGN_BASE } from '../dashboard/paths';
import { TEXTS } from '../ui/texts';
import { signedInUser } from './authSlice';
import { useAuth } from './hooks';

/**
 * Screens for some user types only (the audit console, template authoring): true once the user
 * is known to be one of them. Anyone else, once known, gets the toast 'Unauthorized' and is sent
 * to {design_base}; the screen shows 'Authenticating...' meanwhile. The server checks every call
 * again (403).
 */
export function useUserTypeGate(types: readonly UserType[]): boolean {
  const { state, status } = useAuth();
  const navigate = useNavigate();
  const type = signedInUser(state)?.type;
  const allowed = !!type && types.includes(type);
  const refused = status !== 'loading' && !allowed;
  useEffect(() => {
    if (refused) {
      toast.error(TEXTS.unauthorized);
      navigate(DESIGN_BASE, { replace: true });
    }
  }, [refused, navigate]);
  return allowed;
}
