import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useAuth } from '../auth/hooks';
import { useClaimDesignMutation } from './dashboardApi';
import { DASHBOARD_TEXTS } from './texts';
import { claimUnsavedDesigns, unsavedDesignIds } from './visitorDesigns';

/**
 * After the user changes to a signed-in user, claims every design this browser started as a
 * visitor and removes it from storage; 'Something went wrong :/' if a claim fails
 * (editor-and-tools.md section 4, Session). Mounted by the dashboard's layouts.
 */
export function useClaimUnsavedDesigns(): void {
  const { user } = useAuth();
  const [claim] = useClaimDesignMutation();
  const claimedFor = useRef<string | null>(null);
  const userId = user?._id ?? null;

  useEffect(() => {
    if (!userId || claimedFor.current === userId) return;
    claimedFor.current = userId;
    if (unsavedDesignIds(window.localStorage).length === 0) return;
    void claimUnsavedDesigns(window.localStorage, (id) => claim({ design_id: id }).unwrap()).then((outcome) => {
      if (outcome.failed.length > 0) toast.error(DASHBOARD_TEXTS.somethingWentWrong);
    });
  }, [userId, claim]);
}
