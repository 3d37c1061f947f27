import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '../auth/hooks';
import { copiedDesignId, useCopyTemplateMutation, useCreateBlankDesignMutation, type BlankDesignRequest } from './dashboardApi';
import { designPaths } from './paths';
import { DASHBOARD_TEXTS } from './texts';
import { rememberUnsavedDesign } from './visitorDesigns';

/** Where a new saved design opens: the editor, with ?category={id} when it came from a category. */
export function editorPath(designId: string, categoryId?: string): string {
  const path = designPaths.design(designId, 'edit');
  return categoryId ? `${path}?category=${encodeURIComponent(categoryId)}` : path;
}

/**
 * Starts a saved design (library-and-dashboard.md section 4): a blank one of a custom size, or a
 * copy of a template or category example; then the editor opens. A visitor's design is remembered
 * in local storage, to be claimed after sign-in.
 */
export function useStartDesign() {
  const navigate = useNavigate();
  const { status } = useAuth();
  const [createBlank, blank] = useCreateBlankDesignMutation();
  const [copyTemplate, copy] = useCopyTemplateMutation();

  const opened = useCallback(
    (designId: string, categoryId?: string) => {
      if (status !== 'signed-in') rememberUnsavedDesign(window.localStorage, designId);
      navigate(editorPath(designId, categoryId));
    },
    [navigate, status],
  );

  const startBlank = useCallback(
    async (request: BlankDesignRequest): Promise<boolean> => {
      try {
        const design = await createBlank(request).unwrap();
        opened(design._id);
        return true;
      } catch {
        toast.error(DASHBOARD_TEXTS.somethingWentWrong);
        return false;
      }
    },
    [createBlank, opened],
  );

  const startFromTemplate = useCallback(
    async (templateId: string, categoryId?: string): Promise<boolean> => {
      try {
        const answer = await copyTemplate(categoryId ? { id: templateId, category_id: categoryId } : { id: templateId }).unwrap();
        opened(copiedDesignId(answer), categoryId);
        return true;
      } catch {
        toast.error(DASHBOARD_TEXTS.somethingWentWrong);
        return false;
      }
    },
    [copyTemplate, opened],
  );

  return { startBlank, startFromTemplate, busy: blank.isLoading || copy.isLoading };
}
