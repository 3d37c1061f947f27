// Backgrounds panel: Common and Imagemaker, 30 a page with infinite scroll; a click puts the
// image behind the page.
import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { runAction } from '../actions';
import { useEditor, useEditorSelector } from '../EditorContext';
import { InfiniteGrid } from './InfiniteGrid';
import { infiniteList } from './paging';
import { textAndBackgroundsApi } from './textAndBackgroundsApi';
import styles from './panels.module.css';

const KINDS = ['Common', 'Imagemaker'] as const;

function Backgrounds({ kind }: { kind: string }) {
  const editor = useEditor();
  const pages = textAndBackgroundsApi.useBackgroundPagesInfiniteQuery(kind);
  return (
    <InfiniteGrid className={styles.grid} label={`${kind} backgrounds`} list={infiniteList(pages)} render={(b) => (
      <button key={b._id} type="button" className={styles.tile} aria-label={`Use background ${b.name}`} style={{ aspectRatio: '4 / 3' }}
        onClick={() => runAction(editor, 'setBackgroundImage', b.src)}>
        <img src={b.low_path || b.src} alt="" loading="lazy" />
      </button>
    )} />
  );
}

export function BackgroundsPanel() {
  const [kind, setKind] = useState<string>(KINDS[0]);
  const editor = useEditor();
  const hasImage = useEditorSelector(() => !!(editor.page.background?.image ?? editor.page.background_image));
  return (
    <Tabs.Root value={kind} onValueChange={setKind} className={styles.stack}>
      <Tabs.List className={styles.subtabs} aria-label="Backgrounds">
        {KINDS.map((k) => <Tabs.Trigger key={k} value={k} className={styles.subtab}>{k}</Tabs.Trigger>)}
      </Tabs.List>
      {hasImage && (
        <button type="button" className={styles.link} onClick={() => runAction(editor, 'setBackgroundImage', null)}>Remove background image</button>
      )}
      {KINDS.map((k) => (
        <Tabs.Content key={k} value={k}>
          <Backgrounds kind={k} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
