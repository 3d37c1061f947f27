import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { DESIGN_DEFAULTS } from '@dm/contracts';
import { createDesign } from '@dm/scene';
import { canAuthorTemplates } from '../auth/authSlice';
import { useAuth } from '../auth/hooks';
import { DESIGN_BASE } from '../dashboard/paths';
import { NotFoundScreen } from '../ui/NotFoundScreen';
import { Loader } from '../ui/Spinner';
import { TEXTS } from '../ui/texts';
import { EditorLayout } from './EditorLayout';
import { parseRole } from './parseRole';
import { createEditor } from './store/editor';

/**
 * Template authoring: {design_base}/admin_designs/{design_id}/{role} (design templates) and
 * {design_base}/admin_text_templates/{template_id}/{role} (text templates). It shows
 * 'Authenticating...' unless the user type is admin or designer; a signed-in user of another type
 * (or a visitor) is sent to {design_base} with the toast 'Unauthorized'. Loading and saving
 * templates arrive with the catalog's authoring calls; meanwhile a blank canvas (800x800 for a
 * text template) opens in the editor.
 */
export function AuthoringScreen({ kind }: { kind: 'design template' | 'text template' }) {
  const params = useParams();
  const id = kind === 'design template' ? params.design_id : params.template_id;
  const role = parseRole(params.role);
  const { state, status } = useAuth();
  const navigate = useNavigate();
  const allowed = canAuthorTemplates(state);
  const refused = status !== 'loading' && !allowed;

  useEffect(() => {
    if (refused) {
      toast.error(TEXTS.unauthorized);
      navigate(DESIGN_BASE, { replace: true });
    }
  }, [refused, navigate]);

  const editor = useMemo(() => {
    const side = DESIGN_DEFAULTS.textTemplateCanvas;
    return createEditor({
      designId: id ?? 'template',
      name: kind === 'design template' ? 'Design template' : 'Text template',
      version: 1,
      role: role ?? 'view',
      design: createDesign(side, side),
    });
  }, [id, kind, role]);

  if (!id || !role) return <NotFoundScreen />;
  if (!allowed) return <Loader text={TEXTS.authenticating} fullPage />;
  return <EditorLayout editor={editor} autosave={false} />;
}
