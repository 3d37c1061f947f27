// The toolbar for the selection: text, group/arrange, or the background's colour when nothing
// is selected. View role shows no editing toolbars.
import { runAction } from '../actions';
import { useEditor, useEditorSelector } from '../EditorContext';
import { ArrangeToolbar } from './ArrangeToolbar';
import { FlipHorizontal2, FlipVertical2 } from 'lucide-react';
import { ColorPicker, Tip } from './controls';
import { ImageToolbar } from './ImageToolbar';
import { ShapeToolbar } from './ShapeToolbar';
import { TextToolbar } from './TextToolbar';
import styles from '../ui.module.css';

function BackgroundToolbar() {
  const editor = useEditor();
  const color = useEditorSelector(() => editor.page.background_color);
  const image = useEditorSelector(() => !!editor.page.background_image);
  return (
    <div className={styles.toolbarGroup} role="group" aria-label="Background">
      <ColorPicker
        label="Background colour"
        value={color}
        onChange={(c) => runAction(editor, 'setBackgroundColor', c)}
        trigger={<span className={styles.colorDot} style={{ background: color }} />}
      />
      {image && (
        <>
          <Tip text="Flip background horizontally">
            <button type="button" className={styles.tool} aria-label="Flip background horizontally" onClick={() => runAction(editor, 'flipBackground', 'horizontal')}>
              <FlipHorizontal2 size={18} aria-hidden />
            </button>
          </Tip>
          <Tip text="Flip background vertically">
            <button type="button" className={styles.tool} aria-label="Flip background vertically" onClick={() => runAction(editor, 'flipBackground', 'vertical')}>
              <FlipVertical2 size={18} aria-hidden />
            </button>
          </Tip>
        </>
      )}
    </div>
  );
}

export function ContextualToolbar() {
  const editor = useEditor();
  const readOnly = useEditorSelector((s) => s.role === 'view');
  const count = useEditorSelector((s) => s.selection.length);
  const hasText = useEditorSelector(() => editor.selected.some((o) => o.type === 'text'));
  if (readOnly) return <div className={styles.toolbar} aria-label="View only" />;
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Selection tools">
      {count === 0 && <BackgroundToolbar />}
      {hasText && <TextToolbar />}
      {count > 0 && <ImageToolbar />}
      {count === 1 && <ShapeToolbar />}
      <div className={styles.spacer} />
      <ArrangeToolbar />
    </div>
  );
}
