import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import type { DesignTemplate, TextTemplate } from '@dm/contracts/types';
import { serverMessage } from '../api/envelope';
import { useUserTypeGate } from '../auth/useUserTypeGate';
import { NotFoundScreen } from '../ui/NotFoundScreen';
import { Loader } from '../ui/Spinner';
import { TEXTS } from '../ui/texts';
import { useAuthoringDesignTemplateQuery, useAuthoringTextTemplateQuery, useSetTemplateActiveMutation } from './authoring/authoringApi';
import type { TemplateKind } from './authoring/SaveTemplateDialog';
import { EditorLayout } from './EditorLayout';
import { asDesignFile } from './EditorScreen';
import type { AuthoringBar } from './layout/TopBar';
import { parseRole } from './parseRole';
import { createEditor } from './store/editor';
import { editorActions } from './store/editorSlice';
import styles from './authoring/AuthoringScreen.module.css';

/**
 * Template authoring: {design_base}/admin_designs/{design_id}/{role} (design templates) and
 * {design_base}/admin_text_templates/{template_id}/{role} (text templates). It shows
 * 'Authenticating...' until the user is known, then the editor on the template's own document for
 * admins and designers; anyone else gets the toast 'Unauthorized' and goes to {design_base}.
 * 'Save Design Template' ('Save Text Template' while a group is selected) saves the document
 * with the template's fields; a strip above the editor says whether it is published and switches it.
 */
const TEMPLATE_AUTHORS = ['admin', 'designer'] as const;

export function AuthoringScreen({ kind }: { kind: TemplateKind }) {
  const params = useParams();
  const id = kind === 'design template' ? params.design_id : params.template_id;
  const role = parseRole(params.role);
  const allowed = useUserTypeGate(TEMPLATE_AUTHORS);

  const skip = !allowed || !id || !role;
  const designQuery = useAuthoringDesignTemplateQuery(id ?? '', { skip: skip || kind !== 'design template' });
  const textQuery = useAuthoringTextTemplateQuery(id ?? '', { skip: skip || kind !== 'text template' });
  const query = kind === 'design template' ? designQuery : textQuery;
  const loaded = query.data as DesignTemplate | TextTemplate | undefined;
  const [template, setTemplate] = useState<DesignTemplate | TextTemplate | null>(null);
  useEffect(() => {
    if (loaded) setTemplate((t) => (t && t._id === loaded._id ? t : loaded));
  }, [loaded]);
  const design = loaded ? asDesignFile(loaded.design_file) : null;

  // one editor per template opened: later answers must not replace the document being edited
  const editor = useMemo(
    () => (loaded && design && role ? createEditor({ designId: loaded._id, name: loaded.name, version: 1, role, design }) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loaded?._id, role, !!design],
  );
  const authoring: AuthoringBar | null = useMemo(() => {
    if (!template) return null;
    const t = template as DesignTemplate;
    return {
      kind,
      initial: { id: t._id, name: t.name, categories: (t.categories ?? []).map((c) => c._id), keywords: t.keywords ?? '', custom_url: t.custom_url, active: t.active },
      onSaved: (saved) => {
        setTemplate(saved);
        editor?.store.dispatch(editorActions.renamed(saved.name));
      },
    };
  }, [template, kind, editor]);

  if (!id || !role) return <NotFoundScreen />;
  if (!allowed) return <Loader text={TEXTS.authenticating} fullPage />;
  if (query.error) return <NotFoundScreen />;
  if (!editor || !authoring || !template) return <Loader text={`Loading the ${kind}`} fullPage />;
  return (
    <div className={styles.authoring}>
      <PublishStrip kind={kind} template={template} onChange={setTemplate} />
      <EditorLayout editor={editor} autosave={false} authoring={authoring} />
    </div>
  );
}

/** Whether the template is published, with the switch: unpublished templates leave search and the lists at once. */
function PublishStrip({ kind, template, onChange }: { kind: TemplateKind; template: DesignTemplate | TextTemplate; onChange: (t: DesignTemplate | TextTemplate) => void }) {
  const [setActive, busy] = useSetTemplateActiveMutation();
  const flip = async () => {
    const answer = await setActive({ kind, id: template._id, active: !template.active });
    if ('error' in answer) {
      const reason = serverMessage(answer.error, '');
      toast.error('Something went wrong :/', reason ? { description: reason } : undefined);
    } else {
      onChange(answer.data);
      toast.success(answer.data.active ? 'Published' : 'Unpublished');
    }
  };
  return (
    <div className={styles.strip} role="region" aria-label="Template status">
      <span>
        {kind === 'design template' ? 'Design template' : 'Text template'} · <strong>{template.active ? 'Published' : 'Draft (not published)'}</strong>
      </span>
      <button type="button" className={styles.stripButton} disabled={busy.isLoading} onClick={flip}>
        {template.active ? 'Unpublish' : 'Publish'}
      </button>
    </div>
  );
}
