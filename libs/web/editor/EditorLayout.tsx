import { useEffect, useMemo, useRef, useState } from 'react';
import { ChevronsLeft } from 'lucide-react';
import { Tabs, Tooltip } from 'radix-ui';
import type { Engine } from '@dm/engine';
import { runKey } from './actions';
import { EditorAssets } from './canvas/assets';
import { canvasTextMeasurer } from './canvas/canvasTextMeasure';
import { editorEngine, loadedEngine } from './canvas/engine';
import { afterPageShown } from './canvas/pageShown';
import { setTextMeasurer } from './store/textMeasure';
import { Workspace } from './canvas/Workspace';
import { useUploadLocalImages } from './local/useUploadLocalImages';
import { EditorProvider, useEditor, useEditorSelector } from './EditorContext';
import { SidePanelProvider, useSidePanel } from './layout/sidePanel';
import { TopBar, type AuthoringBar } from './layout/TopBar';
import { BackgroundsPanel } from './panels/BackgroundsPanel';
import { ElementsPanel } from './panels/ElementsPanel';
import { FontsPanel } from './panels/FontsPanel';
import { PhotosPanel } from './panels/PhotosPanel';
import { AdjustPanel, FilterPanel, ShadowsPanel } from './panels/LookPanels';
import { TextEffectsPanel } from './panels/TextEffectsPanel';
import { BgRemovalPanel } from './panels/BgRemovalPanel';
import { ViewOnlyPanel } from './panels/ViewOnlyPanel';
import { MockupsPanel } from './panels/MockupsPanel';
import { BrandKitPanel } from './panels/BrandKitPanel';
import { AnimatePanel } from './animate/AnimatePanel';
import { BulkEditPanel } from './bulk/BulkEditPanel';
import { FoldersPanel } from './panels/FoldersPanel';
import { UploadsPanel } from './panels/UploadsPanel';
import { TemplatesPanel } from './panels/TemplatesPanel';
import { TextPanel } from './panels/TextPanel';
import { RAIL_TABS } from './railTabs';
import type { Autosaver } from './saving/autosaver';
import { useAutosave } from './saving/useAutosave';
import type { Editor } from './store/editor';
import { TOOLTIP_DELAY } from './toolbars/controls';
import { ContextualToolbar } from './toolbars/ContextualToolbar';
import styles from './layout/layout.module.css';
import ui from './ui.module.css';

/** The longest the editor's controls wait for its page to be on screen. */
const FILL_LATEST_MS = 400;

const TOOLBAR_PANEL_TITLES: Record<string, string> = { fonts: 'Font', filters: 'Filter', adjust: 'Adjustment', shadows: 'Shadows', text_effects: 'Effects', remove_background: 'Background remover' };

/**
 * The editor's frame: top bar, left icon rail (78 wide), side panel (388 wide, collapsible), the
 * contextual toolbar and the workspace with the pages. Every part reads the editor store.
 */
export function EditorLayout({ editor, autosave = true, authoring = null }: { editor: Editor; autosave?: boolean; authoring?: AuthoringBar | null }) {
  return (
    <EditorProvider editor={editor}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY}>
        <SidePanelProvider initialTab={RAIL_TABS[0].id} initiallyOpen={!editor.readOnly}>
          <EditorFrame autosave={autosave} authoring={authoring} />
        </SidePanelProvider>
      </Tooltip.Provider>
    </EditorProvider>
  );
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT';
}

function useShortcuts(editor: Editor) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || e.defaultPrevented) return;
      if ((e.target as HTMLElement | null)?.closest?.('[role="menu"], [role="dialog"], [role="listbox"]')) return;
      if (runKey(editor, e)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor]);
}

function SidePanel({ filled }: { filled: boolean }) {
  const panel = useSidePanel();
  // Radix switches tabs on pointer down; a click on the tab that was already open toggles the panel
  const wasActive = useRef(false);
  const readOnly = useEditorSelector((s) => s.role === 'view');
  const title = TOOLBAR_PANEL_TITLES[panel.tab] ?? (RAIL_TABS.find((t) => t.id === panel.tab)?.label ?? '');
  // before the page is on screen: the rail and the panel hold their room, empty
  if (!filled) {
    return (
      <>
        <div className={styles.rail} />
        <aside className={styles.panel} hidden={!panel.expanded} />
      </>
    );
  }
  return (
    <>
      <Tabs.Root value={panel.tab} onValueChange={panel.open} orientation="vertical" style={{ display: 'contents' }}>
        <Tabs.List className={styles.rail} aria-label="Editor tools">
          {RAIL_TABS.map(({ id, label, icon: Icon }) => (
            <Tabs.Trigger key={id} value={id} className={styles.railTab} onPointerDown={() => {
                wasActive.current = id === panel.tab;
              }}
              onClick={() => wasActive.current && panel.toggle(id)}>
              <Icon size={22} aria-hidden />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <aside className={styles.panel} hidden={!panel.expanded} aria-label={`${title} panel`}>
        <div className={styles.panelHeader}>
          <h2 className={styles.panelTitle}>{title}</h2>
          <button type="button" className={styles.iconButton} aria-label="Collapse panel" onClick={panel.collapse}>
            <ChevronsLeft size={18} aria-hidden />
          </button>
        </div>
        {panel.tab === 'text' && !readOnly ? <TextPanel />
          : panel.tab === 'templates' && !readOnly ? <TemplatesPanel />
          : panel.tab === 'elements' && !readOnly ? <ElementsPanel />
          : panel.tab === 'backgrounds' && !readOnly ? <BackgroundsPanel />
          : panel.tab === 'fonts' ? <FontsPanel />
          : panel.tab === 'filters' && !readOnly ? <FilterPanel />
          : panel.tab === 'adjust' && !readOnly ? <AdjustPanel />
          : panel.tab === 'shadows' && !readOnly ? <ShadowsPanel />
          : panel.tab === 'text_effects' && !readOnly ? <TextEffectsPanel />
          : panel.tab === 'remove_background' && !readOnly ? <BgRemovalPanel />
          : panel.tab === 'uploads' && !readOnly ? <UploadsPanel />
          : panel.tab === 'photos' && !readOnly ? <PhotosPanel />
          : panel.tab === 'folders' && !readOnly ? <FoldersPanel />
          : panel.tab === 'mockups' && !readOnly ? <MockupsPanel />
          : panel.tab === 'brand-kit' && !readOnly ? <BrandKitPanel />
          : panel.tab === 'animate' && !readOnly ? <AnimatePanel />
          : panel.tab === 'bulk-edit' && !readOnly ? <BulkEditPanel />
          : <ViewOnlyPanel />}
      </aside>
    </>
  );
}

function EditorFrame({ autosave, authoring }: { autosave: boolean; authoring: AuthoringBar | null }) {
  const editor = useEditor();
  const name = useEditorSelector((s) => s.name);
  const assets = useMemo(() => new EditorAssets(), []);
  const [engine, setEngine] = useState<Engine | null>(loadedEngine);
  // a design opens page first: the page is the first render's; the top bar, the rail, the side
  // panel and the toolbar fill in once it is on screen (their room is held, so nothing moves), or
  // after FILL_LATEST_MS whatever happens (a page whose images are slow to come)
  const [filled, setFilled] = useState(false);
  useEffect(() => afterPageShown(() => setFilled(true), FILL_LATEST_MS), []);
  useEffect(() => {
    const m = canvasTextMeasurer();
    if (m) setTextMeasurer(m);
    let live = true;
    editorEngine().then((e) => live && setEngine(e), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  useShortcuts(editor);
  useUploadLocalImages();
  return (
    <div className={styles.editor} data-editor-ready={engine ? 'true' : 'false'}>
      <title>{`${name} · Designmaker`}</title>
      {autosave ? <SavingTopBar editor={editor} assets={assets} shown={filled} /> : <TopBar saver={null} authoring={authoring} shown={filled} />}
      <SidePanel filled={filled} />
      <main className={styles.main} aria-label="Design canvas">
        {filled ? <ContextualToolbar /> : <div className={ui.toolbar} />}
        <Workspace engine={engine} assets={assets} />
      </main>
    </div>
  );
}

function SavingTopBar({ editor, assets, shown }: { editor: Editor; assets: EditorAssets; shown: boolean }) {
  const saver: Autosaver = useAutosave(editor, assets);
  return <TopBar saver={saver} shown={shown} />;
}
