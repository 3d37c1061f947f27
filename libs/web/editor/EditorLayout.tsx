import { useState } from 'react';
import { ArrowLeft, ChevronsLeft, Redo2, Undo2 } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link } from 'react-router';
import { DESIGN_BASE } from '../dashboard/paths';
import { TEXTS } from '../ui/texts';
import { RAIL_TABS } from './railTabs';
import styles from './EditorLayout.module.css';

/**
 * The editor's frame: top bar, left icon rail (78 wide), side panel (388 wide, collapsible) and
 * the light grey workspace around the page. The canvas, toolbars and panels' content come with
 * libs/scene and the editor store.
 */
export function EditorLayout({ designName, readOnly }: { designName: string; readOnly: boolean }) {
  const [tab, setTab] = useState(RAIL_TABS[0].id);
  const [panelOpen, setPanelOpen] = useState(!readOnly);

  function choose(next: string) {
    // choosing the open tab again collapses the panel, as the rail's own toggle does
    if (next === tab && panelOpen) setPanelOpen(false);
    else {
      setTab(next);
      setPanelOpen(true);
    }
  }

  const active = RAIL_TABS.find((t) => t.id === tab) ?? RAIL_TABS[0];

  return (
    <div className={styles.editor}>
      <title>{`${designName} · Designmaker`}</title>
      <header className={styles.topBar}>
        <Link to={DESIGN_BASE} className={styles.iconButton} aria-label="Back to the dashboard">
          <ArrowLeft size={20} aria-hidden />
        </Link>
        <h1 className={styles.designName}>{designName}</h1>
        <button type="button" className={styles.iconButton} aria-label="Undo" disabled>
          <Undo2 size={18} aria-hidden />
        </button>
        <button type="button" className={styles.iconButton} aria-label="Redo" disabled>
          <Redo2 size={18} aria-hidden />
        </button>
        <span className={styles.saveStatus} role="status">
          {TEXTS.saveStatusSaved}
        </span>
        <div className={styles.spacer} />
      </header>
      <Tabs.Root value={tab} onValueChange={choose} orientation="vertical" className={styles.tabs}>
          <Tabs.List className={styles.rail} aria-label="Editor tools">
            {RAIL_TABS.map(({ id, label, icon: Icon }) => (
              <Tabs.Trigger key={id} value={id} className={styles.railTab} onClick={() => id === tab && choose(id)}>
                <Icon size={22} aria-hidden />
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className={styles.panel} hidden={!panelOpen}>
            {RAIL_TABS.map(({ id }) => (
              <Tabs.Content key={id} value={id}>
                <div className={styles.panelHeader}>
                  <h2 className={styles.panelTitle}>{active.label}</h2>
                  <button type="button" className={styles.iconButton} aria-label="Collapse panel" onClick={() => setPanelOpen(false)}>
                    <ChevronsLeft size={18} aria-hidden />
                  </button>
                </div>
              </Tabs.Content>
            ))}
          </div>
      </Tabs.Root>
      <main className={styles.canvasArea} aria-label="Design canvas">
        <div className={styles.page} />
      </main>
    </div>
  );
}
