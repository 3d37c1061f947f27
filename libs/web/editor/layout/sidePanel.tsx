// Which side panel shows: a rail tab (Templates ... Folders) or a toolbar panel (fonts), and
// whether it is expanded (388) or collapsed to the rail (78). Spec section 4 "Left tab": a
// toolbar panel returns to the previous main tab when the selection changes.
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useEditorSelector } from '../EditorContext';

export type ToolbarPanel = 'fonts' | 'filters' | 'adjust' | 'shadows' | 'text_effects' | 'remove_background';
export type PanelId = string;


const Ctx = createContext<{ tab: PanelId; expanded: boolean; open: (t: PanelId) => void; toggle: (t: PanelId) => void; collapse: () => void } | null>(null);

const TOOLBAR_PANELS = new Set<string>(['fonts', 'filters', 'adjust', 'shadows', 'text_effects', 'remove_background']);

export function SidePanelProvider({ initialTab, initiallyOpen, children }: { initialTab: PanelId; initiallyOpen: boolean; children: ReactNode }) {
  const [tab, setTab] = useState(initialTab);
  const [expanded, setExpanded] = useState(initiallyOpen);
  const mainTab = useRef(initialTab);
  // the selection's content: a commit hands out a new array with the same ids
  const selection = useEditorSelector((s) => s.selection.join('\n'));

  useEffect(() => {
    if (TOOLBAR_PANELS.has(tab)) setTab(mainTab.current);
    // only a selection change returns from a toolbar panel
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selection]);

  const value = useMemo(() => ({
    tab,
    expanded,
    open: (t: PanelId) => {
      if (!TOOLBAR_PANELS.has(t)) mainTab.current = t;
      setTab(t);
      setExpanded(true);
    },
    toggle: (t: PanelId) => {
      if (t === tab && expanded) setExpanded(false);
      else {
        if (!TOOLBAR_PANELS.has(t)) mainTab.current = t;
        setTab(t);
        setExpanded(true);
      }
    },
    collapse: () => setExpanded(false),
  }), [tab, expanded]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useSidePanel() {
  const v = useContext(Ctx);
  if (!v) throw new Error('editor: useSidePanel outside SidePanelProvider');
  return v;
}
