// The top bar: back (saves first), the editable design name (saved on Enter or blur), undo,
// redo, the save status, Play / Resize / Present (later issues), Share (signed-in only) and
// Download (the Download dialog; visitors are asked to sign in first, then the dialog opens).
import { useEffect, useState } from 'react';
import { ArrowLeft, Clapperboard, Download, LayoutTemplate, Maximize2, Play, Redo2, Save, Share2, Sparkles, Undo2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { canAuthorTemplates } from '../../auth/authSlice';
import { useAuth } from '../../auth/hooks';
import { SaveTemplateDialog, type TemplateKind } from '../authoring/SaveTemplateDialog';
import { ResizeDialog } from '../resize/ResizeDialog';
import { SuggestDialog } from '../resize/SuggestDialog';
import { PlayerDialog, PresentMode } from '../animate/Player';
import type { TemplateFields } from '../authoring/authoringApi';
import { templateFileOf } from '../authoring/templateFile';
import type { DesignTemplate, TextTemplate } from '@dm/contracts/types';
import { useSignIn } from '../../auth/useSignIn';
import { DESIGN_BASE } from '../../dashboard/paths';
import { Loader } from '../../ui/Spinner';
import { ActionButton, Tip } from '../toolbars/controls';
import { useEditor, useEditorSelector } from '../EditorContext';
import { DownloadDialog } from '../download/DownloadDialog';
import { ShareDesignDialog } from '../../dashboard/ShareDesignDialog';
import { useSavedDesignQuery } from '../saving/designsApi';
import type { Autosaver } from '../saving/autosaver';
import { useRenameDesignMutation } from '../saving/designsApi';
import { editorActions } from '../store/editorSlice';
import type { SaveStatus } from '../store/editorState';
import { EDITOR_TEXTS } from '../texts';
import styles from './layout.module.css';

const STATUS_TEXT: Record<SaveStatus, string> = {
  saved: EDITOR_TEXTS.saved,
  unsaved: EDITOR_TEXTS.unsaved,
  saving: EDITOR_TEXTS.saving,
  failed: EDITOR_TEXTS.failed,
  conflict: EDITOR_TEXTS.conflict,
};

function DesignName({ fixed = false }: { fixed?: boolean }) {
  const editor = useEditor();
  const name = useEditorSelector((s) => s.name);
  const readOnly = useEditorSelector((s) => s.role === 'view') || fixed;
  const [rename] = useRenameDesignMutation();
  if (readOnly) return <h1 className={styles.designNameText}>{name}</h1>;
  const commit = (input: HTMLInputElement) => {
    const next = input.value.trim();
    if (!next) {
      input.value = editor.state.name;
      return;
    }
    if (next === editor.state.name) return;
    const before = editor.state.name;
    editor.store.dispatch(editorActions.renamed(next));
    rename({ id: editor.state.designId, name: next }).unwrap().catch((e: { serverError?: string; message?: string }) => {
      editor.store.dispatch(editorActions.renamed(before));
      input.value = before;
      toast.error(e.serverError ?? e.message ?? EDITOR_TEXTS.somethingWentWrong);
    });
  };
  return (
    <input
      key={name}
      className={styles.designName}
      aria-label="Design name"
      defaultValue={name}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') e.currentTarget.blur();
        if (e.key === 'Escape') {
          e.currentTarget.value = editor.state.name;
          e.currentTarget.blur();
        }
      }}
      onBlur={(e) => commit(e.currentTarget)}
    />
  );
}

/** Template authoring (admins and designers): what the top bar saves, and what happens after. */
export interface AuthoringBar {
  kind: TemplateKind;
  initial: TemplateFields;
  onSaved: (saved: DesignTemplate | TextTemplate) => void;
}

export function TopBar({ saver, authoring = null, shown = true }: { saver: Autosaver | null; authoring?: AuthoringBar | null; shown?: boolean }) {
  const navigate = useNavigate();
  const editor = useEditor();
  const status = useEditorSelector((s) => s.saveStatus);
  const readOnly = useEditorSelector((s) => s.role === 'view');
  const { user, state: account } = useAuth();
  const signIn = useSignIn();
  const [templating, setTemplating] = useState(false);
  const [resizing, setResizing] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [presenting, setPresenting] = useState(false);
  const author = canAuthorTemplates(account);
  // a text template is one group: its button shows while exactly one group is selected
  const groupSelected = useEditorSelector((s) => {
    if (s.selection.length !== 1) return false;
    const page = s.design.pages.find((p) => p.id === s.pageId);
    return page?.objects[s.selection[0]]?.type === 'group';
  });
  const [leaving, setLeaving] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [downloadAfterSignIn, setDownloadAfterSignIn] = useState(false);
  // a visitor who asked to download and then signed in continues to the dialog
  useEffect(() => {
    if (user && downloadAfterSignIn) {
      setDownloadAfterSignIn(false);
      setDownloading(true);
    }
  }, [user, downloadAfterSignIn]);

  const back = async () => {
    setLeaving(true);
    try {
      await saver?.flush();
    } finally {
      navigate(DESIGN_BASE);
    }
  };

  // until the design's page is on screen the bar holds its room, empty (see EditorLayout)
  if (!shown) return <header className={styles.topBar} />;
  return (
    <header className={styles.topBar}>
      {leaving && <Loader text={EDITOR_TEXTS.savingOnBack} fullPage />}
      <Tip text="Back to the dashboard">
        <button type="button" className={styles.iconButton} aria-label="Back to the dashboard" onClick={() => void back()}>
          <ArrowLeft size={20} aria-hidden />
        </button>
      </Tip>
      <DesignName fixed={!!authoring} />
      {!readOnly && (
        <div className={styles.history}>
          <ActionButton name="undo" icon={<Undo2 size={18} aria-hidden />} />
          <ActionButton name="redo" icon={<Redo2 size={18} aria-hidden />} />
        </div>
      )}
      <span className={styles.saveStatus} role="status" data-save-status={status}>
        {readOnly ? 'View only' : STATUS_TEXT[status]}
      </span>
      <div className={styles.spacer} />
      <button type="button" className={styles.barButton} onClick={() => setPlaying(true)}>
        <Play size={16} aria-hidden /> <span className={styles.barLabel}>Play</span>
      </button>
      {playing ? <PlayerDialog design={editor.design} open onOpenChange={setPlaying} /> : null}
      {!readOnly && !authoring ? (
        <button type="button" className={styles.barButton} onClick={() => setResizing(true)}>
          <Maximize2 size={16} aria-hidden /> <span className={styles.barLabel}>Resize</span>
        </button>
      ) : null}
      {!readOnly && !authoring ? <ResizeDialog open={resizing} onOpenChange={setResizing} /> : null}
      {!readOnly && !authoring ? (
        <button type="button" className={styles.barButton} onClick={() => setSuggesting(true)}>
          <Sparkles size={16} aria-hidden /> <span className={styles.barLabel}>Suggest</span>
        </button>
      ) : null}
      {!readOnly && !authoring ? <SuggestDialog open={suggesting} onOpenChange={setSuggesting} /> : null}
      <button type="button" className={styles.barButton} onClick={() => setPresenting(true)}>
        <Clapperboard size={16} aria-hidden /> <span className={styles.barLabel}>Present</span>
      </button>
      {presenting ? <PresentMode design={editor.design} onClose={() => setPresenting(false)} /> : null}
      {authoring && (authoring.kind === 'design template' || groupSelected) ? (
        <button type="button" className={`${styles.barButton} ${styles.primary}`} onClick={() => setTemplating(true)}>
          <Save size={16} aria-hidden /> <span className={styles.barLabel}>{authoring.kind === 'design template' ? 'Save Design Template' : 'Save Text Template'}</span>
        </button>
      ) : null}
      {authoring && templating ? (
        <SaveTemplateDialog
          kind={authoring.kind}
          open
          onOpenChange={setTemplating}
          initial={authoring.initial}
          designFile={() => templateFileOf(editor.state, authoring.kind)}
          onSaved={(saved) => {
            editor.store.dispatch(editorActions.saveSucceeded({ revision: editor.state.revision, version: editor.state.version }));
            authoring.onSaved(saved);
          }}
        />
      ) : null}
      {!authoring && author && !readOnly ? (
        <Tip text="Save this design as a new design template">
          <button type="button" className={styles.barButton} aria-label="Make a template" onClick={() => setTemplating(true)}>
            <LayoutTemplate size={16} aria-hidden /> <span className={styles.barLabel}>Make a template</span>
          </button>
        </Tip>
      ) : null}
      {!authoring && templating ? (
        <SaveTemplateDialog
          kind="design template"
          open
          onOpenChange={setTemplating}
          initial={{ name: editor.state.name, categories: [], keywords: '', active: false }}
          designFile={() => editor.state.design}
          onSaved={async (saved) => {
            // the design stays as it is (saved first); its copy opens in template authoring
            await saver?.flush();
            navigate(`${DESIGN_BASE}/admin_designs/${encodeURIComponent(saved._id)}/edit`);
          }}
        />
      ) : null}
      {user && !authoring && (
        <button type="button" className={styles.barButton} aria-label="Share" onClick={() => setSharing(true)}>
          <Share2 size={16} aria-hidden /> <span className={styles.barLabel}>Share</span>
        </button>
      )}
      {user && sharing && <EditorShareDialog hostEmail={user.email} onClose={() => setSharing(false)} />}
      {!authoring && <button
        type="button"
        className={`${styles.barButton} ${styles.primary}`}
        aria-label="Download"
        onClick={() => {
          if (user) setDownloading(true);
          else {
            setDownloadAfterSignIn(true);
            signIn('login');
          }
        }}
      >
        <Download size={16} aria-hidden /> <span className={styles.barLabel}>Download</span>
      </button>}
      {user && !authoring && <DownloadDialog open={downloading} onOpenChange={setDownloading} />}
    </header>
  );
}

/** The Share dialog for the design being edited (its link-sharing state as the server has it). */
function EditorShareDialog({ hostEmail, onClose }: { hostEmail: string; onClose: () => void }) {
  const designId = useEditorSelector((s) => s.designId);
  const name = useEditorSelector((s) => s.name);
  // asked again on open: someone may have changed link sharing meanwhile
  const { data } = useSavedDesignQuery(designId, { refetchOnMountOrArgChange: true });
  return (
    <ShareDesignDialog
      design={{ _id: designId, name, view_all: !!data?.view_all, edit_all: !!data?.edit_all }}
      hostEmail={hostEmail}
      open
      onOpenChange={(open) => !open && onClose()}
    />
  );
}
