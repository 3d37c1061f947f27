import { useParams } from 'react-router';
import { NotFoundScreen } from '../ui/NotFoundScreen';
import { EditorLayout } from './EditorLayout';
import { parseRole } from './parseRole';

/**
 * {design_base}/designs/{design_id}/{role}: the design editor; role is edit or view (view is
 * read-only). Any other role is not a route: 'Not Found'. Loading the saved design (and the
 * redirects on a failed load or a role mismatch) arrives with the saved-designs calls.
 */
export function EditorScreen() {
  const { design_id: designId, role } = useParams();
  const editorRole = parseRole(role);
  if (!designId || !editorRole) return <NotFoundScreen />;
  return <EditorLayout designName="Untitled design" readOnly={editorRole === 'view'} />;
}
