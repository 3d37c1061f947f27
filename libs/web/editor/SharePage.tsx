import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../auth/hooks';
import { copiedDesignId, useCopyTemplateMutation } from '../dashboard/dashboardApi';
import { editorPath } from '../dashboard/useStartDesign';
import { rememberUnsavedDesign } from '../dashboard/visitorDesigns';
import { DASHBOARD_TEXTS } from '../dashboard/texts';
import { NotFoundScreen } from '../ui/NotFoundScreen';
import { Loader } from '../ui/Spinner';

/**
 * {design_base}/share/{resource_type}/{id}: for a design_template it copies the template into a
 * saved design and opens it at /designs/{id}/edit (with ?category= when given), replacing this
 * page in the history so Back never copies again; a loader meanwhile, 'Something went wrong :/'
 * on failure. A shared saved_design opens in the editor, which asks the server for the role.
 */
export function SharePage() {
  const { resource_type: resourceType, id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status } = useAuth();
  const [copyTemplate] = useCopyTemplateMutation();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const category = params.get('category') ?? undefined;

  useEffect(() => {
    if (!id || started.current || status === 'loading') return;
    if (resourceType === 'saved_design') {
      started.current = true;
      navigate(editorPath(id), { replace: true });
    } else if (resourceType === 'design_template') {
      started.current = true;
      copyTemplate(category ? { id, category_id: category } : { id })
        .unwrap()
        .then((answer) => {
          const designId = copiedDesignId(answer);
          if (status !== 'signed-in') rememberUnsavedDesign(window.localStorage, designId);
          navigate(editorPath(designId, category), { replace: true });
        })
        .catch(() => setFailed(true));
    }
  }, [id, resourceType, status, category, copyTemplate, navigate]);

  if (resourceType !== 'design_template' && resourceType !== 'saved_design') return <NotFoundScreen />;
  if (failed) {
    return (
      <p role="alert" style={{ padding: 'var(--space-6, 32px)', textAlign: 'center' }}>
        {DASHBOARD_TEXTS.somethingWentWrong}
      </p>
    );
  }
  return <Loader text="Opening the design" fullPage />;
}
