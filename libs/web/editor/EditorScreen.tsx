import { useEffect, useMemo, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import type { DesignFile } from '@dm/contracts';
import { migrateDocument } from '@dm/contracts/migrations';
import { DESIGN_BASE } from '../dashboard/paths';
import { NotFoundScreen } from '../ui/NotFoundScreen';
import { Loader } from '../ui/Spinner';
import { EditorLayout } from './EditorLayout';
import { parseRole } from './parseRole';
import { useSavedDesignQuery } from './saving/designsApi';
import { releaseEarlyDesign } from './saving/openEarly';
import { createEditor, type Editor } from './store/editor';
import { EDITOR_TEXTS } from './texts';

/**
 * A stored design_file, upgraded to the current schema version (the server's own migrations; it
 * upgrades on read too), is usable when it has pages with objects.
 */
export function asDesignFile(raw: unknown): DesignFile | null {
  const d = migrateDocument<DesignFile | null>(raw);
  return d && Array.isArray(d.pages) && d.pages.length > 0 && d.width > 0 && d.height > 0 ? d : null;
}

/**
 * {design_base}/designs/{design_id}/{role}: the design editor; role is edit or view. The server's
 * role wins: when it answers view and the URL says otherwise, the user goes to {design_base}/.
 * A failed load goes to {design_base} with 'Something went wrong'. View role is read-only.
 */
export function EditorScreen() {
  const { design_id: designId, role } = useParams();
  const urlRole = parseRole(role);
  const navigate = useNavigate();
  const { data, error, isLoading } = useSavedDesignQuery(designId ?? '', { skip: !designId || !urlRole });
  const design = data ? asDesignFile(data.design_file) : null;
  const failed = !!error || (!!data && !design);
  const mismatch = !!data && data.role === 'view' && urlRole !== 'view';

  // the design asked for as the app started (see openEarly) is this query's now
  useEffect(() => releaseEarlyDesign(), []);

  useEffect(() => {
    if (failed) {
      // say why: the server's reason ("does not exist or you do not have access to it")
      const reason = (error as { serverError?: string } | undefined)?.serverError;
      // one toast however many answers say so (the design asked for as the app started, then again
      // by this screen's query: an error is asked again by a new subscriber)
      toast.error(EDITOR_TEXTS.somethingWentWrong, { id: 'design-load-failed', ...(reason ? { description: reason, duration: 8000 } : {}) });
      navigate(DESIGN_BASE, { replace: true });
    }
  }, [failed, navigate, error]);

  // One editor per opened design: later answers of the same query (the conflict flow asks for
  // the latest version) must not replace the document being edited.
  const opened = useRef<{ id: string; role: string; editor: Editor } | null>(null);
  const editor = useMemo(() => {
    if (!data || !design || mismatch) return null;
    const effective = data.role === 'view' ? 'view' : urlRole!;
    if (opened.current && opened.current.id === data._id && opened.current.role === effective) return opened.current.editor;
    const created = createEditor({ designId: data._id, name: data.name, version: data.version, role: effective, design });
    opened.current = { id: data._id, role: effective, editor: created };
    return created;
  }, [data, design, mismatch, urlRole]);

  if (!designId || !urlRole) return <NotFoundScreen />;
  if (mismatch) return <Navigate to={`${DESIGN_BASE}/`} replace />;
  if (isLoading || !editor) return <Loader text={EDITOR_TEXTS.loading} fullPage />;
  return <EditorLayout key={editor.state.designId} editor={editor} />;
}
